import {
  addDays,
  businessDate,
  checkView,
  idPart,
  resolveCheckId,
  SETTINGS_ID,
  type BillSources,
  type Check,
  type CheckView,
  type DocType,
} from '@restaurantpro/schema';
import { BY_TYPE_DATE } from '../store/current.ts';
import { storedOfKind } from '../store/docs.ts';
import type { StoredDoc } from '../store/types.ts';
import type { View } from './view.ts';

/** How far a chain of merges is followed (a table merged into one merged in turn…). */
const MAX_MERGE_HOPS = 10;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const asList = (value: unknown): StoredDoc[] => (Array.isArray(value) ? (value as StoredDoc[]) : []);

/** A check as the bill reads it: the check its merges lead to, its view and what its bill reads. */
export interface CheckBill {
  /** The check the asked one resolves to (itself unless it was merged into another), as stored. */
  check: StoredDoc & Check;
  /** Id parts of every check whose money counts on this bill: it and the checks merged into it. */
  family: ReadonlySet<string>;
  view: CheckView;
  sources: BillSources;
}

/** The checks of `ids` and every check their merges lead to. */
export async function checksWithMerges(view: View, ids: readonly string[]): Promise<(StoredDoc & Check)[]> {
  const found = new Map<string, StoredDoc & Check>();
  let wanted = ids.filter((id) => id !== '');
  for (let hop = 0; hop < MAX_MERGE_HOPS && wanted.length > 0; hop++) {
    const checks = storedOfKind('check', await view.byIds(wanted.map((id) => `check:${id}`)));
    for (const doc of checks) found.set(doc._id, doc);
    wanted = [...found.values()]
      .map((doc) => text(doc.mergedInto) ?? '')
      .filter((id) => id !== '' && !found.has(`check:${id}`));
  }
  return [...found.values()];
}

/**
 * Documents of `type` since the business day `since` (the type + businessDate index narrows the
 * read to those days) whose `field` names one of `ids`.
 */
async function ofChecks<K extends DocType>(
  view: View,
  type: K,
  since: string,
  field: string,
  ids: ReadonlySet<string>,
) {
  const list = [...ids];
  const found = await view.find(
    type,
    [{ index: BY_TYPE_DATE, selector: { type, businessDate: { $gte: since }, [field]: { $in: list } } }],
    (doc) => ids.has(text(doc[field]) ?? ''),
  );
  return storedOfKind(type, found);
}

const earliest = (dates: readonly (string | undefined)[]): string =>
  dates.flatMap((date) => date ?? []).sort()[0] ?? '';

/**
 * Everything `billOf` reads for `checkId`, from the store and the batch's earlier documents (the
 * view): the check its merges lead to and every check merged into it, their rounds and transfers,
 * their payments, adjustments and refunds, the products sold (for their IVA rate) and the settings.
 * Each read goes through the type + businessDate index from the family's first business day on (a
 * check's rounds and money are never older than the check), so a bill costs the documents of the
 * days its check lived, not the history. Null when the check is unknown.
 */
export async function checkBill(
  view: View,
  checkId: string,
  clock: () => Date,
  timezone: string,
): Promise<CheckBill | null> {
  const chain = await checksWithMerges(view, [checkId]);
  if (!chain.some((doc) => idPart(doc._id) === checkId)) return null;
  const known = new Map(chain.map((doc) => [idPart(doc._id), doc]));
  const survivorId = resolveCheckId(checkId, known);
  // Checks merged into the survivor were live when merged, so of its days or the day before (a
  // day's checks are few: reading them is cheap).
  const yesterday = addDays(businessDate(clock(), timezone), -1);
  const recent = await view.find(
    'check',
    [
      {
        index: BY_TYPE_DATE,
        selector: {
          type: 'check',
          businessDate: { $gte: earliest([yesterday, ...chain.map((doc) => text(doc.businessDate))]) },
          status: 'merged',
        },
      },
    ],
    (doc) => doc.status === 'merged',
  );
  const checks = new Map(known);
  for (const doc of storedOfKind('check', recent)) checks.set(idPart(doc._id), doc);
  const family = new Set([...checks.keys()].filter((id) => resolveCheckId(id, checks) === survivorId));
  // A check's rounds and money are of its day or later: orders and payments are read from the
  // family's first day on (usually today's only), never the history.
  const since = earliest([...family].map((id) => checks.get(id)?.businessDate));
  const [orders, transfers, payments, adjustments, refunds, settings] = await Promise.all([
    ofChecks(view, 'order', since, 'checkId', family),
    view
      .find(
        'transfer',
        [{ index: BY_TYPE_DATE, selector: { type: 'transfer', businessDate: { $gte: since } } }],
        (doc) => family.has(text(doc.toCheckId) ?? '') || family.has(text(doc.fromCheckId) ?? ''),
      )
      .then((found) => storedOfKind('transfer', found)),
    ofChecks(view, 'payment', since, 'checkId', family),
    ofChecks(view, 'adjustment', since, 'checkId', family),
    ofChecks(view, 'refund', since, 'checkId', family),
    view.byIds([SETTINGS_ID]).then((found) => storedOfKind('settings', found)),
  ]);
  // Rounds of other checks whose lines were moved here, and those checks (to resolve their owner).
  const have = new Set(orders.map((doc) => doc._id));
  const movedIn = storedOfKind(
    'order',
    await view.byIds(
      transfers.flatMap((doc) =>
        asList(doc.lines).flatMap((ref) => {
          const id = `order:${text(ref.orderId) ?? ''}`;
          return have.has(id) ? [] : [id];
        }),
      ),
    ),
  );
  const others = await checksWithMerges(
    view,
    movedIn.flatMap((doc) => text(doc.checkId) ?? []).filter((id) => !checks.has(id)),
  );
  for (const doc of others) checks.set(idPart(doc._id), doc);
  const derived = checkView(survivorId, {
    checks: [...checks.values()],
    orders: [...orders, ...movedIn],
    transfers,
  });
  const productIds = [...new Set(derived.lines.map(({ line }) => line.productId))];
  const products = await view.byIds(productIds.map((id) => `product:${id}`));
  const survivor = checks.get(survivorId);
  if (survivor === undefined) return null;
  return {
    check: survivor,
    family,
    view: derived,
    sources: {
      productsById: new Map(
        products.map((doc) => [
          idPart(doc._id),
          { ivaRate: typeof doc.ivaRate === 'number' ? doc.ivaRate : undefined },
        ]),
      ),
      settings: settings[0] ?? null,
      adjustments,
      payments,
      refunds,
    },
  };
}
