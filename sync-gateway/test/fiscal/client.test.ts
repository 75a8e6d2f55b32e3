import https from 'node:https';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FiscalTransportError, sendEnvelope, type AeatConnection } from '../../src/fiscal/client.ts';
import { parseRegistrationResponse } from '../../src/fiscal/response.ts';
import { registrationEnvelope } from '../../src/fiscal/xml.ts';
import { startFakeAeat, type FakeAeat } from './fake-aeat.ts';
import { createTestPki, type TestPki } from './test-pki.ts';
import { chainOf, ISSUER } from './tickets.ts';

const T0 = Date.parse('2026-11-24T20:00:00.000Z');
const xml = registrationEnvelope({
  obligado: { name: ISSUER.name, nif: ISSUER.nif },
  incidencia: false,
  items: chainOf('K7Q4', 2, T0).map((ticket) => ({ ticket })),
});

let pki: TestPki;
let aeat: FakeAeat;
let connection: AeatConnection;

beforeAll(async () => {
  pki = await createTestPki();
});
afterAll(async () => {
  await pki.cleanup();
});
beforeEach(async () => {
  aeat = await startFakeAeat(pki);
  connection = { url: aeat.url, pfx: pki.clientPfx, passphrase: pki.passphrase, ca: pki.ca };
});
afterEach(async () => {
  await aeat.close();
});

async function transportFailure(promise: Promise<unknown>): Promise<FiscalTransportError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FiscalTransportError);
  return error as FiscalTransportError;
}

describe('the AEAT client', () => {
  it('posts over mutual TLS and returns the answer', async () => {
    const answer = parseRegistrationResponse(await sendEnvelope(connection, xml));
    expect(answer.status).toBe('Correcto');
    expect(answer.lines.map((line) => [line.numSerie, line.state])).toEqual([
      ['T-K7Q4-000001', 'Correcto'],
      ['T-K7Q4-000002', 'Correcto'],
    ]);
    expect(aeat.violations).toEqual([]);
    expect(aeat.received.map((received) => received.outcome)).toEqual(['answered']);
  });

  it('is refused by the AEAT without a client certificate', async () => {
    const outcome = await new Promise<string>((resolve) => {
      const request = https.request(aeat.url, { method: 'POST', ca: pki.ca, agent: false }, (response) =>
        resolve(`answered ${response.statusCode}`),
      );
      request.on('error', (error: NodeJS.ErrnoException) =>
        resolve(`refused ${error.code ?? error.message}`),
      );
      request.end(xml);
    });
    expect(outcome).toMatch(/^refused /);
    expect(aeat.received).toEqual([]);
  });

  it('is refused with a certificate the AEAT does not trust', async () => {
    const error = await transportFailure(sendEnvelope({ ...connection, pfx: pki.foreignPfx }, xml));
    expect(['tls', 'network']).toContain(error.reason);
    expect(aeat.received).toEqual([]);
  });

  it('does not talk to a server whose certificate it cannot verify', async () => {
    const { ca: _ca, ...withoutCa } = connection;
    expect((await transportFailure(sendEnvelope(withoutCa, xml))).reason).toBe('tls');
    expect(aeat.received).toEqual([]);
  });

  it('says when the certificate cannot be opened', async () => {
    expect((await transportFailure(sendEnvelope({ ...connection, passphrase: 'otra' }, xml))).reason).toBe(
      'certificate',
    );
  });

  it('returns a SOAP fault for the caller to read, and refuses other statuses', async () => {
    aeat.outage = () => 'fault';
    expect(() => parseRegistrationResponse('')).toThrow();
    await expect(sendEnvelope(connection, xml)).resolves.toContain('Codigo[20009]');
    aeat.outage = () => 'unavailable';
    expect(await transportFailure(sendEnvelope(connection, xml))).toMatchObject({
      reason: 'status',
      status: 503,
    });
  });

  it('gives up on a connection that is cut or never answers', async () => {
    aeat.outage = () => 'reset';
    expect((await transportFailure(sendEnvelope(connection, xml))).reason).toBe('network');
    aeat.outage = () => 'hang';
    expect((await transportFailure(sendEnvelope({ ...connection, timeoutMs: 300 }, xml))).reason).toBe(
      'timeout',
    );
  });
});
