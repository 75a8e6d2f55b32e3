import {
  kindsWhere,
  addDays,
  dbForType,
  isDocType,
  basePriceOf,
  businessDate,
  idPart,
  isLiveCheck,
  LIVE_CHECK_STATUSES,
  parseKind,
  referencingType,
  typePart,
  type OrderItem,
  type PriceSpell,
  type WriteContext,
} from '@restaurantpro/schema';
import { verifyApproval } from '../auth/approvals.ts';
import { currentSpell, priceHistories } from '../ledgers/price-ledger.ts';
import { BY_TYPE_DATE, BY_TYPE_STATUS } from '../store/current.ts';
import { storedOfKind } from '../store/docs.ts';
import type { StoreDb, StoredDoc } from '../store/types.ts';
import { checksWithMerges } from './bill-sources.ts';
import { referrersContext, tablesContext } from './floor-plan.ts';
import { MONEY_CONTEXT_TYPES, moneyContext } from './money.ts';
import { productSoldContext, SUPPLY_CONTEXT_TYPES, supplyContext } from './supply.ts';
import { View } from './view.ts';

export interface WriteContextOptions {
  /** The floor database, where checks, rounds, transfers, tables and products live. */
  db: StoreDb;
  /** The office database: the suppliers and invoices a delivery names. */
  office: StoreDb;
  timezone: string;
  /** Signs and checks managers' approvals (the gateway's session secret). */
  secret: string;
  clock: () => Date;
}

/** Types whose rules read more than the document (with the money's and the supply's): the others are judged without a context. */
const READS_CONTEXT: ReadonlySet<string> = new Set(kindsWhere((kind) => kind.context === 'floor'));

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const isLive = (doc: StoredDoc) => typeof doc.status === 'string' && isLiveCheck({ status: doc.status });

/**
 * The store lookups behind the schema's rules that read beyond the written document (WriteContext):
 * a round's check is live, a check moved to a table finds it free, a merge lands on a live check, a
 * transfer's lines are in its origin check, new lines are priced off the menu with the product's
 * modifiers, a manager's approval is genuine; and the money's (money.ts): a payment's check and
 * day, a discount's bill, a refund's ticket, a ticket's previous number, an annulment's ticket and
 * chain, a close's cash; the supply's (supply.ts): what a delivery, a count or an invoice names,
 * whether a product sold; and the floor plan's (floor-plan.ts): what still points at a deleted area
 * or ingredient, the other tables' numbers. One module
 * for both doors: the `/db` guard and the API's DocWriter build the context here and hand it to the
 * same checkWrite, so a write gets the same verdict and the same Spanish reason at either.
 */
export class WriteContexts {
  constructor(private readonly opts: WriteContextOptions) {}

  /**
   * The context `next` (null: a deletion) is judged in, over `batch` (documents accepted before it
   * in the same `_bulk_docs`); undefined for a type whose rules read nothing else.
   */
  async forWrite(
    prev: StoredDoc | null,
    next: StoredDoc | null,
    batch: readonly StoredDoc[] = [],
  ): Promise<WriteContext | undefined> {
    const deleted = next === null || next._deleted === true;
    const type = typePart((deleted ? prev : next)?._id ?? '');
    // A product's deletion asks whether it was ever sold, an area's or an ingredient's what still
    // points at it; no other deletion reads anything.
    if (deleted && (prev === null || (type !== 'product' && referencingType(type) === null)))
      return undefined;
    if (
      !deleted &&
      !READS_CONTEXT.has(type) &&
      !MONEY_CONTEXT_TYPES.has(type) &&
      !SUPPLY_CONTEXT_TYPES.has(type)
    )
      return undefined;
    // The batch is of the database the document lives in (the guard judges one database's push).
    const inOffice = isDocType(type) && dbForType(type) === 'office';
    const view = new View(this.opts.db, inOffice ? [] : batch);
    const context: WriteContext = {
      checks: [],
      orders: [],
      transfers: [],
      tables: [],
      spellsOf: () => undefined,
      productOf: () => undefined,
      verifyApproval: (token, subject) =>
        verifyApproval(this.opts.secret, token, subject, this.opts.clock().getTime()),
    };
    if (deleted || next === null) {
      const id = prev?._id ?? '';
      if (type !== 'product') return { ...context, ...(await referrersContext(view, id)) };
      return { ...context, ...(await productSoldContext(this.opts.db, batch, idPart(id))) };
    }
    if (SUPPLY_CONTEXT_TYPES.has(type)) {
      const office = new View(this.opts.office, inOffice ? batch : []);
      return { ...context, ...(await supplyContext({ floor: view, office }, prev, next)) };
    }
    if (MONEY_CONTEXT_TYPES.has(type)) {
      const money = await moneyContext(view, prev, next, this.opts);
      return { ...context, ...money };
    }
    switch (type) {
      case 'order':
        return this.forOrder(view, prev, next, batch, context);
      case 'check':
        return this.forCheck(view, next, context);
      case 'transfer':
        return this.forTransfer(view, next, context);
      default:
        return this.forTable(view, next, context);
    }
  }

  /** Today's and yesterday's business days start here (as the devices' read filter). */
  private previousDay(): string {
    return addDays(businessDate(this.opts.clock(), this.opts.timezone), -1);
  }

  /**
   * Live checks, and unless `liveOnly` the others of today and yesterday (the floor's screens judge
   * tables by them). A caller that keeps live checks only asks for them alone: the day's finished
   * checks would be read through the date index (every check of two days) only to be filtered out.
   */
  private async recentChecks(view: View, match: (doc: StoredDoc) => boolean, liveOnly = false) {
    const live = LIVE_CHECK_STATUSES.map((status) => ({
      index: BY_TYPE_STATUS,
      selector: { type: 'check', status },
    }));
    const recent = {
      index: BY_TYPE_DATE,
      selector: { type: 'check', businessDate: { $gte: this.previousDay() } },
    };
    return storedOfKind('check', await view.find('check', liveOnly ? live : [...live, recent], match));
  }

  private async forOrder(
    view: View,
    prev: StoredDoc | null,
    next: StoredDoc,
    batch: readonly StoredDoc[],
    context: WriteContext,
  ): Promise<WriteContext> {
    // Both doors hand over the order as its schema parsed it (a malformed one is refused for its form
    // before any rule reads this context), so parsing it again types its lines and drops nothing.
    const order = parseKind('order', next);
    if (order === null) return context;
    const known = new Set(asList(prev?.items).map((line) => text((line as StoredDoc).id)));
    const added = order.items.filter((line) => !known.has(line.id));
    const productIds = [...new Set(added.map((line) => line.productId))];
    // Both reads at once: the store serves them side by side.
    const [checks, productDocs] = await Promise.all([
      order.checkId === undefined ? [] : checksWithMerges(view, [order.checkId]),
      productIds.length === 0 ? [] : view.byIds(productIds.map((id) => `product:${id}`)),
    ]);
    if (productIds.length === 0) return { ...context, checks };
    const products = new Map(storedOfKind('product', productDocs).map((doc) => [idPart(doc._id), doc]));
    // The price history is read only for products some new line does not price at today's menu:
    // a line at the product's current price, on or after the day that price began, passes whatever
    // came before (the current price is the last spell of every history), so the common order costs
    // one read of its products, not one more per product.
    const current = new Map<string, PriceSpell>();
    for (const [productId, product] of products) {
      const spell = currentSpell(product, this.opts.timezone);
      if (spell !== null) current.set(productId, spell);
    }
    const atCurrentPrice = (line: OrderItem) => {
      const spell = current.get(line.productId);
      return spell !== undefined && spell.from <= order.businessDate && basePriceOf(line) === spell.price;
    };
    const needHistory = [
      ...new Set(added.filter((line) => !atCurrentPrice(line)).map((line) => line.productId)),
    ];
    // A product created on the same device and pushed in the same batch counts with its price.
    const histories = await priceHistories(this.opts.db, needHistory, this.opts.timezone, batch);
    return {
      ...context,
      checks,
      spellsOf: (productId): readonly PriceSpell[] | undefined => {
        const spell = current.get(productId);
        return histories.get(productId) ?? (spell === undefined ? undefined : [spell]);
      },
      productOf: (productId) => products.get(productId),
    };
  }

  private async forCheck(view: View, next: StoredDoc, context: WriteContext): Promise<WriteContext> {
    const tableId = text(next.tableId) ?? '';
    const merges = await checksWithMerges(view, [text(next.mergedInto) ?? '']);
    const atTable = await this.recentChecks(view, (doc) => doc.tableId === tableId && isLive(doc), true);
    const tables = storedOfKind('table', await view.byIds([`table:${tableId}`]));
    const checks = new Map([...merges, ...atTable].map((doc) => [doc._id, doc]));
    return { ...context, checks: [...checks.values()], tables };
  }

  private async forTransfer(view: View, next: StoredDoc, context: WriteContext): Promise<WriteContext> {
    const refs = asList(next.lines).map((ref) => text((ref as StoredDoc).orderId) ?? '');
    const orders = storedOfKind('order', await view.byIds(refs.map((id) => `order:${id}`)));
    const checkIds = [
      text(next.fromCheckId),
      text(next.toCheckId),
      ...orders.map((order) => text(order.checkId)),
    ];
    const checks = await checksWithMerges(
      view,
      checkIds.flatMap((id) => id ?? []),
    );
    // Earlier transfers of these lines: none can be older than the oldest of their rounds.
    const since = orders.map((order) => text(order.businessDate) ?? '').sort()[0] ?? this.previousDay();
    const transfers = storedOfKind(
      'transfer',
      await view.find(
        'transfer',
        [{ index: BY_TYPE_DATE, selector: { type: 'transfer', businessDate: { $gte: since } } }],
        (doc) => doc._id !== next._id,
      ),
    );
    return { ...context, checks, orders, transfers };
  }

  private async forTable(view: View, next: StoredDoc, context: WriteContext): Promise<WriteContext> {
    const tableId = idPart(next._id);
    const [checks, tables] = await Promise.all([
      this.recentChecks(view, (doc) => doc.tableId === tableId),
      tablesContext(view),
    ]);
    return { ...context, checks, ...tables };
  }
}
