import { PAYMENT_METHOD_LIST, type PaymentMethod, type ReportSummary } from '@restaurantpro/schema';
import { formatCents } from '../../lib/format.ts';

/**
 * The report's figures as the charts draw them. Recharts plots numbers, so money goes in as euros
 * (cents / 100) and every point carries its Spanish text for the tooltip and the accessible label.
 */

export interface DayPoint {
  date: string;
  /** "23/11": the axis of a range of any length reads day and month. */
  label: string;
  euros: number;
  tickets: number;
}

export function salesByDay(byDay: ReportSummary['byDay']): DayPoint[] {
  return byDay.map((day) => ({
    date: day.date,
    label: `${day.date.slice(8, 10)}/${day.date.slice(5, 7)}`,
    euros: day.sales / 100,
    tickets: day.tickets,
  }));
}

export interface NamedPoint {
  name: string;
  euros: number;
  /** "1.250,50 €". */
  text: string;
}

/** Categories by revenue, largest first (the chart's bars read top down). */
export function salesByCategory(byCategory: ReportSummary['byCategory']): NamedPoint[] {
  return [...byCategory]
    .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name, 'es'))
    .map((category) => ({
      name: category.name,
      euros: category.revenue / 100,
      text: formatCents(category.revenue),
    }));
}

export interface MethodPoint extends NamedPoint {
  method: PaymentMethod;
}

/** Every declared method in the list's order ('Efectivo', 'Tarjeta'…); one with no sales is a 0 €. */
export function salesByMethod(byMethod: ReportSummary['byMethod']): MethodPoint[] {
  return PAYMENT_METHOD_LIST.map(({ method, label }) => {
    const cents = byMethod.filter((row) => row.method === method).reduce((sum, row) => sum + row.cents, 0);
    return { method, name: label, euros: cents / 100, text: formatCents(cents) };
  });
}

/** Whether a chart has anything to draw (an empty range shows a sentence instead of a bare axis). */
export const hasSales = (points: ReadonlyArray<{ euros: number }>): boolean =>
  points.some((point) => point.euros !== 0);

const compactEuro = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** An axis tick in euros, short enough for a narrow axis: "1,2 mil €". */
export const euroTick = (euros: number): string => compactEuro.format(euros);
