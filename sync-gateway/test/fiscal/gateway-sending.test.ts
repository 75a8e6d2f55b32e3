import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCall, seedDining, startApi, type ApiHarness, type Dining } from '../helper.ts';
import { paidTicket, saveSettings } from '../support/money-api.ts';
import { startFakeAeat, type FakeAeat } from './fake-aeat.ts';
import { createTestPki, type TestPki } from './test-pki.ts';

/**
 * The gateway configured as a restaurant configures it (VERIFACTU_URL, a PKCS#12 client certificate,
 * an extra CA), sending the records of the tickets it receives to a fake AEAT over mutual TLS: the
 * records arrive in chain order and verify, their answers are stored, and the unsent count goes to 0.
 */

interface Status {
  configurado: boolean;
  pendientes: number;
  ultimoEnvio?: string;
  ultimoError?: { mensaje: string };
}

describe('the gateway sends the records to the AEAT', () => {
  let pki: TestPki;
  let aeat: FakeAeat;
  let dir: string;
  let api: ApiHarness;
  let dining: Dining;

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
      config: { verifactu: { url: aeat.url, certFile, certPassword: pki.passphrase, caFile } },
    });
    dining = await seedDining(api);
    await saveSettings(api);
  });
  afterAll(async () => {
    await api.close();
    await aeat.close();
    await pki.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  const payAndIssue = async (quantity: number) => (await paidTicket(api, dining, quantity)).id;

  it('relays each record once, in order, and stores the answer', async () => {
    const issued = [await payAndIssue(2), await payAndIssue(1), await payAndIssue(3)];
    await api.app.fiscal.idle();

    expect(aeat.violations).toEqual([]);
    expect(aeat.altas().map((alta) => alta.numSerie)).toEqual(issued);
    const status = await expectCall<Status>(api, 'waiter', 'GET', '/api/fiscal/status', undefined, 200);
    expect(status).toMatchObject({ configurado: true, pendientes: 0 });
    expect(status.ultimoEnvio).toBeDefined();
    const records = await expectCall<Array<{ NumSerieFactura: string; envio: { estado: string } }>>(
      api,
      'manager',
      'GET',
      '/api/fiscal/records',
      undefined,
      200,
    );
    expect(records.map((r) => [r.NumSerieFactura, r.envio.estado])).toEqual(
      issued.map((id) => [id, 'Correcto']),
    );
  });

  it('keeps a refused record’s answer and code, and sends the rest', async () => {
    const before = aeat.altas().length;
    const refused = `T-${api.app.apiInstallation.code}-${String(4).padStart(6, '0')}`;
    aeat.refuse(refused, 1100, 'Valor o tipo incorrecto del campo', Infinity);
    const issued = [await payAndIssue(1), await payAndIssue(2)];
    expect(issued[0]).toBe(refused);
    await api.app.fiscal.idle();
    expect(aeat.violations).toEqual([]);
    expect(
      aeat
        .altas()
        .slice(before)
        .map((alta) => alta.numSerie),
    ).toEqual(issued);
    const records = await expectCall<
      Array<{ NumSerieFactura: string; envio: { estado: string; codigo?: string } }>
    >(api, 'manager', 'GET', '/api/fiscal/records', undefined, 200);
    expect(records.slice(-2).map((r) => [r.NumSerieFactura, r.envio.estado, r.envio.codigo])).toEqual([
      [issued[0], 'Incorrecto', '1100'],
      [issued[1], 'Correcto', undefined],
    ]);
    const status = await expectCall<Status>(api, 'waiter', 'GET', '/api/fiscal/status', undefined, 200);
    expect(status.pendientes).toBe(0);
  });
});
