import { encodeTime, ulid } from 'ulidx';
import type { AccountEvent } from '../docs/account.ts';
import type { Check } from '../docs/check.ts';
import type { Adjustment, Refund } from '../docs/money.ts';
import type { Order } from '../docs/order.ts';
import type { StockMovement } from '../docs/stock.ts';
import type { StockCount } from '../docs/supply.ts';
import { COUNT_REASON_LABELS, VOID_REASON_LABELS, type IngredientUnit } from '../enums.ts';
import { idPart } from '../ids.ts';
import { toCents } from '../money.ts';
import { ROLE_LABELS } from '../roles.ts';
import { euros } from './money/format.ts';
import type { PriceChange } from './prices.ts';
import { countDelta } from './supply/stock.ts';

/**
 * The managers' activity log (DESIGN.md §6): who voided, discounted, refunded, adjusted stock,
 * changed a price or changed an account, and when, read from the documents' own records (a void's
 * `by`/`at`, an adjustment's `by`, a count's `countedBy`, the price ledger's spells, the account
 * events). Nothing is logged apart, so the log can never disagree with what was done.
 */
export const ACTIVITY_KINDS = [
  'void',
  'discount',
  'invitation',
  'refund',
  'stock',
  'price',
  'account',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The badge of each kind of entry. */
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  void: 'Anulación',
  discount: 'Descuento',
  invitation: 'Invitación',
  refund: 'Devolución',
  stock: 'Stock',
  price: 'Precio',
  account: 'Cuenta',
};

/** Who may read the log: managers and admins, as for the cash drawer. */
export const ACTIVITY_ROLE_REFUSAL = 'Solo gerencia o administración pueden ver el registro de actividad';
/** The log is read from the gateway: offline there is nothing to read it from. */
export const ACTIVITY_OFFLINE_MESSAGE = 'El registro de actividad necesita conexión';

/**
 * The id of an account event written at `at`: a ULID of that very instant (not of the moment the id
 * is made), so the log reads a day's events as one `_id` key range whatever clock wrote them.
 */
export function accountEventId(at: Date): string {
  return `account_event:${ulid(at.getTime())}`;
}

/** The `_id` key range of the account events written from `from` (included) to `to` (excluded). */
export function accountEventRange(from: Date, to: Date): { startkey: string; endkey: string } {
  return {
    startkey: `account_event:${encodeTime(from.getTime(), 10)}`,
    // Ten characters sort before every longer id that starts with them: `to` itself is left out.
    endkey: `account_event:${encodeTime(to.getTime(), 10)}`,
  };
}

export interface ActivityEntry {
  /** When it was done (ISO date-time, as the document records it). */
  at: string;
  /** Who did it. */
  userId: string;
  kind: ActivityKind;
  text: string;
}

/** The documents of a day the log is read from. */
export interface ActivitySources {
  /** Orders whose lines may carry voids; also where an adjustment's line is found. */
  orders?: readonly Order[];
  /** The checks adjustments apply to, to name their table. */
  checks?: readonly Check[];
  adjustments?: readonly Adjustment[];
  refunds?: readonly Refund[];
  stockCounts?: readonly StockCount[];
  /** Kitchen corrections of the daily stock (sales movements are ignored). */
  stockMovements?: readonly StockMovement[];
  priceChanges?: readonly PriceChange[];
  accountEvents?: readonly AccountEvent[];
}

/** Names by id part: people, products, tables (their number) and ingredients (with their unit). */
export interface ActivityNames {
  users?: ReadonlyMap<string, string>;
  products?: ReadonlyMap<string, string>;
  tables?: ReadonlyMap<string, string>;
  ingredients?: ReadonlyMap<string, { name: string; unit: IngredientUnit }>;
}

/** Units as a count line says them after a figure ("−12,4 kg", "3 ud."). */
const UNIT_SHORT: Record<IngredientUnit, string> = {
  kg: 'kg',
  g: 'g',
  l: 'l',
  ml: 'ml',
  units: 'ud.',
  packages: 'paq.',
};

/** Milli-units as a signed Spanish figure without trailing zeros: −12400 → "−12,4", 500 → "+0,5". */
function signedQuantity(milli: number): string {
  const sign = milli < 0 ? '−' : '+';
  const abs = Math.abs(milli);
  const fraction = String(abs % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.floor(abs / 1000)}${fraction ? `,${fraction}` : ''}`;
}

const portions = (n: number) =>
  `${n > 0 ? '+' : '−'}${Math.abs(n)} ${Math.abs(n) === 1 ? 'ración' : 'raciones'}`;

/** The text an account event reads as, said by the person who did it. */
function accountText(event: AccountEvent, name: string): string {
  const own = event.by === event.userId;
  switch (event.action) {
    case 'created':
      return `Creó la cuenta de ${name}`;
    case 'role':
      return `Cambió el rol de ${name}${event.role ? ` a ${ROLE_LABELS[event.role]}` : ''}`;
    case 'deactivated':
      return `Desactivó la cuenta de ${name}`;
    case 'reactivated':
      return `Reactivó la cuenta de ${name}`;
    case 'password_reset':
      return `Restableció la contraseña de ${name}`;
    case 'pin_reset':
      return `Restableció el PIN de ${name}`;
    case 'password_changed':
      return own ? 'Cambió su contraseña' : `Cambió la contraseña de ${name}`;
    case 'pin_changed':
      return own ? 'Cambió su PIN' : `Cambió el PIN de ${name}`;
    case 'renamed':
      return `Cambió el nombre de la cuenta de ${name}`;
  }
}

/**
 * The log's entries of the sources, newest first (ties in a fixed order, so two reads agree).
 * Names missing from `names` read as 'una persona', 'un producto', 'un ingrediente'.
 */
export function activityEntries(sources: ActivitySources, names: ActivityNames = {}): ActivityEntry[] {
  const person = (id: string) => names.users?.get(id) ?? 'una persona';
  const product = (id: string) => names.products?.get(id) ?? 'un producto';
  const table = (id: string | undefined) => {
    if (id === undefined) return undefined;
    return `Mesa ${names.tables?.get(id) ?? '?'}`;
  };
  const confirmed = (doc: { by: string; approvedBy?: string }) =>
    doc.approvedBy !== undefined && doc.approvedBy !== doc.by
      ? `, con la confirmación de ${person(doc.approvedBy)}`
      : '';
  const entries: ActivityEntry[] = [];

  const orders = new Map((sources.orders ?? []).map((order) => [idPart(order._id), order]));
  for (const order of orders.values()) {
    const where = table(order.tableId) ?? `Pedido ${order.orderNumber}`;
    for (const item of order.items) {
      const done = item.void;
      if (done === undefined) continue;
      const why = done.note
        ? `${VOID_REASON_LABELS[done.reason]} · ${done.note}`
        : VOID_REASON_LABELS[done.reason];
      entries.push({
        at: done.at,
        userId: done.by,
        kind: 'void',
        text: `Anuló ${item.quantity} × ${item.productName} (${where}): ${why}${confirmed(done)}`,
      });
    }
  }

  const checks = new Map((sources.checks ?? []).map((check) => [idPart(check._id), check]));
  for (const adj of sources.adjustments ?? []) {
    const line = adj.line;
    const target =
      line === undefined
        ? 'la cuenta'
        : (orders.get(line.orderId)?.items.find((item) => item.id === line.lineId)?.productName ??
          'una línea');
    const check = checks.get(adj.checkId);
    const where = check === undefined ? '' : ` (${table(check.tableId)})`;
    const what =
      adj.kind === 'invitation'
        ? `Invitación: ${target}`
        : adj.percent !== undefined
          ? `Descuento del ${adj.percent} % en ${target}`
          : `Descuento de ${euros(toCents(adj.amount ?? '0.00'))} en ${target}`;
    entries.push({
      at: adj.createdAt,
      userId: adj.by,
      kind: adj.kind,
      text: `${what}${where}: ${adj.reason}${confirmed(adj)}`,
    });
  }

  for (const refund of sources.refunds ?? []) {
    entries.push({
      at: refund.createdAt,
      userId: refund.by,
      kind: 'refund',
      // A ticket's id part is its printed number ("T-K7Q4-000012", see ticketDocId).
      text: `Devolución de ${euros(toCents(refund.amount))} del ticket ${refund.ticketId}: ${refund.reason}${confirmed(refund)}`,
    });
  }

  for (const count of sources.stockCounts ?? []) {
    const changed = count.lines.filter((line) => countDelta(line.expected, line.counted) !== 0);
    const base = { at: count.createdAt, userId: count.countedBy, kind: 'stock' as const };
    if (changed.length === 0) {
      const n = count.lines.length;
      entries.push({
        ...base,
        text: `Recuento sin diferencias (${n} ${n === 1 ? 'ingrediente' : 'ingredientes'})`,
      });
    }
    for (const line of changed) {
      const ingredient = names.ingredients?.get(line.ingredientId);
      const unit = ingredient ? ` ${UNIT_SHORT[ingredient.unit]}` : '';
      const delta = signedQuantity(countDelta(line.expected, line.counted));
      entries.push({
        ...base,
        text: `Recuento de ${ingredient?.name ?? 'un ingrediente'}: ${delta}${unit} (${COUNT_REASON_LABELS[line.reason]})`,
      });
    }
  }

  for (const movement of sources.stockMovements ?? []) {
    if (movement.kind !== 'adjustment') continue;
    entries.push({
      at: movement.createdAt,
      userId: movement.updatedBy,
      kind: 'stock',
      text: `Ajustó el stock del día de ${product(movement.productId)}: ${portions(movement.delta)}${movement.reason ? ` (${movement.reason})` : ''}`,
    });
  }

  for (const change of sources.priceChanges ?? []) {
    entries.push({
      at: change.at,
      userId: change.by,
      kind: 'price',
      text: `Cambió el precio de ${product(change.productId)} de ${euros(toCents(change.before))} a ${euros(toCents(change.after))}`,
    });
  }

  for (const event of sources.accountEvents ?? []) {
    entries.push({
      at: event.at,
      userId: event.by,
      kind: 'account',
      text: accountText(event, person(event.userId)),
    });
  }

  return entries
    .map((entry) => ({ entry, time: Date.parse(entry.at) }))
    .sort(
      (a, b) =>
        b.time - a.time ||
        ACTIVITY_KINDS.indexOf(a.entry.kind) - ACTIVITY_KINDS.indexOf(b.entry.kind) ||
        a.entry.text.localeCompare(b.entry.text),
    )
    .map(({ entry }) => entry);
}
