import {
  INCIDENT_KIND_LABELS,
  MENU_QUADRANT_ADVICE,
  MENU_QUADRANT_LABELS,
  PAYMENT_METHOD_LABELS,
  PRODUCT_CATEGORY_LABELS,
  type MenuQuadrant,
  type ProductCategory,
} from '@restaurantpro/schema';
import {
  CATEGORY,
  MONTH,
  PREVIOUS,
  SERVING_COST,
  TIMEZONE,
  figures,
  type Figures,
  type Month,
} from '@restaurantpro/sync-gateway/testing/reports';

/**
 * What the reports screen and its CSV files must show for the known month, written out here from
 * the gateway tests' independent computation (`figures`, straight from the seeded documents): the
 * screen's texts in es-ES ("177,66 €", "45,5 %", "13/11/2026 23:20") and the files' cells ("177.66",
 * "45.5"). Only labels come from schema; every number is worked out here or in `figures`.
 */

const euroFormat = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
const countFormat = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 3 });
const percentFormat = new Intl.NumberFormat('es-ES', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const dayFormat = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: TIMEZONE,
});
const timeFormat = new Intl.DateTimeFormat('es-ES', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIMEZONE,
});

/** Whitespace as the test compares it: Intl's no-break spaces and runs of spaces are one space. */
export const plain = (text: string): string => text.replace(/\s+/g, ' ').trim();
/** 17766 → "177,66 €". */
export const euro = (cents: number): string => plain(euroFormat.format(cents / 100));
const count = (value: number): string => countFormat.format(value);
const percent = (ratio: number): string => plain(percentFormat.format(ratio));
/** 17766 → "177.66", as the CSV writes money. */
const csvMoney = (cents: number): string => (cents / 100).toFixed(2);
/** part / whole in percent with one decimal, half up, in integers ("45.5"). */
const csvShare = (part: number, whole: number): string =>
  (Math.floor((2000 * part + whole) / (2 * whole)) / 10).toFixed(1);
/** "2026-11-13T22:20:00.000Z" → "13/11/2026 23:20", in the restaurant's time. */
export const stamp = (iso: string | Date): string =>
  `${dayFormat.format(new Date(iso))} ${timeFormat.format(new Date(iso))}`;
const NONE = '—';

export const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

/** A table's rows as its CSV file has them, and as the screen shows them (null: a chart, no table). */
export interface ExpectedTable {
  header: string[];
  rows: Array<{ csv: string[]; screen: string[] | null }>;
}

export interface Expected {
  figures: Figures;
  /** Each headline card's figure, and how it moved against the previous 30 days. */
  headline: Record<string, { value: string; hint?: string; direction: 'up' | 'down' | 'same' | 'none' }>;
  /** Heat-map cells with money ("4-22" = viernes 22:00), and the span of hours the grid shows. */
  heat: { cents: Record<string, number>; hours: number[] };
  byCategory: Array<{ name: string; text: string }>;
  byMethod: Record<'cash' | 'card', string>;
  tables: Record<string, ExpectedTable>;
  ivaTotal: string[];
}

const direction = (current: number, previous: number): Expected['headline'][string]['direction'] =>
  current === previous ? 'same' : previous === 0 ? 'none' : current > previous ? 'up' : 'down';

export function expectedReport(month: Month, names: Record<string, string>): Expected {
  const f = figures(month.docs, MONTH, SERVING_COST, CATEGORY);
  const before = figures(month.docs, PREVIOUS, SERVING_COST, CATEGORY).headline;
  const now = f.headline;
  const productName = (id: string) => String(month.docs.find((doc) => doc._id === `product:${id}`)?.name);
  const categoryName = (id: string | undefined) => PRODUCT_CATEGORY_LABELS[id as ProductCategory];
  const card = (value: string, current: number, previous: number, hint?: string) => ({
    value,
    direction: direction(current, previous),
    ...(hint === undefined ? {} : { hint }),
  });
  const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;
  const adjusted = (h: Figures['headline']) => h.discounts.cents + h.invitations.cents;

  const products = Object.entries(f.products);
  const sold = products.reduce((sum, [, row]) => sum + row.quantity, 0);
  // Menu engineering: the products with a recipe (all of the month's sold), 70 % of an even share.
  const placed = products.filter(([, row]) => row.cost !== null);
  const placedQty = placed.reduce((sum, [, row]) => sum + row.quantity, 0);
  const contribution = placed.reduce((sum, [, row]) => sum + row.revenue - (row.cost ?? 0), 0);
  const quadrant = (row: { quantity: number; revenue: number; cost: number | null }): MenuQuadrant => {
    const popular = row.quantity / placedQty >= 0.7 / placed.length;
    const high = (row.revenue - (row.cost ?? 0)) / row.quantity >= contribution / placedQty;
    return popular ? (high ? 'star' : 'plowhorse') : high ? 'puzzle' : 'dog';
  };
  const heatKeys = Object.keys(f.heatmap).filter((key) => f.heatmap[key] !== 0);
  const heatHours = heatKeys.map((key) => Number(key.split('-')[1]));
  const ivaRows = Object.entries(f.iva).sort(([a], [b]) => Number(a) - Number(b));

  return {
    figures: f,
    headline: {
      sales: card(euro(now.sales), now.sales, before.sales),
      tickets: card(count(now.tickets), now.tickets, before.tickets),
      covers: card(count(now.covers), now.covers, before.covers),
      averageTicket: card(euro(now.averageTicket), now.averageTicket, before.averageTicket),
      revenuePerCover: card(euro(now.revenuePerCover), now.revenuePerCover, before.revenuePerCover),
      tips: card(euro(now.tips), now.tips, before.tips),
      discounts: card(
        euro(adjusted(now)),
        adjusted(now),
        adjusted(before),
        `${plural(now.discounts.count, 'descuento', 'descuentos')} · ${plural(now.invitations.count, 'invitación', 'invitaciones')}`,
      ),
      voids: card(
        euro(now.voids.cents),
        now.voids.cents,
        before.voids.cents,
        plural(now.voids.count, 'línea anulada', 'líneas anuladas'),
      ),
    },
    heat: {
      cents: Object.fromEntries(heatKeys.map((key) => [key, f.heatmap[key] ?? 0])),
      hours: Array.from(
        { length: Math.max(...heatHours) - Math.min(...heatHours) + 1 },
        (_, i) => Math.min(...heatHours) + i,
      ),
    },
    byCategory: Object.entries(f.byCategory).map(([id, row]) => ({
      name: categoryName(id),
      text: euro(row.revenue),
    })),
    byMethod: { cash: euro(f.byMethod.cash ?? 0), card: euro(f.byMethod.card ?? 0) },
    tables: {
      days: {
        header: ['Fecha', 'Ventas', 'Tickets'],
        rows: f.byDay.map((day) => ({
          csv: [day.date, csvMoney(day.sales), String(day.tickets)],
          screen: null,
        })),
      },
      categories: {
        header: ['Categoría', 'Cantidad', 'Ventas'],
        rows: Object.entries(f.byCategory).map(([id, row]) => ({
          csv: [categoryName(id), String(row.quantity), csvMoney(row.revenue)],
          screen: null,
        })),
      },
      methods: {
        header: ['Forma de pago', 'Importe'],
        rows: Object.entries(f.byMethod).map(([method, cents]) => ({
          csv: [PAYMENT_METHOD_LABELS[method as 'cash' | 'card'], csvMoney(cents)],
          screen: null,
        })),
      },
      products: {
        header: [
          'Producto',
          'Categoría',
          'Cantidad',
          'Ventas',
          'Coste teórico',
          'Margen',
          'Food cost %',
          '% de unidades',
        ],
        rows: products.map(([id, row]) => {
          const margin = row.cost === null ? null : row.revenue - row.cost;
          const foodCost = row.cost === null ? null : Number(csvShare(row.cost, row.revenue));
          return {
            csv: [
              productName(id),
              categoryName(CATEGORY[id]),
              String(row.quantity),
              csvMoney(row.revenue),
              row.cost === null ? '' : csvMoney(row.cost),
              margin === null ? '' : csvMoney(margin),
              foodCost === null ? '' : foodCost.toFixed(1),
              csvShare(row.quantity, sold),
            ],
            screen: [
              productName(id),
              categoryName(CATEGORY[id]),
              count(row.quantity),
              euro(row.revenue),
              row.cost === null ? NONE : euro(row.cost),
              margin === null ? NONE : euro(margin),
              foodCost === null ? NONE : percent(foodCost / 100),
              percent(row.quantity / sold),
            ],
          };
        }),
      },
      menu: {
        header: ['Producto', 'Cantidad', '% de unidades', 'Margen por unidad', 'Cuadrante', 'Qué hacer'],
        rows: placed.map(([id, row]) => {
          const unitMargin = Math.round((row.revenue - (row.cost ?? 0)) / row.quantity);
          const where = quadrant(row);
          const tail = [MENU_QUADRANT_LABELS[where], MENU_QUADRANT_ADVICE[where]];
          return {
            csv: [
              productName(id),
              String(row.quantity),
              csvShare(row.quantity, placedQty),
              csvMoney(unitMargin),
              ...tail,
            ],
            screen: [
              productName(id),
              count(row.quantity),
              percent(row.quantity / placedQty),
              euro(unitMargin),
              ...tail,
            ],
          };
        }),
      },
      waiters: {
        header: ['Camarero', 'Ventas', 'Propinas', 'Cobros', 'Cuentas'],
        rows: Object.entries(f.byWaiter).map(([id, row]) => ({
          csv: [
            names[id] ?? id,
            csvMoney(row.sales),
            csvMoney(row.tips),
            String(row.payments),
            String(row.checks),
          ],
          screen: [names[id] ?? id, euro(row.sales), euro(row.tips), count(row.payments), count(row.checks)],
        })),
      },
      incidents: {
        header: ['Fecha y hora', 'Tipo', 'Concepto', 'Importe', 'Motivo', 'Persona'],
        rows: f.incidents.map((row) => {
          const kind = INCIDENT_KIND_LABELS[row.kind as 'void' | 'refund'];
          const by = names[row.by] ?? row.by;
          return {
            csv: [row.at, kind, row.label, csvMoney(row.cents), row.reason, by],
            screen: [stamp(row.at), kind, row.label, euro(row.cents), row.reason, by],
          };
        }),
      },
      iva: {
        header: ['Tipo de IVA (%)', 'Base imponible', 'Cuota de IVA'],
        rows: ivaRows.map(([rate, row]) => ({
          csv: [rate, csvMoney(row.base), csvMoney(row.tax)],
          screen: [`${rate} %`, euro(row.base), euro(row.tax)],
        })),
      },
    },
    ivaTotal: [
      'Total',
      euro(ivaRows.reduce((sum, [, row]) => sum + row.base, 0)),
      euro(ivaRows.reduce((sum, [, row]) => sum + row.tax, 0)),
    ],
  };
}
