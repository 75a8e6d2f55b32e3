import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anulacionHuella, type Annulment } from '@restaurantpro/schema';
import { expectCall, startApi, type ApiHarness } from '../helper.ts';
import type { FiscalTicket } from '../../src/fiscal/xml.ts';
import { startFakeAeat, type FakeAeat } from './fake-aeat.ts';
import { createTestPki, type TestPki } from './test-pki.ts';
import { annulled, chained, chainOf, ISSUER, saleTicket } from './tickets.ts';

/**
 * Anulaciones through the whole gateway: annulment documents stored on the floor (written straight
 * into the store, as a device's would be after the doors let them in) are queued by the fiscal
 * follower, listed by `GET /api/fiscal/records` with the AEAT's field names and counted by
 * `/status`; with VERIFACTU_URL set they reach the fake AEAT in chain order, each after the alta it
 * cancels, and settle Correcto.
 */

const T0 = Date.parse('2026-11-24T20:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();

interface Listed {
  TipoRegistro: 'Alta' | 'Anulacion';
  NumeroInstalacion: string;
  posicion: number;
  Huella: string;
  HuellaAnterior: string;
  envio: { estado: string; codigo?: string };
  [field: string]: unknown;
}

/**
 * K7Q4 issues two tickets, cancels the first and issues a third; A1B2, a manager's device ordered
 * before it, cancels K7Q4's second ticket as its first record.
 */
function floorDocs(): { tickets: FiscalTicket[]; own: Annulment; other: Annulment } {
  const [first, second] = chainOf('K7Q4', 2, T0);
  if (first === undefined || second === undefined) throw new Error('fixture');
  const own = annulled(first, 'K7Q4', at(60_000), second);
  const third = chained(saleTicket('K7Q4', 3, at(120_000)), 'K7Q4', own);
  const other = annulled(second, 'A1B2', at(90_000));
  return { tickets: [first, second, third], own, other };
}

const listed = (api: ApiHarness) =>
  expectCall<Listed[]>(api, 'manager', 'GET', '/api/fiscal/records?date=2026-11-24', undefined, 200);

describe('anulaciones on the inspection API', () => {
  let api: ApiHarness;
  const docs = floorDocs();

  beforeAll(async () => {
    api = await startApi({ now: () => new Date(T0 + 600_000) });
    await api.app.store.db('floor').bulkDocs([...docs.tickets, docs.own, docs.other]);
    await api.app.fiscal.idle();
  });
  afterAll(async () => {
    await api.close();
  });

  it('lists each anulación of the day with the AEAT’s names, in its place in its chain', async () => {
    const records = await listed(api);
    expect(records.map((r) => [r.TipoRegistro, r.NumeroInstalacion, r.posicion])).toEqual([
      ['Anulacion', 'A1B2', 1],
      ['Alta', 'K7Q4', 1],
      ['Alta', 'K7Q4', 2],
      ['Anulacion', 'K7Q4', 3],
      ['Alta', 'K7Q4', 4],
    ]);
    const [other, first, second, own, third] = records;
    expect(own).toEqual({
      TipoRegistro: 'Anulacion',
      IDEmisorFacturaAnulada: ISSUER.nif,
      NumSerieFacturaAnulada: 'T-K7Q4-000001',
      FechaExpedicionFacturaAnulada: '24-11-2026',
      Huella: docs.own.fiscal.Huella,
      HuellaAnterior: second?.Huella,
      FechaHoraHusoGenRegistro: '2026-11-24T21:01:00+01:00',
      NumeroInstalacion: 'K7Q4',
      posicion: 3,
      ticketId: 'T-K7Q4-000001',
      envio: { estado: 'pendiente' },
    });
    expect(own?.Huella).toBe(anulacionHuella({ ...docs.own.fiscal, previousHuella: second?.Huella ?? '' }));
    expect(other).toMatchObject({ NumSerieFacturaAnulada: 'T-K7Q4-000002', HuellaAnterior: '' });
    // The next alta links to the anulación; the altas keep their fields.
    expect(third?.HuellaAnterior).toBe(own?.Huella);
    expect(first).toMatchObject({
      TipoRegistro: 'Alta',
      IDEmisorFactura: ISSUER.nif,
      NumSerieFactura: 'T-K7Q4-000001',
      FechaExpedicionFactura: '24-11-2026',
      TipoFactura: 'F2',
      HuellaAnterior: '',
      ticketId: 'T-K7Q4-000001',
    });
    expect(
      await expectCall(api, 'manager', 'GET', '/api/fiscal/records?date=2026-11-25', undefined, 200),
    ).toEqual([]);
  });

  it('counts pending anulaciones and the places of a chain they take', async () => {
    const status = await expectCall(
      api,
      'waiter',
      'GET',
      '/api/fiscal/status?instalacion=K7Q4',
      undefined,
      200,
    );
    expect(status).toEqual({ configurado: false, pendientes: 5, recibidos: 4 });
    const a1b2 = await expectCall(
      api,
      'waiter',
      'GET',
      '/api/fiscal/status?instalacion=A1B2',
      undefined,
      200,
    );
    expect(a1b2).toMatchObject({ recibidos: 1 });
  });

  it('describes both kinds of record in the OpenAPI document', async () => {
    const res = await api.call(null, { method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const text = JSON.stringify(
      (res.json() as { paths: Record<string, { get?: { responses?: unknown } }> }).paths[
        '/api/fiscal/records'
      ]?.get?.responses,
    );
    for (const field of [
      'TipoRegistro',
      'Anulacion',
      'NumSerieFacturaAnulada',
      'IDEmisorFactura',
      'TipoFactura',
    ])
      expect(text).toContain(field);
  });

  it('lists a refused anulación by the ticket it cancelled', async () => {
    const [, , third] = docs.tickets;
    if (third === undefined) throw new Error('fixture');
    const refused = annulled(third, 'K7Q4', at(180_000), third);
    await api.app.fiscal.noteRefused([refused], new Map([[0, { reason: 'Motivo de prueba' }]]), 'u-manager');
    const answer = await expectCall(api, 'manager', 'GET', '/api/fiscal/refused', undefined, 200);
    expect(answer).toEqual([
      {
        TipoRegistro: 'Anulacion',
        NumSerieFacturaAnulada: 'T-K7Q4-000003',
        NumeroInstalacion: 'K7Q4',
        posicion: 5,
        motivo: 'Motivo de prueba',
        usuario: 'u-manager',
        en: expect.any(String),
      },
    ]);
  });
});

describe('anulaciones sent to the AEAT by the gateway', () => {
  let pki: TestPki;
  let aeat: FakeAeat;
  let dir: string;
  let api: ApiHarness;

  beforeAll(async () => {
    pki = await createTestPki();
    aeat = await startFakeAeat(pki);
    aeat.waitSeconds = 0;
    dir = await mkdtemp(path.join(tmpdir(), 'rp-verifactu-'));
    const certFile = path.join(dir, 'client.p12');
    const caFile = path.join(dir, 'ca.pem');
    await writeFile(certFile, new Uint8Array(pki.clientPfx));
    await writeFile(caFile, new Uint8Array(pki.ca));
    api = await startApi({
      now: () => new Date(T0 + 600_000),
      config: { verifactu: { url: aeat.url, certFile, certPassword: pki.passphrase, caFile } },
    });
  });
  afterAll(async () => {
    await api.close();
    await aeat.close();
    await pki.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it('relays each anulación after the alta it cancels, in chain order, and stores Correcto', async () => {
    const docs = floorDocs();
    await api.app.store.db('floor').bulkDocs([...docs.tickets, docs.own, docs.other]);
    await api.app.fiscal.idle();

    expect(aeat.violations).toEqual([]);
    const received = aeat
      .records()
      .map((record) => `${record.kind} ${record.installation} ${record.numSerie}`);
    expect(received.filter((record) => record.includes(' K7Q4 '))).toEqual([
      'alta K7Q4 T-K7Q4-000001',
      'alta K7Q4 T-K7Q4-000002',
      'anulacion K7Q4 T-K7Q4-000001',
      'alta K7Q4 T-K7Q4-000003',
    ]);
    // A1B2 orders first, yet its anulación went only after K7Q4's second alta was answered.
    const cancelledAt = received.indexOf('alta K7Q4 T-K7Q4-000002');
    expect(received.indexOf('anulacion A1B2 T-K7Q4-000002')).toBeGreaterThan(cancelledAt);
    expect(
      (await listed(api)).map((r) => [r.TipoRegistro, r.NumeroInstalacion, r.posicion, r.envio.estado]),
    ).toEqual([
      ['Anulacion', 'A1B2', 1, 'Correcto'],
      ['Alta', 'K7Q4', 1, 'Correcto'],
      ['Alta', 'K7Q4', 2, 'Correcto'],
      ['Anulacion', 'K7Q4', 3, 'Correcto'],
      ['Alta', 'K7Q4', 4, 'Correcto'],
    ]);
    const status = await expectCall(api, 'waiter', 'GET', '/api/fiscal/status', undefined, 200);
    expect(status).toMatchObject({ configurado: true, pendientes: 0 });
  });
});
