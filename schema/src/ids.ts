import { ulid } from 'ulidx';

/** Every document type, in the database it lives in (DESIGN.md §3). */
export const FLOOR_TYPES = [
  'product',
  'recipe',
  'area',
  'table',
  'ingredient',
  'daily_stock',
  'order',
  'stock_movement',
  'check',
  'transfer',
  'settings',
  'payment',
  'adjustment',
  'refund',
  'ticket',
  'annulment',
  'cash_movement',
  'day_close',
  'delivery',
  'stock_count',
] as const;
export const OFFICE_TYPES = ['supplier', 'invoice'] as const;
export const ACCOUNT_TYPES = ['user'] as const;
export const DOC_TYPES = [...FLOOR_TYPES, ...OFFICE_TYPES, ...ACCOUNT_TYPES] as const;

export type FloorType = (typeof FLOOR_TYPES)[number];
export type OfficeType = (typeof OFFICE_TYPES)[number];
export type DocType = (typeof DOC_TYPES)[number];

/** The replicated/stored databases a document type belongs to. */
export type DbName = 'floor' | 'office' | 'accounts';

export function dbForType(type: DocType): DbName {
  if ((FLOOR_TYPES as readonly string[]).includes(type)) return 'floor';
  if ((OFFICE_TYPES as readonly string[]).includes(type)) return 'office';
  return 'accounts';
}

export function isDocType(value: string): value is DocType {
  return (DOC_TYPES as readonly string[]).includes(value);
}

/**
 * The id part after the colon. ULIDs from devices, but also uuids and readable slugs (demo data,
 * derived projection ids), so anything URL-safe and short is accepted.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,80}$/;

/** A new sortable id, generated on the device so offline creation never collides. */
export function newId(): string {
  return ulid();
}

/** `docId('order', '01J…')` → `"order:01J…"`. */
export function docId(type: DocType, id: string): string {
  if (!ID_PATTERN.test(id)) throw new RangeError(`Invalid id: ${JSON.stringify(id)}`);
  return `${type}:${id}`;
}

/** `"order:01J…"` → `{ type: 'order', id: '01J…' }`; null when the type is unknown or the id malformed. */
export function parseDocId(_id: string): { type: DocType; id: string } | null {
  const colon = _id.indexOf(':');
  if (colon < 0) return null;
  const type = _id.slice(0, colon);
  const id = _id.slice(colon + 1);
  if (!isDocType(type) || !ID_PATTERN.test(id)) return null;
  return { type, id };
}

/** The id part of a stored `_id` (`"order:01J…"` → `"01J…"`); the whole string when it has no type. */
export function idPart(_id: string): string {
  return _id.slice(_id.indexOf(':') + 1);
}

/** The type part of a stored `_id` (`"order:01J…"` → `"order"`); empty when it has none. */
export function typePart(_id: string): string {
  return _id.slice(0, Math.max(0, _id.indexOf(':')));
}

/** True when `_id` is well formed (and of `type`, when given). */
export function isValidDocId(_id: string, type?: DocType): boolean {
  const parsed = parseDocId(_id);
  return parsed !== null && (type === undefined || parsed.type === type);
}

/**
 * One daily_stock document per product and business day. The id is derived, not random, because
 * the gateway is its only writer and a retried projection must land on the same document.
 */
export function dailyStockId(businessDate: string, productId: string): string {
  return docId('daily_stock', `${businessDate}_${productId}`);
}

/**
 * The sale movement of one order line has a derived id so that deriving it twice (gateway restart,
 * two gateway instances) is a conflict on one document, never a second sale.
 */
export function saleMovementId(orderId: string, itemId: string): string {
  return docId('stock_movement', `sale_${orderId}_${itemId}`);
}
