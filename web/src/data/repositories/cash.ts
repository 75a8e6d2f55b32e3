import {
  type CashMovement,
  cashMovementProblem,
  cashMovementSchema,
  type CashMovementKind,
  closedDayMessage,
  countedCash,
  type DayClose,
  dayCloseDocId,
  dayCloseProblem,
  dayCloseSchema,
  docId,
  expectedCash,
  newId,
  fromCents,
  signedCents,
} from '@restaurantpro/schema';
import { allOfType, getOrNull } from '../queries.ts';
import type { WriteContext } from './context.ts';
import { assertMayWrite } from './products.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

/**
 * The drawer of a business day on the local replica: the opening float, money in and out, and the
 * close (arqueo and cierre). Each document is immutable and judged by the schema before it is saved;
 * a closed day takes nothing more, here as at the gateway.
 */

export interface CashMovementRequest {
  businessDate: string;
  kind: CashMovementKind;
  /** Already normalised money ("20.00"). */
  amount: string;
  reason?: string;
}

async function refuseClosedDay(db: PouchDB.Database, businessDate: string): Promise<void> {
  if (await getOrNull(db, dayCloseDocId(businessDate))) throw new WriteError('refused', closedDayMessage(businessDate));
}

/** Records a float, or cash put in or taken out with its reason. */
export const addCashMovement = repositoryWrite(async function addCashMovement(
  db: PouchDB.Database,
  request: CashMovementRequest,
  { actor, now }: WriteContext,
): Promise<CashMovement> {
  const at = now.toISOString();
  const reason = request.reason?.trim();
  const movement = cashMovementSchema.parse({
    _id: docId('cash_movement', newId()),
    type: 'cash_movement',
    createdAt: at,
    updatedAt: at,
    updatedBy: actor.id,
    businessDate: request.businessDate,
    kind: request.kind,
    amount: request.amount,
    ...(reason ? { reason } : {}),
    by: actor.id,
  });
  const problem = cashMovementProblem(movement);
  if (problem !== null) throw new WriteError('refused', problem);
  await refuseClosedDay(db, request.businessDate);
  assertMayWrite(actor, null, movement);
  await db.put(movement);
  return movement;
});

/** What the drawer should hold on `businessDate`, from the replica's documents now. */
export async function expectedCashOf(db: PouchDB.Database, businessDate: string): Promise<string> {
  const ofDay = <T extends { businessDate: string }>(docs: readonly T[]) => docs.filter((doc) => doc.businessDate === businessDate);
  const [cashMovements, payments, refunds] = await Promise.all([
    allOfType(db, 'cash_movement'),
    allOfType(db, 'payment'),
    allOfType(db, 'refund'),
  ]);
  return expectedCash({ cashMovements: ofDay(cashMovements), payments: ofDay(payments), refunds: ofDay(refunds) });
}

export interface CloseDayRequest {
  businessDate: string;
  /** Units counted of each note and coin (cents → count); rows of 0 are left out of the document. */
  counted: readonly { cents: number; count: number }[];
  /** The expected cash the count was made against (what the screen showed). */
  expected: string;
  note?: string;
}

/**
 * 'Cerrar caja': stores `day_close:<date>` with the count, the expected cash and the difference. If
 * the drawer moved since the screen showed its figure (a payment synced meanwhile), the close is
 * refused so the count is made again; a day closed elsewhere is refused by its id.
 */
export const closeDay = repositoryWrite(async function closeDay(
  db: PouchDB.Database,
  request: CloseDayRequest,
  { actor, now }: WriteContext,
): Promise<DayClose> {
  await refuseClosedDay(db, request.businessDate);
  const counted = request.counted.filter((row) => row.count > 0);
  const counts = countedCash(counted);
  const at = now.toISOString();
  const note = request.note?.trim();
  const close = dayCloseSchema.parse({
    _id: dayCloseDocId(request.businessDate),
    type: 'day_close',
    createdAt: at,
    updatedAt: at,
    updatedBy: actor.id,
    businessDate: request.businessDate,
    counted,
    countedCash: counts,
    expectedCash: request.expected,
    difference: fromCents(signedCents(counts) - signedCents(request.expected)),
    ...(note ? { note } : {}),
    closedBy: actor.id,
    closedAt: at,
  });
  const problem = dayCloseProblem(close, await expectedCashOf(db, request.businessDate));
  if (problem !== null) throw new WriteError('refused', problem);
  assertMayWrite(actor, null, close);
  try {
    await db.put(close);
  } catch (error) {
    // Two managers closing at once: the day's id makes the second a conflict, and the day is closed.
    if ((error as { status?: number }).status === 409) throw new WriteError('refused', closedDayMessage(request.businessDate));
    throw error;
  }
  return close;
});
