/** The restaurant's time zone (the gateway's default TIMEZONE); business days follow it. */
export const RESTAURANT_TIME_ZONE = 'Europe/Madrid';

/** YYYY-MM-DD of `now` in the restaurant's time zone. */
export function todayBusinessDate(now: Date = new Date(), timeZone = RESTAURANT_TIME_ZONE): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
