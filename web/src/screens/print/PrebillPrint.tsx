import { useParams } from 'react-router-dom';
import { idPart, type DiningTable } from '@restaurantpro/schema';
import type { StoredDoc } from '../../data/queries.ts';
import { useCheckMoney } from '../../data/useCheckMoney.ts';
import { useLiveDoc } from '../../data/useLiveDoc.ts';
import { useNow } from '../../components/useNow.ts';
import { formatDateTime, formatEuro } from '../../lib/format.ts';
import { Missing, PrintPage, Row } from './PrintPage.tsx';
import { TaxTable } from './TaxTable.tsx';

/**
 * The pre-bill ('Pedir cuenta'): the check's bill as schema's billOf makes it, marked as not being an
 * invoice. What was already paid and what is left show when part of it is paid.
 */
export default function PrebillPrint() {
  const checkId = idPart(useParams().checkId ?? '');
  const { data, status } = useCheckMoney(checkId);
  const money = data?.money ?? null;
  const table = useLiveDoc<DiningTable & StoredDoc>('floor', money ? `table:${money.check.tableId}` : null);
  const now = useNow();
  const loading = status === 'loading' || (money !== null && table.status === 'loading');
  const state = loading ? 'loading' : money ? 'ready' : 'failed';
  if (!money) {
    return (
      <PrintPage title="Cuenta" state={state}>
        <Missing what="La cuenta" />
      </PrintPage>
    );
  }
  const { bill } = money;
  return (
    <PrintPage title="Cuenta" state={state}>
      <h1>{data?.settings?.businessName ?? 'Cuenta'}</h1>
      <h2>Cuenta — no válido como factura</h2>
      {table.data && <Row label="Mesa" value={table.data.number} />}
      <Row label="Comensales" value={money.view.guests} />
      <Row label="Fecha" value={formatDateTime(now)} />
      <hr />
      {bill.lines.map((line) => (
        <div key={`${line.orderId}/${line.lineId}`}>
          <Row label={`${line.quantity} x ${line.name}`} value={formatEuro(line.amount)} />
          <p className="note">
            {formatEuro(line.unitPrice)}/ud · IVA {line.ivaRate} %{line.note ? ` · ${line.note}` : ''}
          </p>
        </div>
      ))}
      {bill.adjustments.map((adjustment) => (
        <Row key={adjustment.adjustmentId} label={adjustment.label} value={formatEuro(`-${adjustment.amount}`)} />
      ))}
      <hr />
      <TaxTable taxes={bill.taxes} />
      <hr />
      <Row label="TOTAL" value={formatEuro(bill.total)} strong />
      <p className="center">IVA incluido</p>
      {bill.paid !== '0.00' && (
        <>
          <Row label="Pagado" value={formatEuro(bill.paid)} />
          <Row label="Pendiente" value={formatEuro(bill.due)} />
        </>
      )}
    </PrintPage>
  );
}
