import type { ReportIncident } from '../../docs/report.ts';
import type { PaymentMethod } from '../../enums.ts';

/**
 * What `GET /api/reports?from=&to=` answers and the reports screen draws: one range against the
 * previous range of the same length. Money is in integer cents (fields ending in `Cents` or named
 * for money), so the charts and the CSV need no parsing.
 */
export interface ReportRange {
  from: string;
  to: string;
  /** Business days in the range, both ends included. */
  days: number;
}

export interface CountAndCents {
  count: number;
  cents: number;
}

export interface ReportHeadline {
  sales: number;
  tickets: number;
  covers: number;
  /** sales / tickets, rounded half up to the cent (0 without tickets). */
  averageTicket: number;
  /** sales / covers, rounded half up to the cent (0 without covers). */
  revenuePerCover: number;
  tips: number;
  discounts: CountAndCents;
  invitations: CountAndCents;
  voids: CountAndCents;
  refunds: CountAndCents;
}

export type MenuQuadrant = 'star' | 'plowhorse' | 'puzzle' | 'dog';

/** One product of the product mix, with its menu-engineering place. */
export interface ProductMixRow {
  productId: string;
  name: string;
  categoryName: string;
  quantity: number;
  revenue: number;
  /** Theoretical cost: quantity × the recipe's cost per serving today; null without a recipe. */
  cost: number | null;
  margin: number | null;
  /** cost / revenue × 100, one decimal; null without cost or revenue. */
  foodCostPercent: number | null;
  /** Share of all items sold in the range, 0–1 (the product mix's column). */
  share: number;
  /**
   * Share of the items sold among the products placed (those with a recipe), 0–1: the figure the
   * popularity threshold is set against. Absent on a product without a recipe.
   */
  menuShare?: number;
  /** (revenue − cost) / quantity in cents; null without a recipe. */
  unitMargin: number | null;
  /** Null for a product without a recipe (its margin is unknown). */
  quadrant: MenuQuadrant | null;
}

export interface MenuEngineering {
  /** 70 % of an even share: 0.7 / number of products placed. */
  popularityThreshold: number;
  /** Weighted average contribution margin per item, cents. */
  averageUnitMargin: number;
}

export interface WaiterRow {
  userId: string;
  name: string;
  sales: number;
  tips: number;
  payments: number;
  checks: number;
}

export interface ReportSummary {
  range: ReportRange;
  previous: ReportRange;
  headline: ReportHeadline;
  previousHeadline: ReportHeadline;
  /** Every day of the range, zeros included, in order. */
  byDay: Array<{ date: string; sales: number; tickets: number }>;
  /** Sales by weekday (0 = lunes … 6 = domingo) × local hour (0–23). */
  heatmap: number[][];
  byCategory: Array<{ categoryId: string | null; name: string; quantity: number; revenue: number }>;
  /** One row per declared method, in the list's order. */
  byMethod: Array<{ method: PaymentMethod; cents: number }>;
  products: ProductMixRow[];
  menu: MenuEngineering;
  byWaiter: WaiterRow[];
  /** Voids and refunds, newest first; `byName` is the person's name. */
  incidents: Array<ReportIncident & { byName: string }>;
  iva: Array<{ rate: number; base: number; tax: number }>;
  /** When the gateway answered (the screen shows it beside an offline copy). */
  generatedAt: string;
}
