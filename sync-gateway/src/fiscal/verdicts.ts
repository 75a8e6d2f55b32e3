import { DUPLICATE_RECORD_CODE, FIXABLE_REFUSAL_CODES } from './policy.ts';
import { invoiceOf, operationOf, settledIdOf, type PendingRecord, type SettledRecord } from './queue.ts';
import type { RegistrationResponse, ResponseLine, TipoOperacion } from './response.ts';

/**
 * Each sent record's answer, as it is stored: the AEAT's RespuestaLinea matched to the record by
 * its IDFactura (issuer and number) and its operation, unique within a message: the alta of an
 * invoice and its anulación name the same invoice. A record the answer does not mention stays
 * unsettled and pending, to be sent again.
 */

export interface Verdicts {
  settled: SettledRecord[];
  unanswered: PendingRecord[];
}

export interface SendContext {
  incidencia: boolean;
  /** When the AEAT answered (ISO 8601). */
  sentAt: string;
}

// A NIF's letter means the same in either case, so it is matched whatever case the answer echoes.
const keyOf = (issuer: string, numSerie: string, operation: TipoOperacion) =>
  `${operation}\u0000${issuer.toUpperCase()}\u0000${numSerie}`;

type Verdict = Pick<SettledRecord, 'state' | 'code' | 'description' | 'duplicate' | 'resend'>;

function detail(code: number | undefined, description: string | undefined) {
  return {
    ...(code === undefined ? {} : { code }),
    ...(description === undefined ? {} : { description }),
  };
}

function verdict(record: PendingRecord, line: ResponseLine): Verdict {
  if (line.state !== 'Incorrecto') {
    return { state: line.state, ...detail(line.code, line.description), duplicate: false, resend: false };
  }
  if (line.code === DUPLICATE_RECORD_CODE) {
    // The AEAT holds the record: an earlier message reached it and its answer was lost. It settles as
    // the AEAT holds it (with that record's own errors, if any), never as a refusal.
    const held = line.duplicate;
    return held?.state === 'AceptadaConErrores'
      ? {
          state: 'AceptadoConErrores',
          ...detail(held.code ?? DUPLICATE_RECORD_CODE, held.description ?? line.description),
          duplicate: true,
          resend: false,
        }
      : {
          state: 'Correcto',
          ...detail(DUPLICATE_RECORD_CODE, line.description),
          duplicate: true,
          resend: false,
        };
  }
  const fixable = line.code !== undefined && FIXABLE_REFUSAL_CODES.has(line.code);
  // A subsanación refused again is final: one resend, never a loop.
  return {
    state: 'Incorrecto',
    ...detail(line.code, line.description),
    duplicate: false,
    resend: fixable && !record.subsanacion,
  };
}

export function verdictsOf(
  sent: readonly PendingRecord[],
  answer: RegistrationResponse,
  context: SendContext,
): Verdicts {
  const lines = new Map(
    answer.lines.map((line) => [keyOf(line.issuer, line.numSerie, line.operation), line]),
  );
  const settled: SettledRecord[] = [];
  const unanswered: PendingRecord[] = [];
  for (const record of sent) {
    const invoice = invoiceOf(record);
    const line = lines.get(keyOf(invoice.issuer, invoice.numSerie, operationOf(record)));
    if (line === undefined) {
      unanswered.push(record);
      continue;
    }
    settled.push({
      ...settledIdOf(record),
      ...verdict(record, line),
      subsanacion: record.subsanacion,
      incidencia: context.incidencia,
      sentAt: context.sentAt,
      ...(answer.csv === undefined ? {} : { csv: answer.csv }),
    });
  }
  return { settled, unanswered };
}
