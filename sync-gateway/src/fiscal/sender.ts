import { setTimeout as delay } from 'node:timers/promises';
import { fiscalTimestampMs } from '@restaurantpro/schema';
import { nextMessage, type PlannedMessage } from './plan.ts';
import {
  DEFAULT_WAIT_MS,
  IDLE_POLL_MS,
  LATE_RECORD_MARGIN_MS,
  MAX_RECORDS_PER_MESSAGE,
  RETRY_FIRST_MS,
  RETRY_MAX_MS,
} from './policy.ts';
import {
  chainRecordOf,
  invoiceOf,
  isPendingAnulacion,
  type PendingRecord,
  type RecordQueue,
  type SettledRecord,
} from './queue.ts';
import { AeatAnswerError, parseRegistrationResponse, type RegistrationResponse } from './response.ts';
import { verdictsOf } from './verdicts.ts';
import { registrationEnvelope, type RegistroItem } from './xml.ts';

/**
 * Sends the billing records to the AEAT as VERI*FACTU asks: in generation order within each
 * installation, at most 1.000 per message, and never before the wait the AEAT's last answer asked
 * for. A message that gets no answer (no connection, a timeout, a SOAP fault) is sent again after a
 * pause that doubles up to an hour; what goes out after such a failure, or reaches the sender long
 * after it was generated, says Incidencia = S. Answers are stored only once they arrive, so a crash
 * mid-send loses nothing: the records are still pending, and those the AEAT kept answer 3000 when
 * sent again and settle then.
 */

export interface SenderClock {
  now(): number;
  /** Resolves after `ms`, or as soon as `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

export const systemClock: SenderClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    delay(ms, undefined, { signal }).catch((error: unknown) => {
      // Being woken is the point of the signal; anything else is a real failure.
      if (!signal.aborted) throw error;
    }),
};

/** Posts one message and resolves with the AEAT's answer body (client.ts's sendEnvelope, configured). */
export type Transport = (xml: string) => Promise<string>;

export interface SenderLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface FiscalSenderOptions {
  queue: RecordQueue;
  transport: Transport;
  clock?: SenderClock;
  log?: SenderLog;
}

export type SendStep =
  /** Nothing to send. */
  | { kind: 'idle'; nextInMs: number }
  /** Records wait for the AEAT's TiempoEsperaEnvio, or for the pause after a failure. */
  | { kind: 'waiting'; nextInMs: number }
  /** A message was answered; `unanswered` records were not in the answer and stay pending. */
  | {
      kind: 'sent';
      incidencia: boolean;
      settled: SettledRecord[];
      unanswered: number;
      waitSeconds: number;
      nextInMs: number;
    }
  /** A message got no usable answer; its records stay pending. */
  | { kind: 'failed'; records: number; error: unknown; nextInMs: number };

/** What the screens may show about the connection with the AEAT. */
export interface SenderStatus {
  /** When messages started failing, if they are failing now. */
  failingSince: number | null;
  failures: number;
  lastError: string | null;
  /** Not before this instant is the next message sent. */
  nextSendAt: number;
}

const silent: SenderLog = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * How a record goes in the message. A resent alta is a subsanación after a rejection; an anulación
 * has no Subsanacion element, so a resent one says RechazoPrevio only, and SinRegistroPrevio when
 * the AEAT never held the alta it cancels.
 */
function itemOf(record: PendingRecord): RegistroItem {
  if (isPendingAnulacion(record)) {
    return {
      anulacion: record.annulment.fiscal,
      ...(record.subsanacion ? { rechazoPrevio: true } : {}),
      ...(record.cancelled === 'refused' ? { sinRegistroPrevio: true } : {}),
    };
  }
  return { ticket: record.ticket, ...(record.subsanacion ? { subsanacion: true, rechazoPrevio: true } : {}) };
}

export class FiscalSender {
  private readonly queue: RecordQueue;
  private readonly transport: Transport;
  private readonly clock: SenderClock;
  private readonly log: SenderLog;

  private nextSendAt = 0;
  private waitMs = DEFAULT_WAIT_MS;
  private failingSince: number | null = null;
  /** When the last outage ended: records generated before it were held back by it. */
  private outageEnd: number | null = null;
  private failures = 0;
  private lastError: string | null = null;

  /** runOnce calls queue behind each other, so a loop and a caller never send at the same time. */
  private tail: Promise<unknown> = Promise.resolve();
  private loop: Promise<void> | undefined;
  private stopped = true;
  private wake: AbortController | undefined;
  private notified = false;

  constructor(options: FiscalSenderOptions) {
    this.queue = options.queue;
    this.transport = options.transport;
    this.clock = options.clock ?? systemClock;
    this.log = options.log ?? silent;
  }

  status(): SenderStatus {
    return {
      failingSince: this.failingSince,
      failures: this.failures,
      lastError: this.lastError,
      nextSendAt: this.nextSendAt,
    };
  }

  /**
   * One step: sends the next message if the AEAT's wait (or the pause after a failure) is over and
   * records are pending, and says how long until the next step is worth taking. Throws only when the
   * queue does (reading the records, or storing their answers).
   */
  runOnce(): Promise<SendStep> {
    const run = this.tail.then(() => this.step());
    // The chain only orders the steps; each caller gets its own step's outcome from `run`.
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Runs steps until `stop`, sleeping between them as each step says. */
  start(): void {
    if (this.loop !== undefined) return;
    this.stopped = false;
    this.loop = this.run();
  }

  /** New records are waiting: take the next step now rather than at the next poll (the AEAT's wait still holds). */
  notify(): void {
    this.notified = true;
    this.wake?.abort();
  }

  /** Stops the loop once the message in flight, if any, is answered or fails. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.abort();
    await this.loop;
    this.loop = undefined;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let next: number;
      try {
        next = (await this.runOnce()).nextInMs;
      } catch (error) {
        this.log.error({ err: error }, 'fiscal: the record queue failed');
        next = RETRY_FIRST_MS;
      }
      if (this.stopped) break;
      const wake = new AbortController();
      this.wake = wake;
      if (!this.notified) await this.clock.sleep(next, wake.signal);
      this.notified = false;
    }
  }

  private async step(): Promise<SendStep> {
    const now = this.clock.now();
    if (now < this.nextSendAt) return { kind: 'waiting', nextInMs: this.nextSendAt - now };
    const pending = await this.queue.pending(MAX_RECORDS_PER_MESSAGE);
    const message = nextMessage(pending, (record) => this.incidenciaOf(record, now));
    if (message === undefined) return { kind: 'idle', nextInMs: IDLE_POLL_MS };

    let answer: RegistrationResponse;
    try {
      const xml = registrationEnvelope({
        obligado: message.obligado,
        incidencia: message.incidencia,
        items: message.records.map(itemOf),
      });
      answer = parseRegistrationResponse(await this.transport(xml));
    } catch (error) {
      return this.failed(message, error);
    }

    const answeredAt = this.clock.now();
    const { settled, unanswered } = verdictsOf(message.records, answer, {
      incidencia: message.incidencia,
      sentAt: new Date(answeredAt).toISOString(),
    });
    // An answer that names none of the records is no answer: sending them again after the AEAT's
    // wait would loop once a minute, so it counts as a failure and backs off.
    if (settled.length === 0)
      return this.failed(message, new AeatAnswerError('La respuesta no nombra ningún registro'));
    this.recovered(answeredAt);
    this.waitMs = answer.waitSeconds * 1000;
    this.nextSendAt = answeredAt + this.waitMs;
    if (unanswered.length > 0) {
      this.log.warn(
        { unanswered: unanswered.map((record) => invoiceOf(record).numSerie) },
        'fiscal: the answer left records out; they stay pending',
      );
    }
    await this.queue.settle(settled);
    this.log.info(
      { records: message.records.length, status: answer.status, incidencia: message.incidencia },
      'fiscal: message answered',
    );
    return {
      kind: 'sent',
      incidencia: message.incidencia,
      settled,
      unanswered: unanswered.length,
      waitSeconds: answer.waitSeconds,
      nextInMs: this.waitMs,
    };
  }

  /**
   * Incidencia = S for a record held back by an incident: sent while messages fail, generated before
   * the last outage ended, or reaching the sender longer after its generation than the AEAT's wait
   * and a margin explain (a device that was offline, a gateway that was down).
   */
  private incidenciaOf(record: PendingRecord, now: number): boolean {
    if (this.failingSince !== null) return true;
    const generated = fiscalTimestampMs(chainRecordOf(record).FechaHoraHusoGenRegistro);
    if (this.outageEnd !== null && generated <= this.outageEnd) return true;
    return now - generated > this.waitMs + LATE_RECORD_MARGIN_MS;
  }

  private recovered(at: number): void {
    if (this.failingSince === null) return;
    this.log.info(
      { failingSince: this.failingSince, failures: this.failures },
      'fiscal: the AEAT answers again',
    );
    this.outageEnd = at;
    this.failingSince = null;
    this.failures = 0;
    this.lastError = null;
  }

  private failed(message: PlannedMessage, error: unknown): SendStep {
    const now = this.clock.now();
    this.failingSince ??= now;
    this.failures += 1;
    const pause = Math.min(RETRY_FIRST_MS * 2 ** (this.failures - 1), RETRY_MAX_MS);
    this.nextSendAt = now + pause;
    this.lastError = error instanceof Error ? error.message : String(error);
    this.log.warn(
      { err: error, records: message.records.length, failures: this.failures, retryInMs: pause },
      'fiscal: message not answered; records stay pending',
    );
    return { kind: 'failed', records: message.records.length, error, nextInMs: pause };
  }
}
