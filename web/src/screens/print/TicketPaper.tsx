import { PAYMENT_METHOD_LABELS, type Ticket } from '@restaurantpro/schema';
import { formatDateTime, formatEuro } from '../../lib/format.ts';
import { Row } from './PrintPage.tsx';
import { FiscalQr } from './FiscalQr.tsx';
import { PAPER_TITLES, replacesLine, ticketNumber } from './paper-text.ts';
import { TaxTable } from './TaxTable.tsx';

/**
 * A ticket's paper (80 mm): factura simplificada, factura rectificativa naming the ticket it
 * corrects, or a full invoice naming the simplified one it replaces and its customer.
 */
export function TicketPaper({ ticket }: { ticket: Ticket }) {
  return (
    <>
      {ticket.fiscal && <FiscalQr record={ticket.fiscal} />}
      <h1>{ticket.issuer.name}</h1>
      <p className="center">NIF: {ticket.issuer.nif}</p>
      <p className="center">{ticket.issuer.address}</p>
      <h2>{PAPER_TITLES[ticket.kind]}</h2>
      <Row label="Nº" value={ticketNumber(ticket.series, ticket.number)} />
      <Row label="Fecha" value={formatDateTime(ticket.issuedAt)} />
      {ticket.rectifies && (
        <Row label="Rectifica" value={ticketNumber(ticket.rectifies.series, ticket.rectifies.number)} />
      )}
      {ticket.replaces && <p>{replacesLine(ticket.replaces)}</p>}
      {ticket.customer && (
        <section aria-label="Cliente" className="customer">
          <hr />
          <p className="strong">Cliente</p>
          <p>{ticket.customer.name}</p>
          <p>NIF: {ticket.customer.nif}</p>
          <p>{ticket.customer.address}</p>
          <hr />
        </section>
      )}
      {ticket.tableName && <Row label="Mesa" value={ticket.tableName} />}
      <Row label="Atendido por" value={ticket.waiter} />
      <hr />
      {ticket.lines.map((line, index) => (
        <div key={index}>
          <Row label={`${line.quantity} x ${line.name}`} value={formatEuro(line.amount)} />
          <p className="note">
            {formatEuro(line.unitPrice)}/ud · IVA {line.ivaRate} %{line.note ? ` · ${line.note}` : ''}
          </p>
        </div>
      ))}
      {ticket.adjustments.map((adjustment, index) => (
        <Row key={index} label={adjustment.label} value={formatEuro(adjustment.amount)} />
      ))}
      <hr />
      <TaxTable taxes={ticket.taxes} />
      <hr />
      <Row label="TOTAL" value={formatEuro(ticket.total)} strong />
      <p className="center">IVA incluido</p>
      <hr />
      {ticket.payments.map((payment, index) => (
        <Row key={index} label={PAYMENT_METHOD_LABELS[payment.method]} value={formatEuro(payment.amount)} />
      ))}
      {ticket.tendered !== undefined && <Row label="Entregado" value={formatEuro(ticket.tendered)} />}
      {ticket.tendered !== undefined && <Row label="Cambio" value={formatEuro(ticket.change)} />}
      {ticket.tip !== '0.00' && <Row label="Propina" value={formatEuro(ticket.tip)} />}
      {ticket.footer && (
        <>
          <hr />
          <p className="center">{ticket.footer}</p>
        </>
      )}
    </>
  );
}
