import { describe, expect, it } from 'vitest';
import { addDays, businessDate, isIsoDate } from './dates.ts';

describe('businessDate', () => {
  it.each([
    // Madrid is UTC+1 in winter, UTC+2 in summer.
    ['2026-11-21T12:00:00Z', 'Europe/Madrid', '2026-11-21'],
    ['2026-11-21T23:40:00Z', 'Europe/Madrid', '2026-11-21'], // 00:40 local: still the evening's day
    ['2026-11-22T03:59:59Z', 'Europe/Madrid', '2026-11-21'], // 04:59:59 local
    ['2026-11-22T04:00:00Z', 'Europe/Madrid', '2026-11-22'], // 05:00 local: a new day
    ['2026-07-01T02:30:00Z', 'Europe/Madrid', '2026-06-30'], // 04:30 CEST
    ['2026-07-01T03:00:00Z', 'Europe/Madrid', '2026-07-01'], // 05:00 CEST
    ['2026-03-29T02:30:00Z', 'Europe/Madrid', '2026-03-28'], // DST day, 04:30 CEST
    ['2026-01-01T04:00:00Z', 'UTC', '2025-12-31'],
    ['2026-03-01T10:00:00Z', 'America/New_York', '2026-03-01'],
  ])('%s in %s → %s', (iso, zone, expected) => {
    expect(businessDate(new Date(iso), zone)).toBe(expected);
  });

  it('rejects invalid dates and zones', () => {
    expect(() => businessDate(new Date('nope'), 'UTC')).toThrow(RangeError);
    expect(() => businessDate(new Date(), 'Not/AZone')).toThrow(RangeError);
  });
});

describe('calendar helpers', () => {
  it.each([
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
  ])('addDays(%s, %d) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-02-29', false],
    ['2024-02-29', true],
    ['2026-13-01', false],
    ['2026-1-01', false],
  ])('isIsoDate(%s) = %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});
