import { useParams, useSearchParams } from 'react-router-dom';
import { courseLabel, type DiningTable, type Order } from '@restaurantpro/schema';
import type { StoredDoc } from '../../data/queries.ts';
import { useLiveDoc } from '../../data/useLiveDoc.ts';
import { formatDateTime } from '../../lib/format.ts';
import { modifiersByGroup } from '../../lib/order-lines.ts';
import { Missing, PrintPage, Row } from './PrintPage.tsx';
import { printDocId } from './print-ids.ts';

/** A station's part of the round (`?estacion=Barra&lineas=a,b`), or null for the whole round. */
interface StationPart {
  station: string;
  lineIds: ReadonlySet<string>;
}

function stationPart(params: URLSearchParams): StationPart | null {
  const station = params.get('estacion');
  if (station === null) return null;
  return { station, lineIds: new Set((params.get('lineas') ?? '').split(',').filter(Boolean)) };
}

/**
 * The kitchen/bar chit of one round: its number, table and time, and each line the cooks must make,
 * with its course, options and the waiter's note. Voided lines are left out: nobody should cook them.
 * A station's chit has that station's lines only, under its name.
 */
export default function ChitPrint() {
  const orderId = printDocId('order', useParams().orderId ?? '');
  const [params] = useSearchParams();
  const part = stationPart(params);
  const order = useLiveDoc<Order & StoredDoc>('floor', orderId);
  const tableId = order.data?.tableId;
  const table = useLiveDoc<DiningTable & StoredDoc>('floor', tableId ? `table:${tableId}` : null);
  const loading = order.status === 'loading' || (tableId !== undefined && table.status === 'loading');
  const state = loading ? 'loading' : order.data ? 'ready' : 'failed';
  return (
    <PrintPage title="Comanda" state={state}>
      {order.data ? (
        <ChitPaper order={order.data} tableNumber={table.data?.number} part={part} />
      ) : (
        <Missing what="El pedido" />
      )}
    </PrintPage>
  );
}

function ChitPaper({
  order,
  tableNumber,
  part,
}: {
  order: Order;
  tableNumber: string | undefined;
  part: StationPart | null;
}) {
  const lines = order.items.filter((line) => !line.void && (part === null || part.lineIds.has(line.id)));
  return (
    <>
      <h1>Comanda {order.orderNumber}</h1>
      {part !== null && <p className="center strong">{part.station}</p>}
      {tableNumber !== undefined && <p className="center strong">Mesa {tableNumber}</p>}
      <p className="center">{formatDateTime(order.createdAt)}</p>
      <hr />
      {lines.map((line) => (
        <div key={line.id}>
          <Row
            label={<span className="strong">{`${line.quantity} x ${line.productName}`}</span>}
            value={line.course ? courseLabel(line.course) : ''}
          />
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
