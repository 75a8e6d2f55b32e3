import { describe, expect, it } from 'vitest';
import { fiscalDate, fiscalDateOfTimestamp, fiscalTimestamp, fiscalTimestampMs } from './local-time.ts';

describe('fiscal local time', () => {
  it.each([
    // winter: +01:00
    ['2026-11-27T08:20:30.456Z', 'Europe/Madrid', '2026-11-27T09:20:30+01:00', '27-11-2026'],
    // summer: +02:00, and 23:30 UTC is already the next calendar day in Madrid
    ['2026-07-14T23:30:00.000Z', 'Europe/Madrid', '2026-07-15T01:30:00+02:00', '15-07-2026'],
    // the Canaries run an hour behind the peninsula
    ['2026-11-27T08:20:30.000Z', 'Atlantic/Canary', '2026-11-27T08:20:30+00:00', '27-11-2026'],
    // the night the clocks go back: 02:30 happens twice, told apart by the offset
    ['2026-10-25T00:30:00.000Z', 'Europe/Madrid', '2026-10-25T02:30:00+02:00', '25-10-2026'],
    ['2026-10-25T01:30:00.000Z', 'Europe/Madrid', '2026-10-25T02:30:00+01:00', '25-10-2026'],
  ])('%s in %s is %s', (iso, zone, timestamp, date) => {
    const at = new Date(iso);
    expect(fiscalTimestamp(at, zone)).toBe(timestamp);
    expect(fiscalDate(at, zone)).toBe(date);
    expect(fiscalDateOfTimestamp(timestamp)).toBe(date);
    // the text names the same instant, to the second
    expect(fiscalTimestampMs(timestamp)).toBe(Math.floor(at.getTime() / 1000) * 1000);
  });

  it('refuses what is not a fiscal timestamp', () => {
    expect(fiscalTimestampMs('2026-11-27T09:20:30Z')).toBeNaN();
  });
});
