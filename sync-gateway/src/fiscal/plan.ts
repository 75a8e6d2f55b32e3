import { MAX_RECORDS_PER_MESSAGE } from './policy.ts';
import type { PendingRecord } from './queue.ts';
import type { Obligado } from './xml.ts';

/**
 * Which records go in the next message. A message has one Cabecera, so one obligado and one
 * Incidencia for all its records: the next message is the longest run from the front of the queue
 * that shares both, up to 1.000 records. Taking a run from the front, never picking records from
 * further back, keeps every installation's records in generation order across messages.
 */

export interface PlannedMessage {
  obligado: Obligado;
  incidencia: boolean;
  records: PendingRecord[];
}

export function nextMessage(
  pending: readonly PendingRecord[],
  incidenciaOf: (record: PendingRecord) => boolean,
): PlannedMessage | undefined {
  const first = pending[0];
  if (first === undefined) return undefined;
  const nif = first.ticket.fiscal.IDEmisorFactura;
  const incidencia = incidenciaOf(first);
  const records = [first];
  for (const record of pending.slice(1, MAX_RECORDS_PER_MESSAGE)) {
    if (record.ticket.fiscal.IDEmisorFactura !== nif || incidenciaOf(record) !== incidencia) break;
    records.push(record);
  }
  // The name the ticket printed for its issuer is the one the records carry; the first stands for all.
  return { obligado: { name: first.ticket.issuer.name, nif }, incidencia, records };
}
