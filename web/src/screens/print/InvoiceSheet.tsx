import { PAYMENT_METHOD_LABELS, type Ticket } from '@restaurantpro/schema';
import { formatDateTime, formatEuro } from '../../lib/format.ts';
import { FiscalQr } from './FiscalQr.tsx';
import { PAPER_TITLES, replacesLine, ticketNumber } from './paper-text.ts';
import { Row } from './PrintPage.tsx';
import { TaxTable } from './TaxTable.tsx';

/**
 * A full invoice on an A4 sheet: what the 80 mm paper prints, laid out for a page. The tax QR opens
 * the page as it opens the roll, between the issuer and the invoice's number; the customer has a box
 * of their own, and the lines a table with quantity, price, IVA rate and amount.
 */
export function InvoiceSheet({ invoice }: { invoice: Ticket }) {
  const { issuer, customer, replaces } = invoice;
  return (
    <>
      <div className="head">
        <div>
          <h1>{issuer.name}</h1>
          <p>NIF: {issuer.nif}</p>
          <p>{issuer.address}</p>
        </div>
        {invoice.fiscal && <FiscalQr record={invoice.fiscal} />}
        <div>
          <h2>{PAPER_TITLES[invoice.kind]}</h2>
          <Row label="Nº" value={ticketNumber(invoice.series, invoice.number)} />
          <Row label="Fecha" value={formatDateTime(invoice.issuedAt)} />
          {replaces && <p>{replacesLine(replaces)}</p>}
        </div>
      </div>
      <div className="parties">
        {customer && (
          <section className="party" aria-label="Cliente">
            <h3>Cliente</h3>
            <p>{customer.name}</p>
            <p>NIF: {customer.nif}</p>
            <p>{customer.address}</p>
          </section>
        )}
        <section className="party" aria-label="Servicio">
          <h3>Servicio</h3>
          {invoice.tableName && <Row label="Mesa" value={invoice.tableName} />}
          <Row label="Atendido por" value={invoice.waiter} />
        </section>
      </div>
      <table aria-label="Conceptos">
        <thead>
          <tr>
            <th scope="col">Concepto</th>
            <th scope="col">Cantidad</th>
            <th scope="col">Precio</th>
            <th scope="col">IVA</th>
            <th scope="col">Importe</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index}>
              <td>{line.note ? `${line.name} (${line.note})` : line.name}</td>
              <td>{line.quantity}</td>
              <td>{formatEuro(line.unitPrice)}</td>
              <td>{line.ivaRate} %</td>
              <td>{formatEuro(line.amount)}</td>
            </tr>
          ))}
          {invoice.adjustments.map((adjustment, index) => (
            <tr key={`adjustment-${index}`}>
              <td>{adjustment.label}</td>
              <td />
              <td />
              <td />
              <td>{formatEuro(adjustment.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="totals">
        <div>
          {invoice.payments.map((payment, index) => (
            <Row
              key={index}
              label={`Cobrado: ${PAYMENT_METHOD_LABELS[payment.method]}`}
              value={formatEuro(payment.amount)}
            />
          ))}
        </div>
        <div>
          <TaxTable taxes={invoice.taxes} />
          <Row label="TOTAL" value={formatEuro(invoice.total)} strong />
          <p>IVA incluido</p>
        </div>
      </div>
      {invoice.footer && (
        <>
          <hr />
          <p className="center">{invoice.footer}</p>
        </>
      )}
    </>
  );
}
