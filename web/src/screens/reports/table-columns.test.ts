import { reportCsvTables, type ReportCsvTable } from '@restaurantpro/schema';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { sampleSummary } from '../../../test/helper.ts';
import { csvText } from './csv.ts';
import {
  INCIDENT_COLUMNS,
  IVA_COLUMNS,
  ivaTotals,
  menuColumns,
  placedProducts,
  productColumns,
  WAITER_COLUMNS,
  type ReportColumn,
} from './table-columns.ts';

const summary = sampleSummary();
const tables = new Map(reportCsvTables(summary).map((table) => [table.name, table]));

function csvTable(name: string): ReportCsvTable {
  const table = tables.get(name);
  if (!table) throw new Error(`no CSV table ${name}`);
  return table;
}

/**
 * A screen cell written as the CSV writes it: "1.250,50 €" → "1250.50", "31,3 %" → "31.3",
 * "—" (nothing) → "". Texts pass as they are.
 */
function asCsv(text: string): string {
  if (text === '—') return '';
  const figure = text.replace(/\u00a0/g, ' ').match(/^(-?[\d.]+(?:,\d+)?)(?: (?:€|%))?$/);
  if (!figure?.[1]) return text;
  return figure[1].replace(/\./g, '').replace(',', '.');
}

function screenRows<T>(columns: readonly ReportColumn<T>[], rows: readonly T[]): string[][] {
  return rows.map((row) => columns.map((column) => asCsv(column.text(row))));
}

const csvRows = (table: ReportCsvTable) => table.rows.map((row) => row.map(String));

describe('each table on screen is its CSV, written for people', () => {
  it.each([
    ['products', productColumns(summary.products), summary.products],
    ['menu', menuColumns(placedProducts(summary.products)), placedProducts(summary.products)],
    ['waiters', WAITER_COLUMNS, summary.byWaiter],
    ['iva', IVA_COLUMNS, summary.iva],
  ] as const)('%s: same headers, same rows, same figures', (name, columns, rows) => {
    const table = csvTable(name);
    expect(columns.map((column) => column.header)).toEqual(table.header);
    expect(
      screenRows<(typeof rows)[number]>(columns as readonly ReportColumn<(typeof rows)[number]>[], rows),
    ).toEqual(csvRows(table));
  });

  it('incidents: the same rows, the time shown in this device’s clock', () => {
    const table = csvTable('incidents');
    expect(INCIDENT_COLUMNS.map((column) => column.header)).toEqual(table.header);
    const screen = screenRows(INCIDENT_COLUMNS, summary.incidents);
    // The file keeps the instant (ISO); the screen writes it as a local date and time.
    expect(screen.map((row) => row.slice(1))).toEqual(csvRows(table).map((row) => row.slice(1)));
    expect(screen.map((row) => row[0])).toEqual(
      summary.incidents.map((row) => {
        const at = new Date(row.at);
        const two = (n: number) => String(n).padStart(2, '0');
        return `${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()} ${two(at.getHours())}:${two(at.getMinutes())}`;
      }),
    );
  });

  it('menu engineering lists only the products with a recipe, with their quadrant and advice', () => {
    const rows = screenRows(menuColumns(placedProducts(summary.products)), placedProducts(summary.products));
    expect(rows.map((row) => [row[0], row[4]])).toEqual([
      ['Paella', 'Estrella'],
      ['Chuletón', 'Puzzle'],
      ['Pan', 'Perro'],
    ]);
    expect(rows[0]?.[5]).toBe('Mantén su calidad y su lugar destacado en la carta');
  });

  it('the IVA total adds the rates up', () => {
    expect(ivaTotals(summary.iva)).toEqual({ base: 112_854, tax: 12_195 });
  });
});

describe('csvText', () => {
  it('writes a header row and reads back as the rows, money with a dot', () => {
    const table = csvTable('products');
    const text = csvText(table);
    expect(text.split('\r\n')[0]).toBe(
      'Producto,Categoría,Cantidad,Ventas,Coste teórico,Margen,Food cost %,% de unidades',
    );
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(parsed).toEqual([table.header, ...csvRows(table)]);
    expect(parsed[1]).toEqual(['Paella', 'Principales', '20', '360.00', '90.00', '270.00', '25.0', '21.7']);
  });

  it('quotes a field holding the separator or a quote', () => {
    expect(csvText({ header: ['Concepto', 'Importe'], rows: [['Vino "Rioja", copa', '3.50']] })).toBe(
      'Concepto,Importe\r\n"Vino ""Rioja"", copa",3.50',
    );
  });
});
