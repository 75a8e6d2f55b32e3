import type { Accounts } from '../auth/accounts.ts';
import { EmailTakenError } from '../auth/accounts.ts';
import { StoreError, type Store, type StoreDb, type StoredDoc } from '../store/types.ts';
import { buildDemoDocs, DEMO_ACTOR } from './build-docs.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/staff.ts';
import { storeDemoImages } from './images.ts';

/**
 * Marks a store the demo was loaded into. Without it, a restaurant that deleted every demo product
 * would get them back at the next start (a put on a deleted id revives the document).
 * `_local` documents are never replicated.
 */
const LOADED_MARKER = '_local/demo-loaded';

export interface DemoLoadResult {
  loaded: boolean;
  documents: number;
  accounts: number;
  /** Drawings stored in `media` for the products' images. */
  images: number;
}

async function exists(db: StoreDb, id: string): Promise<boolean> {
  try {
    await db.get(id);
    return true;
  } catch (err) {
    if (err instanceof StoreError && err.status === 404) return false;
    throw err;
  }
}

async function hasProducts(floor: StoreDb): Promise<boolean> {
  const { rows } = await floor.allDocs({ startkey: 'product:', endkey: 'product:\uffff', limit: 1 });
  return rows.length > 0;
}

/** Writes documents; a conflict means another gateway wrote the same demo document first. */
async function writeAll(db: StoreDb, docs: readonly StoredDoc[]): Promise<number> {
  const results = await db.bulkDocs([...docs]);
  const failed = results.filter((r) => r.error !== undefined && r.error !== 'conflict');
  if (failed.length > 0) {
    const first = failed[0];
    throw new Error(
      `demo load failed for ${failed.length} documents (first: ${first?.id} ${first?.error} ${first?.reason})`,
    );
  }
  return results.filter((r) => r.error === undefined).length;
}

/** True when the demo was loaded into this store before (its accounts are then in place). */
export async function demoWasLoaded(store: Store): Promise<boolean> {
  return exists(store.db('floor'), LOADED_MARKER);
}

/**
 * Loads the demo restaurant when the floor database has no products and the demo was never loaded
 * here. Safe to run from several gateways at once: documents and accounts have fixed ids / e-mails,
 * so a second loader's writes are conflicts, not duplicates.
 */
export async function loadDemo(
  store: Store,
  accounts: Accounts,
  now: Date,
  timeZone: string,
): Promise<DemoLoadResult> {
  const floor = store.db('floor');
  if ((await hasProducts(floor)) || (await exists(floor, LOADED_MARKER)))
    return { loaded: false, documents: 0, accounts: 0, images: 0 };

  const docs = buildDemoDocs(now, timeZone);
  // Office first and products last: a gateway that stops half-way leaves no products, so the next
  // start loads again instead of keeping half a restaurant.
  // The drawings before the products that show them, so no product points at a missing file.
  const images = await storeDemoImages(store, now.toISOString(), DEMO_ACTOR);
  let documents = await writeAll(store.db('office'), docs.office);
  const [withoutProducts, products] = [
    docs.floor.filter((d) => d.type !== 'product'),
    docs.floor.filter((d) => d.type === 'product'),
  ];
  documents += await writeAll(floor, withoutProducts);

  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    try {
      await accounts.create({ ...account, password: DEMO_PASSWORD });
      created++;
    } catch (err) {
      if (!(err instanceof EmailTakenError)) throw err;
    }
  }

  documents += await writeAll(floor, products);
  try {
    await floor.put({ _id: LOADED_MARKER, loadedAt: now.toISOString() });
  } catch (err) {
    if (!(err instanceof StoreError && err.status === 409)) throw err;
  }
  return { loaded: true, documents, accounts: created, images };
}
