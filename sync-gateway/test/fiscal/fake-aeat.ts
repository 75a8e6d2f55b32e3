import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { fiscalTimestampMs } from '@restaurantpro/schema';
import { NS_RESPUESTA, NS_SI, NS_SOAP } from '../../src/fiscal/namespaces.ts';
import { escapeXml } from '../../src/fiscal/xml.ts';
import { readMessage, type ReceivedAlta, type ReceivedMessage } from './aeat-checks.ts';
import type { TestPki } from './test-pki.ts';

/**
 * A fake of the AEAT's SistemaFacturacion service on 127.0.0.1 (a random port), behind mutual TLS
 * with the test PKI: it takes only clients whose certificate the test CA signed. It checks each
 * message (aeat-checks.ts) and the order of every installation's chain across messages, keeps the
 * records it accepted, answers as RespuestaSuministro.xsd says (TiempoEsperaEnvio, a line per
 * record, 3000 for a record it already holds) and records everything it received. Tests set up
 * refusals, outages and lost answers; a message with problems gets a SOAP fault, and its problems
 * are listed in `violations` for the test to assert on.
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
  /** Records it holds, by NumSerieFactura. */
  held: Map<string, Held>;
  /** TiempoEsperaEnvio of each answer. */
  waitSeconds: number;
  /** Whether (and how) the service is down at a given instant of the test's clock. */
  outage: (now: number) => Outage | null;
  /** Answers to drop after accepting their records, as if the connection broke on the way back. */
  loseAnswers: number;
  /** Refuses `numSerie` with `code` the next `times` times it arrives (Infinity: always). */
  refuse(numSerie: string, code: number, description: string, times?: number): void;
  /** Accepts `numSerie` with errors (AceptadoConErrores) when it arrives. */
  acceptWithErrors(numSerie: string, code: number, description: string): void;
  /** Holds `numSerie` as already registered, as if sent before. */
  preload(numSerie: string): void;
  /** Every alta received in answered messages, in order. */
  altas(): ReceivedAlta[];
  close(): Promise<void>;
}

const FAULT_SCHEMA = 4102;

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
  alta: ReceivedAlta;
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
    .map(({ alta, state, code, description, duplicateOf }) =>
      r(
        'RespuestaLinea',
        r(
          'IDFactura',
          t('IDEmisorFactura', alta.nif) +
            t('NumSerieFactura', alta.numSerie) +
            t('FechaExpedicionFactura', alta.fecha),
        ) +
          r(
            'Operacion',
            t('TipoOperacion', 'Alta') +
              (alta.subsanacion ? t('Subsanacion', 'S') : '') +
              (alta.rechazoPrevio ? t('RechazoPrevio', 'S') : ''),
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
                    duplicateOf.state === 'Correcto' ? 'Correcta' : 'AceptadaConErrores',
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
    for (const alta of message.altas) {
      const seen = chains.get(alta.installation) ?? new Set<string>();
      chains.set(alta.installation, seen);
      if (alta.previousHuella === undefined) {
        if (seen.size > 0 && !seen.has(alta.huella))
          problems.push(`${alta.numSerie}: un segundo primer registro en ${alta.installation}`);
      } else if (!seen.has(alta.previousHuella)) {
        problems.push(`${alta.numSerie}: enlaza con un registro de ${alta.installation} no recibido antes`);
      }
      const generated = fiscalTimestampMs(alta.generated);
      if (generated < (lastGenerated.get(alta.installation) ?? -Infinity)) {
        problems.push(`${alta.numSerie}: generado antes que el registro anterior del envío`);
      }
      lastGenerated.set(alta.installation, generated);
      seen.add(alta.huella);
    }
    return problems;
  };

  const verdict = (alta: ReceivedAlta, request: string): Line => {
    const refusal = refusals.get(alta.numSerie);
    if (refusal !== undefined && refusal.times > 0) {
      refusal.times -= 1;
      return { alta, state: 'Incorrecto', code: refusal.code, description: refusal.description };
    }
    const held = fake.held.get(alta.numSerie);
    if (held !== undefined) {
      return {
        alta,
        state: 'Incorrecto',
        code: 3000,
        description: 'Registro de facturación duplicado.',
        duplicateOf: held,
      };
    }
    const warning = warnings.get(alta.numSerie);
    const kept: Held =
      warning === undefined
        ? { state: 'Correcto', request }
        : { state: 'AceptadoConErrores', request, ...warning };
    fake.held.set(alta.numSerie, kept);
    return warning === undefined
      ? { alta, state: 'Correcto' }
      : { alta, state: 'AceptadoConErrores', ...warning };
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
        const lines = message.altas.map((alta) => verdict(alta, request));
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
    refuse: (numSerie, code, description, times = 1) => refusals.set(numSerie, { code, description, times }),
    acceptWithErrors: (numSerie, code, description) => warnings.set(numSerie, { code, description }),
    preload: (numSerie) => fake.held.set(numSerie, { state: 'Correcto', request: 'PRELOADED' }),
    altas: () =>
      fake.received.flatMap(({ outcome, message }) =>
        outcome === 'answered' && message ? message.altas : [],
      ),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
