import { businessDate, idPart, type PriceSpell, withPrice } from '@restaurantpro/schema';
import { StoreError, type StoreDb, type StoredDoc } from '../store/types.ts';
import { update } from '../store/update.ts';

/**
 * Each product's price history, kept by the gateway alone in a `_local` document (never replicated,
 * out of the devices' reach) so a replicated order line can be checked against the prices its
 * product really had on the order's business day. The reactions append to it as product changes
 * go by; the `/db` guard reads it. A few dozen spells cover months of menu changes.
 */
const MAX_SPELLS = 100;

function ledgerId(productId: string): string {
  return `_local/prices-${productId}`;
}

async function readLedger(db: StoreDb, productId: string): Promise<StoredDoc | null> {
  try {
    return await db.get(ledgerId(productId));
  } catch (err) {
    if (err instanceof StoreError && err.status === 404) return null;
    throw err;
  }
}

const spellsIn = (ledger: StoredDoc | null): PriceSpell[] =>
  Array.isArray(ledger?.spells) ? (ledger.spells as PriceSpell[]) : [];

/**
 * The spell a product's current price began (its last edit's business day), or null. Its author is
 * that edit's `updatedBy`/`updatedAt`: the edit that set the new price, unless the reactions first
 * saw the product after a later edit of another field, whose writer and time it then carries.
 */
export function currentSpell(product: StoredDoc, timezone: string): PriceSpell | null {
  if (typeof product.price !== 'string' || typeof product.updatedAt !== 'string') return null;
  const at = new Date(product.updatedAt);
  if (Number.isNaN(at.getTime())) return null;
  const spell: PriceSpell = { price: product.price, from: businessDate(at, timezone), at: product.updatedAt };
  if (typeof product.updatedBy === 'string') spell.by = product.updatedBy;
  return spell;
}

/** `withPrice` with the spell's author, when it has one. */
function withSpell(spells: readonly PriceSpell[], spell: PriceSpell): PriceSpell[] {
  const author =
    spell.by !== undefined && spell.at !== undefined ? { by: spell.by, at: spell.at } : undefined;
  return withPrice(spells, spell.price, spell.from, author);
}

/** Appends each product's current price to its history when it changed (reactions; products only). */
export async function recordPrices(
  db: StoreDb,
  products: readonly StoredDoc[],
  timezone: string,
): Promise<void> {
  for (const product of products) {
    const spell = currentSpell(product, timezone);
    const productId = idPart(product._id);
    if (spell === null) continue;
    await update(db, ledgerId(productId), (ledger) => {
      const before = spellsIn(ledger ?? null);
      const spells = withSpell(before, spell).slice(-MAX_SPELLS);
      if (spells.length === before.length && spells.every((s, i) => s.price === before[i]?.price))
        return null;
      return { _id: ledgerId(productId), spells };
    });
  }
}

/**
 * The price history of each product named, for the order guard: the recorded spells plus the
 * product's current price (which the reactions may not have recorded yet), or its price in
 * `pending`, documents about to be stored with the order. A product never seen has no entry.
 */
export async function priceHistories(
  db: StoreDb,
  productIds: readonly string[],
  timezone: string,
  pending: readonly StoredDoc[] = [],
): Promise<Map<string, PriceSpell[]>> {
  const out = new Map<string, PriceSpell[]>();
  if (productIds.length === 0) return out;
  const { rows } = await db.allDocs({ keys: productIds.map((id) => `product:${id}`), include_docs: true });
  await Promise.all(
    productIds.map(async (productId, index) => {
      const recorded = spellsIn(await readLedger(db, productId));
      const doc = pending.find((item) => item._id === `product:${productId}`) ?? rows[index]?.doc;
      const spell = doc ? currentSpell(doc, timezone) : null;
      const spells = spell === null ? recorded : withSpell(recorded, spell);
      if (spells.length > 0) out.set(productId, spells);
    }),
  );
  return out;
}
