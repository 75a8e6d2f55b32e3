import { businessDate, DEFAULT_TIME_ZONE } from '@restaurantpro/schema';

/**
 * The restaurant's business day of `now` (YYYY-MM-DD), in its time zone (the gateway's default
 * TIMEZONE). Orders carry this date: a day's service runs until 05:00, so at 01:00 "today" is still
 * the evening's date, as it is for the orders being served.
 */
export function todayBusinessDate(now: Date = new Date(), timeZone = DEFAULT_TIME_ZONE): string {
  return businessDate(now, timeZone);
}
