import {
  type Adjustment,
  annulledTicketIds,
  type Annulment,
  type Bill,
  billOf,
  type BillSources,
  type Check,
  type CheckSources,
  type CheckView,
  checkView,
  idPart,
  isSaleDocument,
  type Payment,
  type Product,
  type RateSources,
  type Refund,
  resolveCheckId,
  type Settings,
  type Ticket,
} from '@restaurantpro/schema';

/**
 * A check's money as the floor shows it: its bill (schema's billOf) and the documents behind it. Pure,
 * so the live hook, the repositories that write against the bill and the tests read the same figures
 * from the same replica documents.
 */

/** Every document of the floor replica the money of a check is made of. */
export interface MoneySources extends CheckSources {
  products: readonly Pick<Product, '_id' | 'ivaRate'>[];
  settings: Settings | null;
  adjustments: readonly Adjustment[];
  payments: readonly Payment[];
  refunds: readonly Refund[];
  tickets: readonly Ticket[];
  /** Cancelled tickets: they stay in their series but are no longer the check's sale document. */
  annulments: readonly Annulment[];
}

export interface CheckMoney {
  check: Check;
  view: CheckView;
  bill: Bill;
  /** Its payments (and those of checks merged into it), oldest first. */
  payments: Payment[];
  adjustments: Adjustment[];
  refunds: Refund[];
  /** Its tickets, simplified and rectifying, in the order they were issued. */
  tickets: Ticket[];
  /** The annulments of its tickets. */
  annulments: Annulment[];
}

/** The ids of the checks whose money is `checkId`'s now: itself and every check merged into it. */
export function checksOf(checkId: string, checks: readonly Check[]): Set<string> {
  const byId = new Map(checks.map((check) => [idPart(check._id), check]));
  const ids = new Set([checkId]);
  for (const id of byId.keys()) if (resolveCheckId(id, byId) === checkId) ids.add(id);
  return ids;
}

/**
 * Where billOf reads each line's IVA rate: the products by id part and the settings' default. A round
 * being built reads its rates from here too, so it shows what the bill will ask once it is sent.
 */
export function rateSourcesOf(
  products: readonly Pick<Product, '_id' | 'ivaRate'>[],
  settings: Pick<Settings, 'defaultIvaRate'> | null,
): RateSources {
  return { productsById: new Map(products.map((product) => [idPart(product._id), product])), settings };
}

/** What billOf reads for `checkId`: its view and the money documents of it and the checks merged into it. */
export function billInputs(
  checkId: string,
  sources: MoneySources,
): { view: CheckView; sources: BillSources; tickets: Ticket[]; annulments: Annulment[] } {
  const mine = checksOf(checkId, sources.checks);
  const belongs = <T extends { checkId: string }>(docs: readonly T[]) => docs.filter((doc) => mine.has(doc.checkId));
  return {
    view: checkView(checkId, sources),
    sources: {
      ...rateSourcesOf(sources.products, sources.settings),
      adjustments: belongs(sources.adjustments),
      payments: belongs(sources.payments),
      refunds: belongs(sources.refunds),
    },
    tickets: belongs(sources.tickets).sort((a, b) => a.issuedAt.localeCompare(b.issuedAt) || a._id.localeCompare(b._id)),
    annulments: belongs(sources.annulments),
  };
}

/** The money of `checkId`, or null when the replica does not hold that check. */
export function checkMoney(checkId: string, sources: MoneySources): CheckMoney | null {
  const check = sources.checks.find((candidate) => idPart(candidate._id) === checkId);
  if (!check) return null;
  const inputs = billInputs(checkId, sources);
  const { adjustments, payments, refunds } = inputs.sources;
  return {
    check,
    view: inputs.view,
    bill: billOf(inputs.view, inputs.sources),
    payments: [...payments],
    adjustments: [...adjustments],
    refunds: [...refunds],
    tickets: inputs.tickets,
    annulments: inputs.annulments,
  };
}

/** The annulment of `ticket` among `annulments`, when it was cancelled. */
export function annulmentOf(ticket: Pick<Ticket, '_id'>, annulments: readonly Annulment[]): Annulment | undefined {
  const ticketId = idPart(ticket._id);
  return annulments.find((annulment) => annulment.ticketId === ticketId);
}

/** The check's sale documents still standing: a cancelled ticket is no longer one. */
export function standingSaleDocuments(money: Pick<CheckMoney, 'tickets' | 'annulments'>): Ticket[] {
  const annulled = annulledTicketIds(money.annulments);
  return money.tickets.filter((ticket) => isSaleDocument(ticket) && !annulled.has(idPart(ticket._id)));
}

/**
 * The check's sale ticket, when one was issued and not cancelled (a concurrent overpayment may have
 * made a second).
 */
export function saleTicketOf(money: Pick<CheckMoney, 'tickets' | 'annulments'>): Ticket | undefined {
  return standingSaleDocuments(money).find((ticket) => ticket.kind === 'simplified');
}

/**
 * A paid check without its sale document, neither ticket nor full invoice (F1): 'Emitir ticket'
 * (settings were missing, the device went down, the bill is over a simplified invoice's limit, or
 * its ticket was cancelled).
 */
export function needsTicket(money: Pick<CheckMoney, 'bill' | 'tickets' | 'annulments'>): boolean {
  return money.bill.isPaid && standingSaleDocuments(money).length === 0;
}

/** The newest check closed at a table: its ticket and refunds stay at hand once the table is freed. */
export function lastClosedCheckOf<C extends Pick<Check, '_id' | 'tableId' | 'status' | 'updatedAt' | 'closedAt'>>(
  checks: readonly C[],
  tableId: string,
): C | undefined {
  const at = (check: C) => check.closedAt ?? check.updatedAt;
  return checks
    .filter((check) => check.tableId === tableId && check.status === 'closed')
    .sort((a, b) => at(b).localeCompare(at(a)) || b._id.localeCompare(a._id))[0];
}
