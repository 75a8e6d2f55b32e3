import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { altaHuella, type FiscalRecord } from '@restaurantpro/schema';
import { expectCall, seedDining, startApi, type ApiHarness, type Dining } from '../helper.ts';
import { NIF, paidTicket, saveSettings } from '../support/money-api.ts';

/**
 * The inspection side of Verifactu through the API: tickets the API issues carry the API's own
 * chain of records (the gateway's installation, sales and rectifying tickets interleaved), and
 * `GET /api/fiscal/records` lists them with the AEAT's field names and their sending state, for
 * managers only; `GET /api/fiscal/status` gives every signed-in user the count still unsent.
 */

interface Listed {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  FechaExpedicionFactura: string;
  TipoFactura: string;
  CuotaTotal: string;
  ImporteTotal: string;
  Huella: string;
  HuellaAnterior: string;
  FechaHoraHusoGenRegistro: string;
  NumeroInstalacion: string;
  posicion: number;
  envio: { estado: string };
}

// 14:00 in Madrid on 24 November: +01:00.
const NOW = new Date('2026-11-24T13:00:00Z');

describe('billing records through /api', () => {
  let api: ApiHarness;
  let dining: Dining;
  beforeAll(async () => {
    api = await startApi({ now: () => NOW });
    dining = await seedDining(api);
    await saveSettings(api);
  });
  afterAll(async () => {
    await api.close();
  });

  const pay = (quantity: number) => paidTicket(api, dining, quantity);

  it('chains the API’s tickets and rectifying tickets, and lists them as the AEAT names them', async () => {
    const first = await pay(2);
    const second = await pay(1);
    const refund = await expectCall<{ ticket: { id: string } }>(
      api,
      'manager',
      'POST',
      `/api/tickets/${second.id}/refunds`,
      { amount: '5.00', method: 'card', reason: 'Plato frío' },
      201,
    );
    const third = await pay(3);
    await api.app.fiscal.idle();
    const { code } = api.app.apiInstallation;

    const listed = await expectCall<Listed[]>(
      api,
      'manager',
      'GET',
      '/api/fiscal/records?date=2026-11-24',
      undefined,
      200,
    );
    expect(listed.map((r) => [r.NumSerieFactura, r.TipoFactura, r.posicion])).toEqual([
      [first.id, 'F2', 1],
      [second.id, 'F2', 2],
      [refund.ticket.id, 'R5', 3],
      [third.id, 'F2', 4],
    ]);
    // Each links to the one before it, and each huella is the hash of its own fields.
    listed.forEach((record, index) => {
      expect(record).toMatchObject({
        IDEmisorFactura: NIF,
        FechaExpedicionFactura: '24-11-2026',
        FechaHoraHusoGenRegistro: '2026-11-24T14:00:00+01:00',
        NumeroInstalacion: code,
        envio: { estado: 'pendiente' },
      });
      expect(record.HuellaAnterior).toBe(index === 0 ? '' : listed[index - 1]?.Huella);
      const fields = {
        ...record,
        ...(index === 0 ? {} : { RegistroAnterior: { Huella: record.HuellaAnterior } }),
      } as unknown as FiscalRecord;
      expect(altaHuella(fields)).toBe(record.Huella);
    });
    expect(listed[2]).toMatchObject({ ImporteTotal: '-5.00', CuotaTotal: '-0.45' });
    expect(listed[0]).toMatchObject({ ImporteTotal: first.total });

    // Another day has none.
    expect(
      await expectCall(api, 'manager', 'GET', '/api/fiscal/records?date=2026-11-23', undefined, 200),
    ).toEqual([]);
  });

  it('gives every signed-in user the unsent count, and the records to managers only', async () => {
    const status = await expectCall<{ configurado: boolean; pendientes: number }>(
      api,
      'cook',
      'GET',
      '/api/fiscal/status',
      undefined,
      200,
    );
    expect(status).toEqual({ configurado: false, pendientes: 4 });
    const { code } = api.app.apiInstallation;
    const gateway = await expectCall(
      api,
      'waiter',
      'GET',
      `/api/fiscal/status?instalacion=${code}`,
      undefined,
      200,
    );
    expect(gateway).toEqual({ configurado: false, pendientes: 4, recibidos: 4 });
    const other = await expectCall(
      api,
      'waiter',
      'GET',
      '/api/fiscal/status?instalacion=K7Q4',
      undefined,
      200,
    );
    expect(other).toMatchObject({ recibidos: 0 });
    const waiter = await api.call('waiter', { method: 'GET', url: '/api/fiscal/records' });
    expect(waiter.statusCode).toBe(403);
    expect(waiter.json()).toEqual({
      error: 'forbidden',
      message: 'Solo gerencia o administración pueden ver los registros de facturación',
    });
    expect((await api.call(null, { method: 'GET', url: '/api/fiscal/status' })).statusCode).toBe(401);
  });
});
