import { z } from 'zod';
import { invoiceStatusSchema } from '../enums.ts';
import { baseDoc, isoDateSchema, moneySchema, optionalText, refSchema } from './common.ts';

export const supplierSchema = z.object({
  ...baseDoc('supplier'),
  name: z.string().min(1),
  contactPerson: optionalText,
  email: optionalText,
  phone: optionalText,
  address: optionalText,
  taxId: optionalText,
  isActive: z.boolean(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const invoiceSchema = z.object({
  ...baseDoc('invoice'),
  invoiceNumber: z.string().min(1),
  supplierId: refSchema,
  amount: moneySchema,
  date: isoDateSchema,
  dueDate: isoDateSchema.optional(),
  status: invoiceStatusSchema,
  documentUrl: optionalText,
  notes: optionalText,
});
export type Invoice = z.infer<typeof invoiceSchema>;
