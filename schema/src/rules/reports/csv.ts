import { PAYMENT_METHOD_LABELS } from '../../enums.ts';
import { divRound, fromCents } from '../../money.ts';
import { MENU_QUADRANT_ADVICE, MENU_QUADRANT_LABELS } from './menu.ts';
import type { ReportSummary } from './summary.ts';

/**
 * The report's tables as CSV rows (reports decision 7): the screen hands them to Papa.unparse with
 * a ',' separator, and the tests compare them row by row. Money is written "12.50" (a dot, two
 * decimals) and percentages "31.3", so any spreadsheet and any test reads them unambiguously;
 * headers are in Spanish.
 */
export interface ReportCsvTable {
  /** Stable id of the table ('products', 'menu', …). */
  name: string;
  /** What the screen calls it, and the file's name ('productos-2026-11-01-2026-11-24.csv'). */
  title: string;
  filename: string;
  header: string[];
  rows: (string | number)[][];
}

export const INCIDENT_KIND_LABELS: Record<'void' | 'refund', string> = {
  void: 'Anulación',
  refund: 'Devolución',
};

const money = (cents: number | null) => (cents === null ? '' : fromCents(cents));
/** part / whole as a percentage with one decimal, half up, from the integers (no float drift). */
const sharePercent = (part: number, whole: number) =>
  whole === 0 ? '0.0' : (Number(divRound(BigInt(part) * 1000n, BigInt(whole))) / 10).toFixed(1);
const oneDecimal = (value: number | null) => (value === null ? '' : value.toFixed(1));

export function reportCsvTables(summary: ReportSummary): ReportCsvTable[] {
  const table = (
    name: string,
    title: string,
    file: string,
    header: string[],
    rows: (string | number)[][],
  ) => ({
    name,
    title,
    filename: `${file}-${summary.range.from}-${summary.range.to}.csv`,
    header,
    rows,
  });
  const sold = summary.products.reduce((sum, row) => sum + row.quantity, 0);
  const placed = summary.products.filter((row) => row.quadrant !== null);
  const soldPlaced = placed.reduce((sum, row) => sum + row.quantity, 0);
  return [
    table(
      'products',
      'Mezcla de productos',
      'productos',
      [
        'Producto',
        'Categoría',
        'Cantidad',
        'Ventas',
        'Coste teórico',
        'Margen',
        'Food cost %',
        '% de unidades',
      ],
      summary.products.map((row) => [
        row.name,
        row.categoryName,
        row.quantity,
        money(row.revenue),
        money(row.cost),
        money(row.margin),
        oneDecimal(row.foodCostPercent),
        sharePercent(row.quantity, sold),
      ]),
    ),
    table(
      'menu',
      'Ingeniería de menú',
      'ingenieria-de-menu',
      ['Producto', 'Cantidad', '% de unidades', 'Margen por unidad', 'Cuadrante', 'Qué hacer'],
      placed.map((row) => [
        row.name,
        row.quantity,
        sharePercent(row.quantity, soldPlaced),
        money(row.unitMargin),
        row.quadrant === null ? '' : MENU_QUADRANT_LABELS[row.quadrant],
        row.quadrant === null ? '' : MENU_QUADRANT_ADVICE[row.quadrant],
      ]),
    ),
    table(
      'waiters',
      'Ventas por camarero',
      'camareros',
      ['Camarero', 'Ventas', 'Propinas', 'Cobros', 'Cuentas'],
      summary.byWaiter.map((row) => [row.name, money(row.sales), money(row.tips), row.payments, row.checks]),
    ),
    table(
      'incidents',
      'Anulaciones y devoluciones',
      'anulaciones-y-devoluciones',
      ['Fecha y hora', 'Tipo', 'Concepto', 'Importe', 'Motivo', 'Persona'],
      summary.incidents.map((row) => [
        row.at,
        INCIDENT_KIND_LABELS[row.kind],
        row.label,
        money(row.cents),
        row.reason,
        row.byName,
      ]),
    ),
    table(
      'iva',
      'Resumen de IVA',
      'iva',
      ['Tipo de IVA (%)', 'Base imponible', 'Cuota de IVA'],
      summary.iva.map((row) => [row.rate, money(row.base), money(row.tax)]),
    ),
    table(
      'days',
      'Ventas por día',
      'ventas-por-dia',
      ['Fecha', 'Ventas', 'Tickets'],
      summary.byDay.map((row) => [row.date, money(row.sales), row.tickets]),
    ),
    table(
      'categories',
      'Ventas por categoría',
      'ventas-por-categoria',
      ['Categoría', 'Cantidad', 'Ventas'],
      summary.byCategory.map((row) => [row.name, row.quantity, money(row.revenue)]),
    ),
    table(
      'methods',
      'Ventas por forma de pago',
      'ventas-por-forma-de-pago',
      ['Forma de pago', 'Importe'],
      summary.byMethod.map((row) => [PAYMENT_METHOD_LABELS[row.method], money(row.cents)]),
    ),
  ];
}
