import {
  COURSE_OF_CATEGORY,
  DEFAULT_TABLE_CAPACITY,
  chosenModifiers,
  isLiveCheck,
  lineSubtotal,
  makeOrderNumber,
  modifierChoiceProblem,
  nextDailySeq,
  orderTotals,
  unitPriceWithModifiers,
  type Actor,
  type Check,
  type Course,
  type ModifierChoice,
  type Order,
  type OrderItem,
  type OrderStatus,
} from '@restaurantpro/schema';
import { ApiError, unknownReference } from './api-error.ts';
import type { ApiContext } from './context.ts';
import { apiId } from './documents.ts';
import { newId } from './ids.ts';
import type { ReadModel } from './read-model.ts';

/**
 * The device code of the API's orders before each gateway numbered with its own (installation.ts):
 * the demo's past trading still carries it.
 */
export const API_DEVICE_CODE = 'Z9Z';

/**
 * Daily sequence for API orders, allocated synchronously so concurrent requests never share a
 * number; seeded from the orders of the day already in the model (after a restart, say).
 */
class OrderNumbers {
  private date = '';
  private last = 0;

  constructor(
    private readonly model: ReadModel,
    /** This gateway's own order code (installation.ts): devices pick two characters, gateways three. */
    private readonly code: string,
  ) {}

  next(businessDate: string): string {
    if (businessDate !== this.date) {
      const numbers = this.model
        .list('order')
        .filter((order) => order.businessDate === businessDate)
        .map((order) => order.orderNumber);
      this.date = businessDate;
      this.last = nextDailySeq(numbers, this.code) - 1;
    }
    this.last += 1;
    return makeOrderNumber(this.code, this.last);
  }
}

/** One requested line: a product, how many, a note and the options chosen in its modifier groups. */
export interface LineRequest {
  productId: string;
  quantity: number;
  notes?: string | undefined;
  modifiers?: readonly ModifierChoice[] | undefined;
  course?: Course | undefined;
  held?: true | undefined;
}

export interface RoundRequest {
  tableId: string;
  checkId?: string;
  status: OrderStatus;
  items: readonly LineRequest[];
  notes?: string | undefined;
}

/** An order as the API creates it, before the writer adds its id, type and audit fields. */
type NewOrder = Omit<Order, '_id' | 'type' | 'createdAt' | 'updatedAt' | 'updatedBy'>;

/**
 * The table an order or check is for. Clients written against the spec's point of sale send the
 * table as shown ("1", "B1") rather than its id; an active table with that number is accepted and
 * its id stored, so every order points at a real table.
 */
export function resolveTable(model: ReadModel, tableId: string, field = '/tableId'): string {
  if (model.get('table', tableId)) return tableId;
  const byNumber = model.list('table').filter((table) => table.isActive && table.number === tableId);
  const [only] = byNumber;
  if (byNumber.length !== 1 || !only) throw unknownReference(field, 'La mesa no existe');
  return apiId(only);
}

/**
 * Rounds (orders) and the checks they belong to, as every API door writes them: one order-number
 * sequence for the whole gateway, lines priced from the catalogue, and one check opened per table
 * even when two requests for a free table arrive together.
 */
export class Rounds {
  private readonly numbers: OrderNumbers;
  /** Checks being opened, by table: a second request for the same table joins the first's. */
  private readonly opening = new Map<string, Promise<Check>>();

  constructor(
    private readonly ctx: ApiContext,
    orderCode: string,
  ) {
    this.numbers = new OrderNumbers(ctx.model, orderCode);
  }

  /**
   * Lines priced from the catalogue at the moment of the request: the product's price plus the
   * chosen options' price changes (a client's prices are never read, so a stale or tampered screen
   * cannot under-charge). The choice must answer every required group with the product's own
   * options, in the words the write rules use for a device's line.
   */
  lines(items: readonly LineRequest[], status: OrderStatus, now: string): OrderItem[] {
    return items.map((line, index) => {
      const product = this.ctx.model.get('product', line.productId);
      if (!product) throw unknownReference(`/items/${index}/productId`, 'El producto no existe');
      if (!product.isAvailable || !product.isActive) {
        throw new ApiError(
          409,
          'conflict',
          `Producto sin stock: ${product.name}. Este producto no está disponible actualmente`,
        );
      }
      const choices = line.modifiers ?? [];
      const problem = modifierChoiceProblem(product, choices);
      if (problem !== null) throw unknownReference(`/items/${index}/modifiers`, problem);
      const modifiers = chosenModifiers(product.modifierGroups ?? [], choices);
      const unitPrice = unitPriceWithModifiers(product.price, modifiers);
      return {
        id: newId(),
        productId: line.productId,
        productName: product.name,
        quantity: line.quantity,
        unitPrice,
        subtotal: lineSubtotal(line.quantity, unitPrice),
        ...(line.notes ? { notes: line.notes } : {}),
        ...(modifiers.length > 0 ? { modifiers } : {}),
        course: line.course ?? COURSE_OF_CATEGORY[product.category],
        ...(line.held ? { held: line.held } : {}),
        status,
        createdAt: now,
      };
    });
  }

  /** Waits for the model only when a table or product it is asked about is not in it yet. */
  async known(tableId: string | undefined, items: readonly LineRequest[]): Promise<void> {
    const { model } = this.ctx;
    const known =
      items.every((line) => model.get('product', line.productId)) &&
      (tableId === undefined || model.get('table', tableId));
    // Something created through /db a moment ago: the common case never waits.
    if (!known) await model.fresh('floor');
  }

  /** The order of a round (priced lines, totals, today's number), not yet written. */
  order(actor: Actor, round: RoundRequest): NewOrder {
    const items = this.lines(round.items, round.status, this.ctx.now().toISOString());
    const businessDate = this.ctx.today();
    return {
      orderNumber: this.numbers.next(businessDate),
      tableId: round.tableId,
      ...(round.checkId === undefined ? {} : { checkId: round.checkId }),
      waiterId: actor.id,
      status: round.status,
      items,
      ...orderTotals(items),
      ...(round.notes ? { notes: round.notes } : {}),
      businessDate,
    };
  }

  /** The table's live check in the model, if any (the earliest, should a merge still be pending). */
  liveCheck(tableId: string): Check | undefined {
    return this.ctx.model.list('check').find((check) => check.tableId === tableId && isLiveCheck(check));
  }

  /** Opens a check for a table: guests as asked, else the table's capacity. */
  async openCheck(actor: Actor, tableId: string, guests: number | undefined): Promise<Check> {
    const capacity = this.ctx.model.get('table', tableId)?.capacity ?? DEFAULT_TABLE_CAPACITY;
    return this.ctx.docs.create(
      'check',
      {
        tableId,
        guests: guests ?? capacity,
        status: 'open',
        openedBy: actor.id,
        businessDate: this.ctx.today(),
      } satisfies Omit<Check, '_id' | 'type' | 'createdAt' | 'updatedAt' | 'updatedBy'>,
      actor,
    );
  }

  /** After a round on a check whose bill was asked for: the guest ordered more, it is open again. */
  async reopenIfAsked(actor: Actor, check: Check): Promise<void> {
    if (check.status !== 'bill_requested') return;
    await this.ctx.docs.update('check', apiId(check), actor, (current) =>
      current.status === 'bill_requested' ? { status: 'open' } : null,
    );
  }

  /**
   * The table's live check, opened when it has none. Concurrent requests for one free table share
   * one opening, so the gateway never makes the duplicate that devices apart may make (and the
   * gateway's reactions then merge).
   */
  async checkFor(actor: Actor, tableId: string): Promise<Check> {
    const live = this.liveCheck(tableId);
    if (live) return live;
    const pending = this.opening.get(tableId);
    if (pending) return pending;
    const opened = this.openCheck(actor, tableId, undefined).finally(() => this.opening.delete(tableId));
    this.opening.set(tableId, opened);
    return opened;
  }
}
