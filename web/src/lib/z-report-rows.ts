import { PAYMENT_METHOD_LIST, type ZReport } from '@restaurantpro/schema';
import { formatEuro } from './format.ts';

/**
 * The Z report as lines of text (label, figure), in the order the report reads: the screen and the
 * printed report show the same rows. Every figure is schema's zReport; nothing is computed here.
 */
export interface ZRow {
  label: string;
  value: string;
  /** Starts a block ('Ventas', 'IVA', 'Caja'). */
  section?: string;
}

const countAmount = (count: number, amount: string) => `${count} · ${formatEuro(amount)}`;

export function zReportRows(report: ZReport): ZRow[] {
  const rows: ZRow[] = [
    { section: 'Ventas', label: 'Tickets', value: String(report.tickets) },
    ...report.series.map((series) => ({
      label: `Serie ${series.series}`,
      value: `${series.first} – ${series.last}`,
    })),
    ...PAYMENT_METHOD_LIST.map(({ method, label }) => ({
      label,
      value: formatEuro(report.byMethod[method]),
    })),
    { label: 'Ventas cobradas', value: formatEuro(report.sales) },
    { label: 'Ticket medio', value: formatEuro(report.averageTicket) },
    { label: 'Comensales', value: String(report.covers) },
    { label: 'Propinas', value: formatEuro(report.tips) },
    { label: 'Descuentos', value: countAmount(report.discounts.count, report.discounts.amount) },
    { label: 'Invitaciones', value: countAmount(report.invitations.count, report.invitations.amount) },
    { label: 'Anulaciones', value: countAmount(report.voids.count, report.voids.amount) },
    { label: 'Devoluciones', value: countAmount(report.refunds.count, report.refunds.amount) },
    ...report.taxes.flatMap((tax, index) => [
      {
        ...(index === 0 ? { section: 'IVA' } : {}),
        label: `Base ${tax.rate} %`,
        value: formatEuro(tax.base),
      },
      { label: `Cuota ${tax.rate} %`, value: formatEuro(tax.amount) },
    ]),
    { section: 'Caja', label: 'Fondo de caja', value: formatEuro(report.cash.float) },
    { label: 'Efectivo cobrado', value: formatEuro(report.cash.taken) },
    { label: 'Devoluciones en efectivo', value: formatEuro(report.cash.refunded) },
    { label: 'Entradas', value: formatEuro(report.cash.in) },
    { label: 'Salidas', value: formatEuro(report.cash.out) },
    { label: 'Efectivo esperado', value: formatEuro(report.cash.expected) },
  ];
  return rows;
}
