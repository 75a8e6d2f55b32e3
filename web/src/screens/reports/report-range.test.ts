import { describe, expect, it } from 'vitest';
import { sampleSummary } from '../../../test/helper.ts';
import { paramsOfRange, periodLine, rangeFromParams, rangeText } from './report-range.ts';

const TODAY = '2026-11-25';

describe('the period in the address', () => {
  it.each([
    ['', { preset: 'month', range: { from: '2026-11-01', to: TODAY } }],
    ['preset=week', { preset: 'week', range: { from: '2026-11-23', to: TODAY } }],
    ['preset=last-month', { preset: 'last-month', range: { from: '2026-10-01', to: '2026-10-31' } }],
    ['from=2026-01-10&to=2026-02-10', { preset: 'custom', range: { from: '2026-01-10', to: '2026-02-10' } }],
    // Unreadable periods fall back to the month so far.
    ['preset=custom', { preset: 'month', range: { from: '2026-11-01', to: TODAY } }],
    ['preset=decade', { preset: 'month', range: { from: '2026-11-01', to: TODAY } }],
    ['from=2026-02-10&to=2026-01-10', { preset: 'month', range: { from: '2026-11-01', to: TODAY } }],
    ['from=2024-01-01&to=2026-01-01', { preset: 'month', range: { from: '2026-11-01', to: TODAY } }],
  ])('"%s" → %o', (query, chosen) => {
    expect(rangeFromParams(new URLSearchParams(query), TODAY)).toEqual(chosen);
  });

  it('writes back what it reads', () => {
    for (const query of ['preset=week', 'from=2026-01-10&to=2026-02-10']) {
      const params = new URLSearchParams(paramsOfRange(rangeFromParams(new URLSearchParams(query), TODAY)));
      expect(params.toString()).toBe(query);
    }
  });
});

describe('how a period reads', () => {
  it('says one day once, and a longer period from and to', () => {
    expect(rangeText({ from: '2026-11-25', to: '2026-11-25' })).toBe('25/11/2026');
    expect(rangeText({ from: '2026-11-23', to: '2026-11-25' })).toBe('23/11/2026 – 25/11/2026');
  });

  it('names the period compared with', () => {
    expect(periodLine(sampleSummary())).toBe(
      '23/11/2026 – 25/11/2026 (3 días) · frente a 20/11/2026 – 22/11/2026',
    );
  });
});
