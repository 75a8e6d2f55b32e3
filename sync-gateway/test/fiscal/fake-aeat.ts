import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { fiscalTimestampMs } from '@restaurantpro/schema';
import { NS_RESPUESTA, NS_SI, NS_SOAP } from '../../src/fiscal/namespaces.ts';
import { escapeXml } from '../../src/fiscal/xml.ts';
import {
  readMessage,
  type ReceivedAlta,
  type ReceivedAnulacion,
  type ReceivedMessage,
  type ReceivedRecord,
} from './aeat-checks.ts';
import type { TestPki } from './test-pki.ts';

/**
 * A fake of the AEAT's SistemaFacturacion service on 127.0.0.1 (a random port), behind mutual TLS
 * with the test PKI: it takes only clients whose certificate the test CA signed. It checks each
 * message (aeat-checks.ts) and the order of every installation's chain across messages, keeps the
 * records it accepted, answers as RespuestaSuministro.xsd says (TiempoEsperaEnvio, a line per
 * record with its operation, 3000 for a record it already holds, an anulación refused when it does
 * not hold the alta it cancels) and records everything it received. Tests set up refusals, outages
 * and lost answers; a message with problems gets a SOAP fault, and its problems are listed in
 * `violations` for the test to assert on.
 */

/** What an outage looks like from the client: a reset connection, a SOAP fault, a 503, or silence. */
export type Outage = 'reset' | 'fault' | 'unavailable' | 'hang';

export type Outcome = 'answered' | 'fault' | 'answer-lost' | Outage;

export interface Received {
  /** When it arrived, on the test's clock. */
  at: number;
  outcome: Outcome;
  /** Undefined when the message was not read (an outage) or could not be. */
  message: ReceivedMessage | undefined;
}

interface Held {
  state: 'Correcto' | 'AceptadoConErrores';
  request: string;
  code?: number;
  description?: string;
  /** An alta whose anulación it accepted since. */
  annulled?: boolean;
}

interface Refusal {
  code: number;
  description: string;
  times: number;
}

export interface FakeAeat {
  url: string;
  /** Every message that reached it, outages included, in arrival order. */
  received: Received[];
  /** Problems found in messages: a test expects none. */
  violations: string[];
  /** Records it holds, by key: an alta's NumSerieFactura, `anulacion:<number>` for an anulación. */
  held: Map<string, Held>;
  /** TiempoEsperaEnvio of each answer. */
  waitSeconds: number;
  /** Whether (and how) the service is down at a given instant of the test's clock. */
  outage: (now: number) => Outage | null;
  /** Answers to drop after accepting their records, as if the connection broke on the way back. */
  loseAnswers: number;
  /**
   * Refuses the record `key` (an alta's NumSerieFactura, `anulacion:<number>` for an anulación) with
   * `code` the next `times` times it arrives (Infinity: always).
   */
  refuse(key: string, code: number, description: string, times?: number): void;
  /** Accepts the record `key` with errors (AceptadoConErrores) when it arrives. */
  acceptWithErrors(key: string, code: number, description: string): void;
  /** Holds the record `key` as already registered, as if sent before. */
  preload(key: string): void;
  /** Every alta received in answered messages, in order. */
  altas(): ReceivedAlta[];
  /** Every anulación received in answered messages, in order. */
  anulaciones(): ReceivedAnulacion[];
  /** Every record received in answered messages, altas and anulaciones, in order. */
  records(): ReceivedRecord[];
  close(): Promise<void>;
}

const FAULT_SCHEMA = 4102;
/** Its answer to an anulación of an invoice it does not hold (and SinRegistroPrevio is not S). */
export const NOT_REGISTERED = { code: 3002, description: 'No existe el registro de facturación.' };

/** The key the fake keeps a record under, as the gateway's chainRecordKey does. */
export const recordKey = (record: ReceivedRecord) =>
  record.kind === 'anulacion' ? `anulacion:${record.numSerie}` : record.numSerie;

const DUPLICATE_STATE = { Correcto: 'Correcta', AceptadoConErrores: 'AceptadaConErrores' } as const;

function envelope(body: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<env:Envelope xmlns:env="${NS_SOAP}"><env:Header/><env:Body Id="Body">${body}</env:Body></env:Envelope>`
  );
}

function fault(code: string, text: string): string {
  return envelope(
    `<env:Fault><faultcode>${code}</faultcode><faultstring>${escapeXml(text)}</faultstring></env:Fault>`,
  );
}

interface Line {
  record: ReceivedRecord;
  state: 'Correcto' | 'AceptadoConErrores' | 'Incorrecto';
  code?: number;
  description?: string;
  duplicateOf?: Held;
}

function answer(message: ReceivedMessage, lines: readonly Line[], waitSeconds: number, csv: string): string {
  const t = (name: string, value: string) => `<tik:${name}>${escapeXml(value)}</tik:${name}>`;
  const r = (name: string, content: string) => `<tikR:${name}>${content}</tikR:${name}>`;
  const states = new Set(lines.map((line) => line.state));
  const status =
    states.size === 1 && states.has('Correcto')
      ? 'Correcto'
      : states.size === 1 && states.has('Incorrecto')
        ? 'Incorrecto'
        : 'ParcialmenteCorrecto';
  const body = lines
    .map(({ record, state, code, description, duplicateOf }) =>
      r(
        'RespuestaLinea',
        // An anulación's line names the cancelled invoice in the same IDFactura as an alta's.
        r(
          'IDFactura',
          t('IDEmisorFactura', record.nif) +
            t('NumSerieFactura', record.numSerie) +
            t('FechaExpedicionFactura', record.fecha),
        ) +
          r(
            'Operacion',
            t('TipoOperacion', record.kind === 'alta' ? 'Alta' : 'Anulacion') +
              (record.kind === 'alta' && record.subsanacion ? t('Subsanacion', 'S') : '') +
              (record.rechazoPrevio ? t('RechazoPrevio', 'S') : '') +
              (record.kind === 'anulacion' && record.sinRegistroPrevio ? t('SinRegistroPrevio', 'S') : ''),
          ) +
          r('EstadoRegistro', state) +
          (code === undefined ? '' : r('CodigoErrorRegistro', String(code))) +
          (description === undefined ? '' : r('DescripcionErrorRegistro', escapeXml(description))) +
          (duplicateOf === undefined
            ? ''
            : r(
                'RegistroDuplicado',
                t('IdPeticionRegistroDuplicado', duplicateOf.request) +
                  t(
                    'EstadoRegistroDuplicado',
                    duplicateOf.annulled === true ? 'Anulada' : DUPLICATE_STATE[duplicateOf.state],
                  ) +
                  (duplicateOf.code === undefined ? '' : t('CodigoErrorRegistro', String(duplicateOf.code))) +
                  (duplicateOf.description === undefined
                    ? ''
                    : t('DescripcionErrorRegistro', duplicateOf.description)),
              )),
      ),
    )
    .join('');
  return envelope(
    `<tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${NS_RESPUESTA}" xmlns:tik="${NS_SI}">` +
      (status === 'Incorrecto' ? '' : r('CSV', csv)) +
      r(
        'Cabecera',
        `<tik:ObligadoEmision>${t('NombreRazon', message.obligado.name)}${t('NIF', message.obligado.nif)}</tik:ObligadoEmision>`,
      ) +
      r('TiempoEsperaEnvio', String(waitSeconds)) +
      r('EstadoEnvio', status) +
      body +
      '</tikR:RespuestaRegFactuSistemaFacturacion>',
  );
}

export async function startFakeAeat(pki: TestPki, now: () => number = Date.now): Promise<FakeAeat> {
  const refusals = new Map<string, Refusal>();
  const warnings = new Map<string, { code: number; description: string }>();
  /** Huellas received per installation: a record must link to one received before it. */
  const chains = new Map<string, Set<string>>();
  let requests = 0;

  const checkChains = (message: ReceivedMessage): string[] => {
    const problems: string[] = [];
    const lastGenerated = new Map<string, number>();
    for (const record of message.records) {
      const name = recordKey(record);
      const seen = chains.get(record.installation) ?? new Set<string>();
      chains.set(record.installation, seen);
      if (record.previousHuella === undefined) {
        if (seen.size > 0 && !seen.has(record.huella))
          problems.push(`${name}: un segundo primer registro en ${record.installation}`);
      } else if (!seen.has(record.previousHuella)) {
        problems.push(`${name}: enlaza con un registro de ${record.installation} no recibido antes`);
      }
      const generated = fiscalTimestampMs(record.generated);
      if (generated < (lastGenerated.get(record.installation) ?? -Infinity)) {
        problems.push(`${name}: generado antes que el registro anterior del envío`);
      }
      lastGenerated.set(record.installation, generated);
      seen.add(record.huella);
    }
    return problems;
  };

  const verdict = (record: ReceivedRecord, request: string): Line => {
    const key = recordKey(record);
    const refusal = refusals.get(key);
    if (refusal !== undefined && refusal.times > 0) {
      refusal.times -= 1;
      return { record, state: 'Incorrecto', code: refusal.code, description: refusal.description };
    }
    const held = fake.held.get(key);
    if (held !== undefined) {
      return {
        record,
        state: 'Incorrecto',
        code: 3000,
        description: 'Registro de facturación duplicado.',
        duplicateOf: held,
      };
    }
    // An anulación cancels an alta the AEAT holds (received before it, or earlier in this message),
    // unless it says the AEAT never held one.
    const cancelled = record.kind === 'anulacion' ? fake.held.get(record.numSerie) : undefined;
    if (record.kind === 'anulacion' && cancelled === undefined && !record.sinRegistroPrevio) {
      return { record, state: 'Incorrecto', ...NOT_REGISTERED };
    }
    const warning = warnings.get(key);
    const kept: Held =
      warning === undefined
        ? { state: 'Correcto', request }
        : { state: 'AceptadoConErrores', request, ...warning };
    fake.held.set(key, kept);
    if (cancelled !== undefined) cancelled.annulled = true;
    return warning === undefined
      ? { record, state: 'Correcto' }
      : { record, state: 'AceptadoConErrores', ...warning };
  };

  const server = https.createServer(
    { key: pki.serverKey, cert: pki.serverCert, ca: pki.ca, requestCert: true, rejectUnauthorized: true },
    (req, res) => {
      const at = now();
      const outage = fake.outage(at);
      if (outage !== null) {
        fake.received.push({ at, outcome: outage, message: undefined });
        if (outage === 'reset') req.socket.destroy();
        else if (outage === 'unavailable')
          res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>503</h1>');
        else if (outage === 'fault') {
          res.writeHead(500, { 'content-type': 'text/xml; charset=utf-8' });
          res.end(fault('env:Server', 'Codigo[20009].Error interno en el servidor'));
        }
        return;
      }
      const chunks: Uint8Array[] = [];
      req.on('data', (chunk: Uint8Array) => chunks.push(chunk));
      req.on('end', () => {
        const { message, problems } = readMessage(Buffer.concat(chunks).toString('utf8'));
        if (req.method !== 'POST' || !String(req.headers['content-type']).startsWith('text/xml')) {
          problems.push(`petición ${req.method} ${String(req.headers['content-type'])}`);
        }
        if (message !== undefined) problems.push(...checkChains(message));
        if (problems.length > 0 || message === undefined) {
          fake.violations.push(...problems);
          fake.received.push({ at, outcome: 'fault', message });
          res.writeHead(500, { 'content-type': 'text/xml; charset=utf-8' });
          res.end(
            fault('env:Client', `Codigo[${FAULT_SCHEMA}].El XML no cumple el esquema. ${problems[0] ?? ''}`),
          );
          return;
        }
        requests += 1;
        const request = String(requests).padStart(8, '0');
        const lines = message.records.map((record) => verdict(record, request));
        if (fake.loseAnswers > 0) {
          fake.loseAnswers -= 1;
          fake.received.push({ at, outcome: 'answer-lost', message });
          req.socket.destroy();
          return;
        }
        fake.received.push({ at, outcome: 'answered', message });
        res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
        res.end(answer(message, lines, fake.waitSeconds, `A-CSV${request}`));
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeAeat = {
    url: `https://127.0.0.1:${port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`,
    received: [],
    violations: [],
    held: new Map(),
    waitSeconds: 60,
    outage: () => null,
    loseAnswers: 0,
    refuse: (key, code, description, times = 1) => refusals.set(key, { code, description, times }),
    acceptWithErrors: (key, code, description) => warnings.set(key, { code, description }),
    preload: (key) => fake.held.set(key, { state: 'Correcto', request: 'PRELOADED' }),
    altas: () => fake.records().flatMap((record) => (record.kind === 'alta' ? [record] : [])),
    anulaciones: () => fake.records().flatMap((record) => (record.kind === 'anulacion' ? [record] : [])),
    records: () =>
      fake.received.flatMap(({ outcome, message }) =>
        outcome === 'answered' && message ? message.records : [],
      ),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
