/**
 * A known month of trading (November 2026, Europe/Madrid, UTC+1) and one day of the month before,
 * as the devices would have written it: checks with their rounds, a void, payments in cash, by card
 * and mixed with tips, a discount, an invitation, a refund with its rectifying ticket, tickets at
 * 10 % and 21 %. Tickets are built with the schema's bill and ticket builders, as a device builds
 * them; every figure a report shows is worked out from these documents by `expected.ts`, never by
 * the aggregation rules. Not imported by product code.
 */
import {
  billOf,
  buildRectifyingTicket,
  buildTicket,
  checkView,
  rectifyingSeries,
  ticketSeries,
  type Adjustment,
  type Check,
  type Order,
  type Payment,
  type Refund,
  type Settings,
  type Ticket,
} from '@restaurantpro/schema';
import { ulid } from 'ulidx';
import { productDoc, type Doc } from '../support/docs.ts';
import { beerDoc } from '../support/money-scenes.ts';
import { settingsDoc } from '../support/money-docs.ts';
import { checkDoc, idOf, roundDoc, withLines, withStatus } from '../checks/fixtures.ts';

export const MONTH = { from: '2026-11-01', to: '2026-11-30' };
/** The 30 days right before the month: the report's previous period. */
export const PREVIOUS = { from: '2026-10-02', to: '2026-10-31' };
export const TIMEZONE = 'Europe/Madrid';
const SERIES = ticketSeries('T', 'K7Q4');
const RECTIFYING_SERIES = rectifyingSeries('T', 'K7Q4');

/** Madrid is UTC+1 in October's end and November: 13:30 local is 12:30Z. */
const at = (date: string, localTime: string): string => {
  const [h = 0, m = 0] = localTime.split(':').map(Number);
  return new Date(Date.parse(`${date}T00:00:00Z`) + ((h - 1) * 60 + m) * 60_000).toISOString();
};

export interface Catalogue {
  croquetas: Doc;
  beer: Doc;
  paella: Doc;
  ingredients: Doc[];
  /** Paella and croquetas have a recipe; the caña has none (no cost, no quadrant). */
  recipes: Doc[];
  settings: Doc;
}

function ingredient(id: string, name: string, costPerUnit: string): Doc {
  return {
    _id: `ingredient:${id}`,
    type: 'ingredient',
    createdAt: at('2026-10-01', '10:00'),
    updatedAt: at('2026-10-01', '10:00'),
    updatedBy: 'system',
    name,
    unit: 'kg',
    currentStock: '50',
    minStock: '5',
    costPerUnit,
    isActive: true,
  };
}

function recipe(productId: string, servings: number, ingredientId: string, quantity: string): Doc {
  return {
    _id: `recipe:${productId}`,
    type: 'recipe',
    createdAt: at('2026-10-01', '10:00'),
    updatedAt: at('2026-10-01', '10:00'),
    updatedBy: 'system',
    productId,
    instructions: 'Según la ficha',
    preparationTime: 30,
    servings,
    difficulty: 'medium',
    ingredients: [{ id: `RI-${productId}`, ingredientId, quantity }],
  };
}

/** Cost of a serving by the recipes below, in cents, worked out by hand. */
export const SERVING_COST: Record<string, number> = { PAELLA: 54, CROQ: 45 };
/** Each product's category id. */
export const CATEGORY: Record<string, string> = { PAELLA: 'principales', CROQ: 'entradas', BEER: 'bebidas' };

export function catalogue(): Catalogue {
  const croquetas = productDoc('system', {
    _id: 'product:CROQ',
    name: 'Croquetas',
    category: 'entradas',
    price: '6.50',
  });
  const paella = productDoc('system', {
    _id: 'product:PAELLA',
    name: 'Paella',
    category: 'principales',
    price: '14.50',
  });
  // Paella: 1,2 kg of rice (1,80 €/kg) for 4 servings, 0,54 € a serving; croquetas: 5 kg of
  // bechamel (0,90 €/kg) for 10, 0,45 €.
  const ingredients = [ingredient('ARROZ', 'Arroz', '1.80'), ingredient('BECHAMEL', 'Bechamel', '0.90')];
  const recipes = [recipe('PAELLA', 4, 'ARROZ', '1.200'), recipe('CROQ', 10, 'BECHAMEL', '5.000')];
  return { croquetas, beer: beerDoc(), paella, ingredients, recipes, settings: settingsDoc('A1') };
}

interface Line {
  product: Doc;
  quantity: number;
  /** Voided by `by` at this local time, for this reason. */
  void?: { by: string; time: string; reason: string };
}

interface Sale {
  date: string;
  waiterId: string;
  guests: number;
  /** Rounds of lines, each sent at its local time. */
  rounds: Array<{ time: string; lines: Line[] }>;
  /** 'closed' (paid), or left open (a table still eating at the end of the day). */
  status?: 'closed' | 'open';
  adjustments?: Array<(check: Doc, rounds: Doc[]) => Doc>;
  /** Payments: parts by method, tip, taken by, local time. */
  payments?: Array<{
    cash?: string;
    card?: string;
    tendered?: string;
    amount: string;
    tip: string;
    by: string;
    time: string;
  }>;
}

export interface SeededSale {
  check: Doc;
  rounds: Doc[];
  adjustments: Doc[];
  payments: Doc[];
  ticket: Doc | null;
}

function stamp(type: string, by: string, createdAt: string, id = `${type}:${ulid()}`): Doc {
  return { _id: id, type, createdAt, updatedAt: createdAt, updatedBy: by };
}

/** A sale's documents; the ticket is numbered `number` when the sale is paid. */
export function sale(spec: Sale, cat: Catalogue, number: number): SeededSale {
  const openedAt = at(spec.date, spec.rounds[0]?.time ?? '13:00');
  const check = checkDoc(spec.waiterId, {
    guests: spec.guests,
    businessDate: spec.date,
    createdAt: openedAt,
    updatedAt: openedAt,
    tableId: `T${number}`,
  });
  const rounds = spec.rounds.map((round) => {
    const sentAt = at(spec.date, round.time);
    const order = withStatus(
      withLines(
        roundDoc(spec.waiterId, check, { businessDate: spec.date, createdAt: sentAt, updatedAt: sentAt }),
        [
          ...round.lines.map((line) => ({
            productId: idOf(line.product),
            productName: line.product.name,
            quantity: line.quantity,
            unitPrice: line.product.price,
            createdAt: sentAt,
          })),
        ],
      ),
      'served',
    );
    const items = (order.items as Doc[]).map((item, index) => {
      const voided = round.lines[index]?.void;
      return voided === undefined
        ? item
        : { ...item, void: { reason: voided.reason, by: voided.by, at: at(spec.date, voided.time) } };
    });
    return { ...order, items };
  });
  const adjustments = (spec.adjustments ?? []).map((make) => make(check, rounds));
  const payments = (spec.payments ?? []).map((pay): Doc => {
    const parts = [
      ...(pay.cash === undefined
        ? []
        : [{ method: 'cash', amount: pay.cash, tendered: pay.tendered ?? pay.cash }]),
      ...(pay.card === undefined ? [] : [{ method: 'card', amount: pay.card }]),
    ];
    const change =
      pay.tendered === undefined || pay.cash === undefined
        ? '0.00'
        : (Number(pay.tendered) - Number(pay.cash)).toFixed(2);
    return {
      ...stamp('payment', pay.by, at(spec.date, pay.time)),
      checkId: idOf(check),
      businessDate: spec.date,
      amount: pay.amount,
      tip: pay.tip,
      parts,
      change,
      takenBy: pay.by,
    };
  });
  const closed = spec.status !== 'open';
  const last = payments[payments.length - 1];
  const finalCheck = closed
    ? {
        ...check,
        status: 'closed',
        closedAt: last?.createdAt,
        closedBy: 'system',
        updatedAt: last?.createdAt,
      }
    : check;
  const ticket =
    closed && last !== undefined
      ? (buildTicket(
          billFor(cat, finalCheck, rounds, adjustments, payments),
          cat.settings as unknown as Settings,
          {
            series: SERIES,
            number,
            issuedAt: String(last.createdAt),
            businessDate: spec.date,
            by: String(last.takenBy),
            waiter: 'Ana',
            payments: payments as unknown as Payment[],
          },
        ) as unknown as Doc)
      : null;
  return { check: finalCheck, rounds, adjustments, payments, ticket };
}

function billFor(cat: Catalogue, check: Doc, rounds: Doc[], adjustments: Doc[], payments: Doc[]) {
  return billOf(
    checkView(idOf(check), {
      checks: [check as unknown as Check],
      orders: rounds as unknown as Order[],
      transfers: [],
    }),
    {
      productsById: new Map([
        ['CROQ', {}],
        ['PAELLA', {}],
        ['BEER', { ivaRate: 21 }],
      ]),
      settings: cat.settings as unknown as Settings,
      adjustments: adjustments as unknown as Adjustment[],
      payments: payments as unknown as Payment[],
      refunds: [],
    },
  );
}

/** A refund of `amount` on `ticket` at local `time`, with its rectifying ticket `number`. */
export function refund(
  ticket: Doc,
  amount: string,
  by: string,
  time: string,
  number: number,
): { refund: Doc; rectifying: Doc } {
  const date = String(ticket.businessDate);
  const doc: Doc = {
    ...stamp('refund', by, at(date, time)),
    ticketId: idOf(ticket),
    checkId: ticket.checkId,
    businessDate: date,
    amount,
    method: 'cash',
    reason: 'Plato frío',
    by,
  };
  const rectifying = buildRectifyingTicket(ticket as unknown as Ticket, doc as unknown as Refund, {
    series: RECTIFYING_SERIES,
    number,
    issuedAt: String(doc.createdAt),
    businessDate: date,
    by,
    waiter: 'Ana',
  }) as unknown as Doc;
  return { refund: doc, rectifying };
}

/** A discount or invitation made by `by` at local `time` on the check (or a line of its round). */
export function adjustment(
  by: string,
  date: string,
  time: string,
  fields: Partial<Doc> & { kind: 'discount' | 'invitation' },
  line?: { round: number; index: number },
): (check: Doc, rounds: Doc[]) => Doc {
  return (check, rounds) => {
    const round = line === undefined ? undefined : rounds[line.round];
    const item = round === undefined || line === undefined ? undefined : (round.items as Doc[])[line.index];
    return {
      ...stamp('adjustment', by, at(date, time)),
      checkId: idOf(check),
      businessDate: date,
      reason: fields.kind === 'invitation' ? 'Invita la casa' : 'Cliente habitual',
      by,
      ...(round !== undefined && item !== undefined
        ? { line: { orderId: idOf(round), lineId: item.id } }
        : {}),
      ...fields,
    };
  };
}

export const localAt = at;
