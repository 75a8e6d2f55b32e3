import type { DocType } from '@restaurantpro/schema';

/**
 * A print route's id as a document id: the routes take a document's full `_id` ('order:01J…') or its
 * id part ('01J…'), so a screen can pass whichever it holds.
 */
export function printDocId(type: DocType, id: string): string {
  return id.startsWith(`${type}:`) ? id : `${type}:${id}`;
}
