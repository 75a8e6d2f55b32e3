import type { ReportHeadline, ReportSummary } from '@restaurantpro/schema';
import { formatCents, formatPercent, formatQuantity } from '../../lib/format.ts';

/** A figure against the previous period: '▲ 12,3 %', '▼ 4,0 %', '= 0,0 %'. */
export interface PeriodChange {
  direction: 'up' | 'down' | 'same';
  text: string;
  /** Whether the move is good news: more sales is, more voids is not. */
  tone: 'good' | 'bad' | 'neutral';
}

/**
 * The change of `current` against `previous`, as a share of the previous figure. Null when the
 * previous period had none of it: a percentage of nothing means nothing.
 */
export function periodChange(current: number, previous: number, upIsGood = true): PeriodChange | null {
  if (current === previous) return { direction: 'same', text: `= ${formatPercent(0)}`, tone: 'neutral' };
  if (previous === 0) return null;
  const ratio = (current - previous) / Math.abs(previous);
  const up = ratio > 0;
  return {
    direction: up ? 'up' : 'down',
    text: `${up ? '▲' : '▼'} ${formatPercent(Math.abs(ratio))}`,
    tone: up === upIsGood ? 'good' : 'bad',
  };
}

export type HeadlineKey =
  'sales' | 'tickets' | 'covers' | 'averageTicket' | 'revenuePerCover' | 'tips' | 'discounts' | 'voids';

/** One headline card: its figure, a hint line, and its change against the previous period. */
export interface HeadlineCard {
  key: HeadlineKey;
  label: string;
  value: string;
  hint: string | null;
  change: PeriodChange | null;
}

interface CardRule {
  key: HeadlineKey;
  label: string;
  /** The figure the card shows and compares. */
  figure: (headline: ReportHeadline) => number;
  format: (figure: number) => string;
  hint?: (headline: ReportHeadline) => string;
  /** False for what costs money: discounts and voids going up is bad news. */
  upIsGood: boolean;
}

const count = (value: number) => formatQuantity(value);
const plural = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`;

const CARDS: readonly CardRule[] = [
  { key: 'sales', label: 'Ventas', figure: (h) => h.sales, format: formatCents, upIsGood: true },
  { key: 'tickets', label: 'Tickets', figure: (h) => h.tickets, format: count, upIsGood: true },
  { key: 'covers', label: 'Comensales', figure: (h) => h.covers, format: count, upIsGood: true },
  {
    key: 'averageTicket',
    label: 'Ticket medio',
    figure: (h) => h.averageTicket,
    format: formatCents,
    upIsGood: true,
  },
  {
    key: 'revenuePerCover',
    label: 'Ingreso por comensal',
    figure: (h) => h.revenuePerCover,
    format: formatCents,
    upIsGood: true,
  },
  { key: 'tips', label: 'Propinas', figure: (h) => h.tips, format: formatCents, upIsGood: true },
  {
    key: 'discounts',
    label: 'Descuentos e invitaciones',
    figure: (h) => h.discounts.cents + h.invitations.cents,
    format: formatCents,
    hint: (h) =>
      `${plural(h.discounts.count, 'descuento', 'descuentos')} · ${plural(h.invitations.count, 'invitación', 'invitaciones')}`,
    upIsGood: false,
  },
  {
    key: 'voids',
    label: 'Anulaciones',
    figure: (h) => h.voids.cents,
    format: formatCents,
    hint: (h) => plural(h.voids.count, 'línea anulada', 'líneas anuladas'),
    upIsGood: false,
  },
];

/** The eight headline cards of a report, in the order the screen shows them. */
export function headlineCards(summary: Pick<ReportSummary, 'headline' | 'previousHeadline'>): HeadlineCard[] {
  return CARDS.map((card) => {
    const current = card.figure(summary.headline);
    return {
      key: card.key,
      label: card.label,
      value: card.format(current),
      hint: card.hint ? card.hint(summary.headline) : null,
      change: periodChange(current, card.figure(summary.previousHeadline), card.upIsGood),
    };
  });
}
