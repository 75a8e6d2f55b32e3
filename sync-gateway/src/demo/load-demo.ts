import type { Role } from '@restaurantpro/schema';
import type { Accounts } from '../auth/accounts.ts';
import { EmailTakenError, toSessionUser } from '../auth/accounts.ts';
import type { SessionUser } from '../auth/types.ts';
import type { Store, StoreDb, StoredDoc } from '../store/types.ts';
import { readOrUndefined, update } from '../store/update.ts';
import { buildDemoDocs, DEMO_ACTOR } from './build-docs.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/staff.ts';
import { DEFAULT_HISTORY_DAYS, writeHistory, type Person, type Staff } from './history/index.ts';
import { storeDemoImages } from './images.ts';

/**
 * Marks a store the demo was loaded into. Without it, a restaurant that deleted every demo product
 * would get them back at the next start (a put on a deleted id revives the document).
 * `_local` documents are never replicated.
 */
const LOADED_MARKER = '_local/demo-loaded';
/**
 * Claimed by the one loader that writes the history: two gateways loading at once write the same
 * catalogue (fixed ids, conflicts), but the history is judged against what is stored, so only one
 * writes it.
 */
const HISTORY_CLAIM = '_local/demo-history';

export interface DemoLoadOptions {
  /** Past business days of trading to write (DEMO_HISTORY_DAYS); 0 for none. */
  historyDays?: number;
}

export interface DemoLoadResult {
  loaded: boolean;
  documents: number;
  accounts: number;
  /** Drawings stored in `media` for the products' images. */
  images: number;
  /** Documents of the past days' trading (checks, rounds, payments, tickets, closes, deliveries). */
  history: number;
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

/** The demo staff as the history's writers, from their accounts (made now or by another loader). */
async function staffOf(accounts: Accounts, made: ReadonlyMap<string, SessionUser>): Promise<Staff> {
  const person = async (role: Role): Promise<Person> => {
    const account = DEMO_ACCOUNTS.find((a) => a.role === role);
    if (account === undefined) throw new Error(`demo: no ${role} account`);
    const doc = made.has(account.email) ? null : await accounts.findByEmail(account.email);
    const user = made.get(account.email) ?? (doc === null ? undefined : toSessionUser(doc));
    if (user === undefined) throw new Error(`demo: account ${account.email} missing`);
    return { actor: { id: user.id, role }, name: `${user.firstName} ${user.lastName}`.trim() };
  };
  return { waiter: await person('waiter'), manager: await person('manager'), cook: await person('cook') };
}

/**
 * Writes `doc` unless its id is already stored; true when this call wrote it. Another loader writing
 * it first makes `update` read it again, and then there is nothing to write.
 */
async function createOnce(db: StoreDb, doc: StoredDoc): Promise<boolean> {
  let created = false;
  await update(db, doc._id, (current) => {
    created = current === undefined;
    return created ? doc : null;
  });
  return created;
}

/**
 * Writes the demo's past `days` business days (the catalogue must be stored), unless another loader
 * claimed them; returns the documents written. Also called on its own, after the catalogue, by a
 * gateway that loads the history while it already serves.
 */
export async function loadDemoHistory(
  store: Store,
  accounts: Accounts,
  now: Date,
  timeZone: string,
  days = DEFAULT_HISTORY_DAYS,
  made: ReadonlyMap<string, SessionUser> = new Map(),
  settle?: () => Promise<void>,
): Promise<number> {
  const floor = store.db('floor');
  const claimed = days > 0 && (await createOnce(floor, { _id: HISTORY_CLAIM, claimedAt: now.toISOString() }));
  if (!claimed) return 0;
  const catalogue = buildDemoDocs(now, timeZone).floor;
  return writeHistory(store, catalogue, await staffOf(accounts, made), now, timeZone, days, settle);
}

/** True when the demo was loaded into this store before (its accounts are then in place). */
export async function demoWasLoaded(store: Store): Promise<boolean> {
  return (await readOrUndefined(store.db('floor'), LOADED_MARKER)) !== undefined;
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
  options: DemoLoadOptions = {},
): Promise<DemoLoadResult> {
  const floor = store.db('floor');
  if ((await hasProducts(floor)) || (await demoWasLoaded(store)))
    return { loaded: false, documents: 0, accounts: 0, images: 0, history: 0 };

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

  const made = new Map<string, SessionUser>();
  for (const account of DEMO_ACCOUNTS) {
    try {
      made.set(account.email, await accounts.create({ ...account, password: DEMO_PASSWORD }));
    } catch (err) {
      if (!(err instanceof EmailTakenError)) throw err;
    }
  }

  documents += await writeAll(floor, products);
  // After the products: the history's rounds are priced off them. A refusal throws (a bug in the
  // history), leaving the catalogue loaded.
  const history = await loadDemoHistory(store, accounts, now, timeZone, options.historyDays, made);
  await createOnce(floor, { _id: LOADED_MARKER, loadedAt: now.toISOString() });
  return { loaded: true, documents: documents + history, accounts: made.size, images, history };
}
