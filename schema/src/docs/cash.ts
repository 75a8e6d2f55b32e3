import { z } from 'zod';
import { cashMovementKindSchema } from '../enums.ts';
import { baseDoc, isoDateSchema, isoDateTimeSchema, longText, moneySchema } from './common.ts';
import { signedMoneySchema } from './signed-money.ts';

/** Cash into or out of the drawer: the opening float, or a movement with its reason. */
export const cashMovementSchema = z.object({
  ...baseDoc('cash_movement'),
  businessDate: isoDateSchema,
  kind: cashMovementKindSchema,
  amount: moneySchema,
  /** Required for 'in' and 'out' (see cashMovementProblem). */
  reason: longText('El motivo').optional(),
  by: z.string().min(1),
});
export type CashMovement = z.infer<typeof cashMovementSchema>;

/** How many of one note or coin were counted (denomination in cents, see CASH_DENOMINATIONS). */
export const denominationCountSchema = z.object({
  cents: z.int().min(1),
  count: z.int('Cuenta unidades enteras').min(0, 'No puede haber unidades negativas').max(100_000),
});

/**
 * The close of a business day (cierre de caja). Its id is the day (`day_close:2026-11-24`), so a
 * day closes once. Once stored, payments, refunds and cash movements of that day are refused at both
 * doors. Expected cash and the Z report are computed from the documents (zReport); they are kept
 * here as they were at the close, for the record.
 */
export const dayCloseSchema = z.object({
  ...baseDoc('day_close'),
  businessDate: isoDateSchema,
  counted: z.array(denominationCountSchema).max(20),
  countedCash: moneySchema,
  expectedCash: signedMoneySchema,
  difference: signedMoneySchema,
  note: longText('La nota').optional(),
  closedBy: z.string().min(1),
  closedAt: isoDateTimeSchema,
});
export type DayClose = z.infer<typeof dayCloseSchema>;
