import { z } from 'zod';
import { baseDoc, isoDateSchema, longText, refSchema } from './common.ts';
import { fiscalAnulacionSchema } from './fiscal.ts';

/**
 * The cancellation of a simplified ticket issued in error and never handed to the customer, by a
 * manager with a reason (Orden HAC/1177/2024, registro de anulación). One per ticket: its id is
 * `annulment:<the ticket's id part>`, so two managers cancelling the same ticket write the same
 * document. Written once, like the ticket it cancels, which is never edited: the ticket stays in its
 * series (numbers have no gaps) and stops counting as a sale. The check it paid may get a new ticket.
 */
export const annulmentSchema = z.object({
  ...baseDoc('annulment'),
  /** The cancelled ticket's id part (`T-K7Q4-000042`). */
  ticketId: refSchema,
  checkId: refSchema,
  /** The cancelled ticket's business day: a ticket is cancelled while its day is open. */
  businessDate: isoDateSchema,
  reason: longText('El motivo').min(1, 'Indica el motivo'),
  by: z.string().min(1),
  /** Its registro de anulación, chained on the device that wrote it. */
  fiscal: fiscalAnulacionSchema,
});
export type Annulment = z.infer<typeof annulmentSchema>;
