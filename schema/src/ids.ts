import { ID_PATTERN, idPart, isIdOf, newId, typePart } from './id-syntax.ts';
import { isDocType, type DocType } from './kinds.ts';

export { ID_PATTERN, idPart, newId, typePart };

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

/** True when `_id` is well formed (and of `type`, when given). */
export function isValidDocId(_id: string, type?: DocType): boolean {
  return type === undefined ? parseDocId(_id) !== null : isIdOf(_id, type);
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
