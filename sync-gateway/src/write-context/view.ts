import { typePart } from '@restaurantpro/schema';
import { docsByIds, idsFound, idsInRange, typeRange, type IndexedQuery } from '../store/current.ts';
import type { StoreDb, StoredDoc } from '../store/types.ts';

/**
 * The store as a write sees it: what it holds, with the documents accepted earlier in the same
 * batch on top (a check opened on a device reaches the gateway in the batch of its first round).
 */
export class View {
  private readonly pending = new Map<string, StoredDoc>();

  constructor(
    private readonly db: StoreDb,
    batch: readonly StoredDoc[],
  ) {
    for (const doc of batch) this.pending.set(doc._id, doc);
  }

  /** The current documents of `ids` (missing and deleted ones left out). */
  async byIds(ids: readonly string[]): Promise<StoredDoc[]> {
    const wanted = [...new Set(ids)];
    const stored = await docsByIds(
      this.db,
      wanted.filter((id) => !this.pending.has(id)),
    );
    const found = new Map(stored.map((doc) => [doc._id, doc]));
    for (const id of wanted) {
      const pending = this.pending.get(id);
      if (pending !== undefined) found.set(id, pending);
    }
    return [...found.values()].filter((doc) => doc._deleted !== true);
  }

  /** Every current document of `type` (its id range): for the few kinds a rule reads whole, as the tables. */
  async ofType(type: string): Promise<StoredDoc[]> {
    const ids = await idsInRange(this.db, typeRange(type));
    for (const id of this.pending.keys()) if (typePart(id) === type) ids.push(id);
    return this.byIds(ids);
  }

  /**
   * The documents the indexed queries find, the batch's of `type` (or of any of the types: an index
   * may hold several, as the chain's holds tickets and annulments) that `match` too, each once.
   */
  async find(
    type: string | readonly string[],
    queries: readonly IndexedQuery[],
    match: (doc: StoredDoc) => boolean,
  ): Promise<StoredDoc[]> {
    const types: readonly string[] = typeof type === 'string' ? [type] : type;
    const ids = new Set<string>();
    for (const query of queries) for (const id of await idsFound(this.db, query)) ids.add(id);
    for (const doc of this.pending.values())
      if (types.includes(typePart(doc._id)) && match(doc)) ids.add(doc._id);
    return (await this.byIds([...ids])).filter(match);
  }
}
