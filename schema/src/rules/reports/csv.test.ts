import { describe, expect, it } from 'vitest';
import { reportCsvTables } from './csv.ts';
import { MENU_QUADRANT_ADVICE } from './menu.ts';
import { reportSummary } from './summary-rules.ts';
import { PREVIOUS, RANGE, catalogue, days, methodRows, names, previousDays } from './summary-fixtures.ts';

const summary = reportSummary(
  days,
  previousDays,
  catalogue,
  names,
  RANGE,
  PREVIOUS,
  new Date('2026-11-26T10:32:00Z'),
);
const tables = reportCsvTables(summary);
const byName = new Map(tables.map((table) => [table.name, table]));

describe('reportCsvTables of the worked range (summary-fixtures.ts)', () => {
  it('has one table per table of the screen, each with its own file', () => {
    expect(tables.map((table) => [table.name, table.filename])).toEqual([
      ['products', 'productos-2026-11-23-2026-11-25.csv'],
      ['menu', 'ingenieria-de-menu-2026-11-23-2026-11-25.csv'],
      ['waiters', 'camareros-2026-11-23-2026-11-25.csv'],
      ['incidents', 'anulaciones-y-devoluciones-2026-11-23-2026-11-25.csv'],
      ['iva', 'iva-2026-11-23-2026-11-25.csv'],
      ['days', 'ventas-por-dia-2026-11-23-2026-11-25.csv'],
      ['categories', 'ventas-por-categoria-2026-11-23-2026-11-25.csv'],
      ['methods', 'ventas-por-forma-de-pago-2026-11-23-2026-11-25.csv'],
    ]);
  });

  // Money as "12.50"; percentages with one decimal: 6 of 18 items → 33.3, 10 of 18 → 55.6, 1 of 18 → 5.6;
  // among the 7 placed items 6 → 85.7 and 1 → 14.3.
  it.each([
    [
      'products',
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
      [
        ['Paella', 'Platos Principales', 6, '120.00', '7.98', '112.02', '6.7', '33.3'],
        ['Caña', 'Bebidas', 10, '20.00', '', '', '', '55.6'],
        ['Croquetas', 'Sin categoría', 1, '6.01', '', '', '', '5.6'],
        ['Flan', 'Postres', 1, '4.00', '0.65', '3.35', '16.3', '5.6'],
        ['Gazpacho', 'Entradas', 0, '0.00', '0.00', '0.00', '', '0.0'],
      ],
    ],
    [
      'menu',
      ['Producto', 'Cantidad', '% de unidades', 'Margen por unidad', 'Cuadrante', 'Qué hacer'],
      [
        ['Paella', 6, '85.7', '18.67', 'Estrella', MENU_QUADRANT_ADVICE.star],
        ['Flan', 1, '14.3', '3.35', 'Perro', MENU_QUADRANT_ADVICE.dog],
        ['Gazpacho', 0, '0.0', '19.25', 'Puzzle', MENU_QUADRANT_ADVICE.puzzle],
      ],
    ],
    [
      'waiters',
      ['Camarero', 'Ventas', 'Propinas', 'Cobros', 'Cuentas'],
      [
        ['Ana', '123.03', '2.00', 5, 4],
        ['Luis', '30.00', '1.00', 1, 1],
      ],
    ],
    [
      'incidents',
      ['Fecha y hora', 'Tipo', 'Concepto', 'Importe', 'Motivo', 'Persona'],
      [
        ['2026-11-25T15:00:00.000Z', 'Devolución', 'Ticket T-1-000001', '3.00', 'Plato frío', 'María'],
        ['2026-11-23T20:00:00.000Z', 'Anulación', '2 × Flan', '8.00', 'Problema de calidad', 'María'],
      ],
    ],
    [
      'iva',
      ['Tipo de IVA (%)', 'Base imponible', 'Cuota de IVA'],
      [
        [10, '125.47', '12.54'],
        [21, '10.00', '2.10'],
      ],
    ],
    [
      'days',
      ['Fecha', 'Ventas', 'Tickets'],
      [
        ['2026-11-23', '100.00', 4],
        ['2026-11-24', '0.00', 0],
        ['2026-11-25', '50.03', 2],
      ],
    ],
    [
      'categories',
      ['Categoría', 'Cantidad', 'Ventas'],
      [
        ['Platos Principales', 6, '120.00'],
        ['Bebidas', 10, '20.00'],
        ['Sin categoría', 1, '6.01'],
        ['Postres', 1, '4.00'],
      ],
    ],
    [
      'methods',
      ['Forma de pago', 'Importe'],
      methodRows({ cash: '40.03', card: '110.00' }, '0.00').map((row) => [row.label, row.value]),
    ],
  ])('%s', (name, header, rows) => {
    expect(byName.get(name)).toMatchObject({ header, rows });
  });

  it('writes a negative figure with its sign', () => {
    const refundsOnly = { ...summary, byDay: [{ date: '2026-11-24', sales: -690, tickets: 0 }] };
    expect(reportCsvTables(refundsOnly).find((table) => table.name === 'days')?.rows).toEqual([
      ['2026-11-24', '-6.90', 0],
    ]);
  });
});
