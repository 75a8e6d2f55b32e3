import { describe, expect, it } from 'vitest';
import { todayBusinessDate } from './business-date.ts';

describe('todayBusinessDate', () => {
  it('is the date of the service still running after midnight, as on the orders', () => {
    // 01:30 in Madrid (UTC+1 in November): the night of the 22nd.
    expect(todayBusinessDate(new Date('2026-11-23T00:30:00Z'))).toBe('2026-11-22');
    // 05:00 in Madrid: a new business day.
    expect(todayBusinessDate(new Date('2026-11-23T04:00:00Z'))).toBe('2026-11-23');
  });
});
