/**
 * Scenes for the money side's door tests: a table with a served check whose lines are taxed at
 * 10 % and 21 %, its bill as the schema computes it, a ticket for it, a closed day. Each scene is
 * the list of documents the store holds before a write is tried, so either door (`/db`, or `/api`
 * in the both-doors suite) starts from the same store. Not imported by product code.
 */
import { ulid } from 'ulidx';
import {
  billOf,
  buildTicket,
  checkView,
  fromCents,
  splitEqual,
  ticketSeries,
  toCents,
  type Bill,
  type Check,
  type Order,
  type Payment,
  type Settings,
  type Ticket,
} from '@restaurantpro/schema';
import { TODAY, tableDoc, type Doc } from './docs.ts';
import { checkDoc, idOf, roundDoc, withLines, withStatus } from '../checks/fixtures.ts';
import { AT, dayCloseDoc, paymentDoc, settingsDoc } from './money-docs.ts';

/** The day before the harness's business day: the one a scene closes. */
export const YESTERDAY = '2026-11-21';
/** The device's series code in every scene ('T-K7Q4'). */
export const SERIES_CODE = 'K7Q4';

/** A beer at 3,00 € taxed at 21 % (a drink), beside the harness's croquetas (P1, 6,50 €, default 10 %). */
export function beerDoc(): Doc {
  return {
    _id: 'product:BEER',
    type: 'product',
    createdAt: AT,
    updatedAt: AT,
    updatedBy: 'system',
    name: 'Caña',
    category: 'bebidas',
    price: '3.00',
    cost: '0.80',
    isAvailable: true,
    preparationTime: 1,
    isActive: true,
    ivaRate: 21,
  };
}

export interface ServedCheck {
  settings: Doc;
  beer: Doc;
  /** The table, occupied by the check. */
  table: Doc;
  check: Doc;
  checkId: string;
  /** One served round: 2 × croquetas (P1) at 10 %, 2 × caña at 21 %. */
  round: Doc;
  /** The line ids of the round: croquetas, then cañas. */
  lineIds: [string, string];
  /** What the store holds: settings, the beer, the table, the check and its round. */
  docs: Doc[];
  /** The bill as the schema makes it from those documents, with `payments` made. */
  billWith(payments?: readonly Doc[]): Bill;
}

/** Table `tableId` with a served check of croquetas (10 %) and cañas (21 %), opened by `waiterId`. */
export function servedCheck(waiterId: string, tableId = 'T1', overrides: Partial<Doc> = {}): ServedCheck {
  const settings = settingsDoc('A1');
  const beer = beerDoc();
  const check = checkDoc(waiterId, { tableId, ...overrides });
  const table = tableDoc('M1', {
    _id: `table:${tableId}`,
    number: tableId.replace(/\D/g, '') || '1',
    status: 'occupied',
  });
  const round = withStatus(
    withLines(roundDoc(waiterId, check), [
      { productId: 'P1', productName: 'Croquetas', quantity: 2, unitPrice: '6.50' },
      { productId: 'BEER', productName: 'Caña', quantity: 2, unitPrice: '3.00' },
    ]),
    'served',
  );
  const items = round.items as Array<{ id: string }>;
  const lineIds: [string, string] = [items[0]?.id ?? '', items[1]?.id ?? ''];
  const checkId = idOf(check);
  const billWith = (payments: readonly Doc[] = []) =>
    billOf(
      checkView(checkId, {
        checks: [check as unknown as Check],
        orders: [round as unknown as Order],
        transfers: [],
      }),
      {
        productsById: new Map([
          ['P1', {}],
          ['BEER', { ivaRate: 21 }],
        ]),
        settings: settings as unknown as Settings,
        adjustments: [],
        payments: payments as unknown as Payment[],
        refunds: [],
      },
    );
  return {
    settings,
    beer,
    table,
    check,
    checkId,
    round,
    lineIds,
    docs: [settings, beer, table, check, round],
    billWith,
  };
}

/** The payments covering the scene's bill in `n` equal parts (a split the schema made), by card. */
export function splitPayments(scene: ServedCheck, userId: string, n: number): Doc[] {
  const total = scene.billWith().total;
  const parts = splitEqual(toCents(total), n).map(fromCents);
  return parts.map((amount, index) =>
    paymentDoc(
      userId,
      { checkId: scene.checkId, amount },
      { split: { kind: 'equal', of: total, parts, index } },
    ),
  );
}

/** Ticket `number` of the device's series for the scene's check paid by `payments`, issued by `userId`. */
export function ticketFor(scene: ServedCheck, payments: readonly Doc[], userId: string, number = 1): Doc {
  const ticket: Ticket = buildTicket(scene.billWith(payments), scene.settings as unknown as Settings, {
    series: ticketSeries('T', SERIES_CODE),
    number,
    issuedAt: AT,
    businessDate: TODAY,
    by: userId,
    waiter: 'Ana',
    tableName: 'Mesa 1',
    payments: payments as unknown as Payment[],
  });
  return ticket as unknown as Doc;
}

/** A served check paid in two equal parts by card, and ticket 1 of the device's series for it. */
export function paidCheck(
  userId: string,
  tableId = 'T1',
): { scene: ServedCheck; payments: Doc[]; ticket: Doc } {
  const scene = servedCheck(userId, tableId);
  const payments = splitPayments(scene, userId, 2);
  return { scene, payments, ticket: ticketFor(scene, payments, userId) };
}

/** Yesterday's close, its drawer empty: every payment, refund or movement of that day is then refused. */
export function closedYesterday(managerId: string): Doc {
  return dayCloseDoc(managerId, YESTERDAY, '0.00');
}

/** A new id of `type` made on the device, as the device makes it before asking for an approval. */
export const newDocId = (type: string): string => `${type}:${ulid()}`;
