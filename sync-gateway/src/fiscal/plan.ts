import { MAX_RECORDS_PER_MESSAGE } from './policy.ts';
import { chainRecordOf, invoiceOf, isPendingAnulacion, type PendingRecord } from './queue.ts';
import type { Obligado } from './xml.ts';

/**
 * Which records go in the next message. A message has one Cabecera, so one obligado and one
 * Incidencia for all its records: the next message takes the queue from the front while its records
 * share both, up to 1.000 records.
 *
 * An anulación goes only once the AEAT has answered for the alta it cancels: the alta may be in
 * another installation's chain (a manager cancels on another device), which the queue may order
 * after it, and sending it in the same message would leave the anulación to the fate of the alta it
 * rides with (refused, it would be refused too, when it could go as SinRegistroPrevio). While that
 * alta waits for its answer, the anulación is held back, and with it the rest of its installation's
 * chain (which must follow it); the other installations go on. Only whole installation tails are
 * held back, never a record from the middle of one, so every chain still reaches the AEAT in
 * generation order; the cost is one TiempoEsperaEnvio for that installation, once per anulación.
 */

export interface PlannedMessage {
  obligado: Obligado;
  incidencia: boolean;
  records: PendingRecord[];
}

function issuerName(record: PendingRecord): string {
  // The name the ticket printed for its issuer is the one the records carry; the first stands for all.
  return isPendingAnulacion(record) ? record.issuerName : record.ticket.issuer.name;
}

function plan(
  pending: readonly PendingRecord[],
  incidenciaOf: (record: PendingRecord) => boolean,
  waitForAltas: boolean,
): PlannedMessage | undefined {
  const records: PendingRecord[] = [];
  const held = new Set<string>();
  let head: { nif: string; name: string; incidencia: boolean } | undefined;
  for (const record of pending) {
    if (records.length === MAX_RECORDS_PER_MESSAGE) break;
    const installation = chainRecordOf(record).NumeroInstalacion;
    if (held.has(installation)) continue;
    if (waitForAltas && isPendingAnulacion(record) && record.cancelled === 'pending') {
      held.add(installation);
      continue;
    }
    const invoice = invoiceOf(record);
    const incidencia = incidenciaOf(record);
    head ??= { nif: invoice.issuer, name: issuerName(record), incidencia };
    if (invoice.issuer !== head.nif || incidencia !== head.incidencia) break;
    records.push(record);
  }
  return head === undefined
    ? undefined
    : { obligado: { name: head.name, nif: head.nif }, incidencia: head.incidencia, records };
}

export function nextMessage(
  pending: readonly PendingRecord[],
  incidenciaOf: (record: PendingRecord) => boolean,
): PlannedMessage | undefined {
  // Records held back while nothing else can go: the alta is past the page read, or never comes
  // (its ticket unreadable). Waiting could then last for ever, so they go as they stand; the AEAT
  // judges the anulación on its own.
  return plan(pending, incidenciaOf, true) ?? plan(pending, incidenciaOf, false);
}
