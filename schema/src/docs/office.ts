import { z } from 'zod';
import { invoiceStatusSchema } from '../enums.ts';
import {
  baseDoc,
  isoDateSchema,
  longText,
  moneySchema,
  nameText,
  refSchema,
  shortText,
  urlText,
} from './common.ts';

export const supplierSchema = z.object({
  ...baseDoc('supplier'),
  name: nameText('El nombre'),
  contactPerson: shortText('La persona de contacto').optional(),
  email: shortText('El correo electrónico').optional(),
  phone: shortText('El teléfono').optional(),
  address: longText('La dirección').optional(),
  taxId: shortText('El NIF').optional(),
  isActive: z.boolean(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const invoiceSchema = z.object({
  ...baseDoc('invoice'),
  invoiceNumber: nameText('El número de factura'),
  supplierId: refSchema,
  amount: moneySchema,
  date: isoDateSchema,
  dueDate: isoDateSchema.optional(),
  status: invoiceStatusSchema,
  documentUrl: urlText.optional(),
  notes: longText('Las notas').optional(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
