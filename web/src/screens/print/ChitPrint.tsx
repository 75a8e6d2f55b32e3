import { useParams } from 'react-router-dom';
import type { DiningTable, Order } from '@restaurantpro/schema';
import type { StoredDoc } from '../../data/queries.ts';
import { useLiveDoc } from '../../data/useLiveDoc.ts';
import { formatDateTime } from '../../lib/format.ts';
import { modifiersByGroup } from '../../lib/order-lines.ts';
import { Missing, PrintPage, Row } from './PrintPage.tsx';
import { printDocId } from './print-ids.ts';

/**
 * The kitchen/bar chit of one round: its number, table and time, and each line the cooks must make,
 * with its options and the waiter's note. Voided lines are left out: nobody should cook them.
 */
export default function ChitPrint() {
  const orderId = printDocId('order', useParams().orderId ?? '');
  const order = useLiveDoc<Order & StoredDoc>('floor', orderId);
  const tableId = order.data?.tableId;
  const table = useLiveDoc<DiningTable & StoredDoc>('floor', tableId ? `table:${tableId}` : null);
  const loading = order.status === 'loading' || (tableId !== undefined && table.status === 'loading');
  const state = loading ? 'loading' : order.data ? 'ready' : 'failed';
  return (
    <PrintPage title="Comanda" state={state}>
      {order.data ? (
        <ChitPaper order={order.data} tableNumber={table.data?.number} />
      ) : (
        <Missing what="El pedido" />
      )}
    </PrintPage>
  );
}

function ChitPaper({ order, tableNumber }: { order: Order; tableNumber: string | undefined }) {
  const lines = order.items.filter((line) => !line.void);
  return (
    <>
      <h1>Comanda {order.orderNumber}</h1>
      {tableNumber !== undefined && <p className="center strong">Mesa {tableNumber}</p>}
      <p className="center">{formatDateTime(order.createdAt)}</p>
      <hr />
      {lines.map((line) => (
        <div key={line.id}>
          <Row label={<span className="strong">{`${line.quantity} x ${line.productName}`}</span>} value="" />
          {modifiersByGroup(line.modifiers).map((text) => (
            <p key={text} className="note">
              {text}
            </p>
          ))}
          {line.notes && <p className="note">Nota: {line.notes}</p>}
        </div>
      ))}
      {order.notes && (
        <>
          <hr />
          <p>Nota: {order.notes}</p>
        </>
      )}
    </>
  );
}
