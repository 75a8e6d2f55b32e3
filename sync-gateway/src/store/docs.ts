import { isDocType, parseKind, type DocOf, type DocType } from '@restaurantpro/schema';
import { docsByIds, typeRange } from './current.ts';
import { scan } from './scan.ts';
import type { StoreDb, StoredDoc } from './types.ts';
import { readOrUndefined } from './update.ts';

/**
 * Typed reads of one database: the kind names the document type, each document is parsed with its
 * kind's schema, and one that does not parse is left out (as the API's read model leaves it out),
 * so a caller gets `Order[]`, never a StoredDoc to cast.
 */
export interface Docs {
  /** Every document of the kind, in `_id` order, read by its id range a page at a time. */
  list<K extends DocType>(type: K): Promise<DocOf<K>[]>;
  /** One document by id part (`01J…`) or full id (`order:01J…`); undefined when missing, deleted or not of the kind. */
  get<K extends DocType>(type: K, id: string): Promise<DocOf<K> | undefined>;
  /** The documents of the kind named by `ids` (id parts or full ids), in the order given, each once. */
  byIds<K extends DocType>(type: K, ids: readonly string[]): Promise<DocOf<K>[]>;
}

/** The full id of `id` as a `type` document: an id part gets its `type:` prefix, a full id is kept. */
function fullId(type: DocType, id: string): string {
  return id.startsWith(`${type}:`) ? id : `${type}:${id}`;
}

function parsedAll<K extends DocType>(type: K, found: Iterable<StoredDoc>): DocOf<K>[] {
  const out: DocOf<K>[] = [];
  for (const doc of found) {
    const parsed = parseKind(type, doc);
    if (parsed !== null) out.push(parsed);
  }
  return out;
}

/** Typed reads over `db` (see Docs). */
export function docs(db: StoreDb): Docs {
  return {
    async list(type) {
      const out: DocOf<typeof type>[] = [];
      for await (const doc of scan(db, typeRange(type))) {
        const parsed = parseKind(type, doc);
        if (parsed !== null) out.push(parsed);
      }
      return out;
    },
    async get(type, id) {
      const doc = await readOrUndefined(db, fullId(type, id));
      return parseKind(type, doc) ?? undefined;
    },
    async byIds(type, ids) {
      const wanted = [...new Set(ids.map((id) => fullId(type, id)))];
      return parsedAll(type, await docsByIds(db, wanted));
    },
  };
}

/**
 * Whether a stored document is of the kind: its `type` is the tag every schema fixes, and the store
 * holds only documents one of its doors parsed with that kind's schema when they were written (or
 * the gateway wrote from such a document). For the write rules' lookups, which must see what the
 * store holds: parsing again would leave out a document stored under an earlier, looser version of
 * its schema, and a rule would judge as if it were not there (a table free, a ticket not refunded).
 */
export function isStoredKind<K extends DocType>(type: K, doc: StoredDoc): doc is StoredDoc & DocOf<K> {
  return doc.type === type;
}

/** The documents of `found` that are of the kind (isStoredKind), typed as such. */
export function storedOfKind<K extends DocType>(
  type: K,
  found: readonly StoredDoc[],
): (StoredDoc & DocOf<K>)[] {
  return found.filter((doc): doc is StoredDoc & DocOf<K> => isStoredKind(type, doc));
}

/** Whether a stored document is of one of the kinds, whichever (isStoredKind on its own `type`). */
export function isStoredAnyKind(doc: StoredDoc): doc is StoredDoc & DocOf<DocType> {
  return typeof doc.type === 'string' && isDocType(doc.type);
}
