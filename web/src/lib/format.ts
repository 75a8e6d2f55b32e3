/**
 * Formatting used by every screen: euros, quantities, dates and relative times in Spanish.
 * Money arrives as decimal strings ("12.10"); it is only turned into a number for display.
 */

const euro = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
const dateFormat = new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit' });
const relative = new Intl.RelativeTimeFormat('es', { numeric: 'auto' });

/** "12.10" or 12.1 → "12,10 €". Anything unparsable shows as 0 rather than "NaN €". */
export function formatEuro(amount: string | number | null | undefined): string {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount ?? '0');
  return euro.format(Number.isFinite(value) ? value : 0);
}

/** Integer cents (the reports' money) → "1.250,50 €". */
export function formatCents(cents: number): string {
  return formatEuro(cents / 100);
}

const percent = new Intl.NumberFormat('es-ES', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A ratio as a percentage with one decimal: 0.1234 → "12,3 %". */
export function formatPercent(ratio: number): string {
  return percent.format(Number.isFinite(ratio) ? ratio : 0);
}

/** Quantity with its unit, without trailing zeros: ("0.250", "kg") → "0,25 kg". */
export function formatQuantity(quantity: string | number, unit?: string): string {
  const value = typeof quantity === 'number' ? quantity : Number.parseFloat(quantity);
  const text = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 3 }).format(Number.isFinite(value) ? value : 0);
  return unit ? `${text} ${unit}` : text;
}

function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** "22/11/2026". */
export function formatDate(value: string | number | Date): string {
  return dateFormat.format(toDate(value));
}

/** "22/11/2026, 14:05". */
export function formatDateTime(value: string | number | Date): string {
  return dateTimeFormat.format(toDate(value));
}

/** "14:05". */
export function formatTime(value: string | number | Date): string {
  return timeFormat.format(toDate(value));
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "hace 5 minutos", "ahora". `now` is injectable so tests and renders agree on the instant. */
export function formatRelative(value: string | number | Date, now: Date = new Date()): string {
  const seconds = Math.round((toDate(value).getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 10) return 'ahora';
  for (const [unit, size] of UNITS) {
    if (abs >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return 'ahora';
}
