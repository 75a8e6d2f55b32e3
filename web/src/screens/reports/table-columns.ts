import {
  INCIDENT_KIND_LABELS,
  MENU_QUADRANT_ADVICE,
  MENU_QUADRANT_LABELS,
  type ProductMixRow,
  type ReportSummary,
  type WaiterRow,
} from '@restaurantpro/schema';
import { formatCents, formatPercent, formatQuantity } from '../../lib/format.ts';
import { stampOf } from './report-range.ts';

/**
 * The report's tables as the screen shows them: one column per column of the table's CSV
 * (reportCsvTables in schema), with the same header, in the same order, over the same rows in the
 * same order, so what is exported is what is on screen. Only the writing differs: "1.250,50 €" on
 * screen, "1250.50" in the file.
 */
export interface ReportColumn<T> {
  header: string;
  text: (row: T) => string;
  /** Figures are right-aligned. */
  end?: boolean;
}

export type Incident = ReportSummary['incidents'][number];
export type IvaRow = ReportSummary['iva'][number];

const NONE = '—';
const money = (cents: number | null) => (cents === null ? NONE : formatCents(cents));
const count = (value: number) => formatQuantity(value);
/** "31,3 %" from a percentage already computed (food cost). */
const percentValue = (value: number | null) => (value === null ? NONE : formatPercent(value / 100));

/** The share of units that the product mix and the menu engineering show, from the rows they list. */
export function unitShares<T extends { quantity: number }>(rows: readonly T[]): (row: T) => number {
  const total = rows.reduce((sum, row) => sum + row.quantity, 0);
  return (row) => (total === 0 ? 0 : row.quantity / total);
}

export function productColumns(rows: readonly ProductMixRow[]): ReportColumn<ProductMixRow>[] {
  const share = unitShares(rows);
  return [
    { header: 'Producto', text: (row) => row.name },
    { header: 'Categoría', text: (row) => row.categoryName },
    { header: 'Cantidad', text: (row) => count(row.quantity), end: true },
    { header: 'Ventas', text: (row) => money(row.revenue), end: true },
    { header: 'Coste teórico', text: (row) => money(row.cost), end: true },
    { header: 'Margen', text: (row) => money(row.margin), end: true },
    { header: 'Food cost %', text: (row) => percentValue(row.foodCostPercent), end: true },
    { header: '% de unidades', text: (row) => formatPercent(share(row)), end: true },
  ];
}

/** The products menu engineering places: those with a recipe, in the product mix's order. */
export const placedProducts = (products: readonly ProductMixRow[]): ProductMixRow[] =>
  products.filter((row) => row.quadrant !== null);

export function menuColumns(placed: readonly ProductMixRow[]): ReportColumn<ProductMixRow>[] {
  const share = unitShares(placed);
  return [
    { header: 'Producto', text: (row) => row.name },
    { header: 'Cantidad', text: (row) => count(row.quantity), end: true },
    { header: '% de unidades', text: (row) => formatPercent(share(row)), end: true },
    { header: 'Margen por unidad', text: (row) => money(row.unitMargin), end: true },
    {
      header: 'Cuadrante',
      text: (row) => (row.quadrant === null ? NONE : MENU_QUADRANT_LABELS[row.quadrant]),
    },
    {
      header: 'Qué hacer',
      text: (row) => (row.quadrant === null ? NONE : MENU_QUADRANT_ADVICE[row.quadrant]),
    },
  ];
}

export const WAITER_COLUMNS: ReportColumn<WaiterRow>[] = [
  { header: 'Camarero', text: (row) => row.name },
  { header: 'Ventas', text: (row) => money(row.sales), end: true },
  { header: 'Propinas', text: (row) => money(row.tips), end: true },
  { header: 'Cobros', text: (row) => count(row.payments), end: true },
  { header: 'Cuentas', text: (row) => count(row.checks), end: true },
];

export const INCIDENT_COLUMNS: ReportColumn<Incident>[] = [
  { header: 'Fecha y hora', text: (row) => stampOf(row.at) },
  { header: 'Tipo', text: (row) => INCIDENT_KIND_LABELS[row.kind] },
  { header: 'Concepto', text: (row) => row.label },
  { header: 'Importe', text: (row) => money(row.cents), end: true },
  { header: 'Motivo', text: (row) => row.reason },
  { header: 'Persona', text: (row) => row.byName },
];

export const IVA_COLUMNS: ReportColumn<IvaRow>[] = [
  { header: 'Tipo de IVA (%)', text: (row) => `${formatQuantity(row.rate)} %` },
  { header: 'Base imponible', text: (row) => money(row.base), end: true },
  { header: 'Cuota de IVA', text: (row) => money(row.tax), end: true },
];

/** The IVA table's total line (on screen only: the CSV lists the rates). */
export function ivaTotals(iva: readonly IvaRow[]): { base: number; tax: number } {
  return iva.reduce((sum, row) => ({ base: sum.base + row.base, tax: sum.tax + row.tax }), {
    base: 0,
    tax: 0,
  });
}
