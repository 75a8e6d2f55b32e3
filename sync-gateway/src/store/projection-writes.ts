import { SYSTEM_ACTOR } from '@restaurantpro/schema';
import type { StoredDoc } from './types.ts';

/**
 * Whether a document is one of the projections the reactions write (daily stock, stock movements,
 * ingredient stock, tables, merged checks), as written by the gateway. Kept on the store's floor:
 * the reactions run on it and the replication door's live feed waits for it, and a door never
 * imports a reaction.
 */
export function isProjectionWrite(doc: StoredDoc): boolean {
  return (
    doc.updatedBy === SYSTEM_ACTOR &&
    (doc.type === 'daily_stock' ||
      doc.type === 'stock_movement' ||
      doc.type === 'ingredient' ||
      doc.type === 'table' ||
      doc.type === 'check')
  );
}
