import { describe, expect, it } from 'vitest';
import { emptyHeadline, sampleSummary } from '../../../test/helper.ts';
import { headlineCards, periodChange } from './headline.ts';

// Intl puts a non-breaking space before '%' and '€'; compare readable strings.
const plain = (text: string | null) => (text === null ? null : text.replace(/\u00a0/g, ' '));

describe('periodChange', () => {
  it.each([
    // current, previous, up is good → text, direction, tone
    [1_123, 1_000, true, '▲ 12,3 %', 'up', 'good'],
    [900, 1_000, true, '▼ 10,0 %', 'down', 'bad'],
    [1_000, 1_000, true, '= 0,0 %', 'same', 'neutral'],
    [0, 0, true, '= 0,0 %', 'same', 'neutral'],
    // Voids going up is bad news, down is good.
    [3, 1, false, '▲ 200,0 %', 'up', 'bad'],
    [0, 4, false, '▼ 100,0 %', 'down', 'good'],
    // Half a tenth rounds up: 12,35 % → 12,4 %.
    [11_235, 10_000, true, '▲ 12,4 %', 'up', 'good'],
    // Refunds can leave a previous period's sales negative: the change reads against its size.
    [500, -1_000, true, '▲ 150,0 %', 'up', 'good'],
  ] as const)('%i against %i (up good: %s) → %s', (current, previous, upIsGood, text, direction, tone) => {
    const change = periodChange(current, previous, upIsGood);
    expect(change && { ...change, text: plain(change.text) }).toEqual({ text, direction, tone });
  });

  it('has no percentage when the previous period had none of it', () => {
    expect(periodChange(2_500, 0)).toBeNull();
  });
});

describe('headlineCards', () => {
  it('shows the eight figures in order, each against the previous period', () => {
    const cards = headlineCards(sampleSummary()).map((card) => ({
      label: card.label,
      value: plain(card.value),
      hint: plain(card.hint),
      change: plain(card.change?.text ?? null),
      tone: card.change?.tone ?? null,
    }));
    expect(cards).toEqual([
      { label: 'Ventas', value: '1250,50 €', hint: null, change: '▲ 12,3 %', tone: 'good' },
      { label: 'Tickets', value: '20', hint: null, change: '▼ 9,1 %', tone: 'bad' },
      // No covers in the previous period: no percentage.
      { label: 'Comensales', value: '41', hint: null, change: null, tone: null },
      { label: 'Ticket medio', value: '62,53 €', hint: null, change: '▲ 23,6 %', tone: 'good' },
      { label: 'Ingreso por comensal', value: '30,50 €', hint: null, change: null, tone: null },
      { label: 'Propinas', value: '12,00 €', hint: null, change: '▼ 20,0 %', tone: 'bad' },
      {
        label: 'Descuentos e invitaciones',
        value: '13,00 €',
        hint: '2 descuentos · 1 invitación',
        change: '▲ 30,0 %',
        tone: 'bad',
      },
      { label: 'Anulaciones', value: '27,30 €', hint: '3 líneas anuladas', change: '▲ 200,0 %', tone: 'bad' },
    ]);
  });

  it('words a single discount, invitation and voided line in the singular', () => {
    const headline = emptyHeadline({
      discounts: { count: 1, cents: 100 },
      invitations: { count: 0, cents: 0 },
      voids: { count: 1, cents: 250 },
    });
    const hints = headlineCards({ headline, previousHeadline: emptyHeadline() }).map((card) => card.hint);
    expect(hints.filter((hint) => hint !== null)).toEqual([
      '1 descuento · 0 invitaciones',
      '1 línea anulada',
    ]);
  });
});
