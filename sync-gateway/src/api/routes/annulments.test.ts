import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNULMENT_MESSAGES,
  roleRefusal,
  type FiscalAnulacion,
  type FiscalRecord,
} from '@restaurantpro/schema';
import { expectCall, seedDining, startApi, type ApiHarness, type Dining } from '../../../test/helper.ts';
import { paidTicket, saveSettings } from '../../../test/support/money-api.ts';

interface TicketOut {
  id: string;
  fiscal: FiscalRecord;
}

interface AnnulmentOut {
  id: string;
  ticketId: string;
  reason: string;
  createdAt: string;
  fiscal: FiscalAnulacion;
}

const CUSTOMER = { nif: '12345678Z', name: 'Aceros del Norte, S.A.', address: 'Gran Vía 1, Bilbao' };
const REASON = 'Cobrada en la mesa equivocada';

describe('/api/tickets/:id/annulment', () => {
  let api: ApiHarness;
  let dining: Dining;
  beforeAll(async () => {
    api = await startApi({ now: () => new Date('2026-11-24T13:00:00Z') });
    dining = await seedDining(api);
    await saveSettings(api);
  });
  afterAll(async () => {
    await api.close();
  });

  const annul = (id: string) =>
    expectCall<AnnulmentOut>(api, 'manager', 'POST', `/api/tickets/${id}/annulment`, { reason: REASON }, 201);

  it('chains the API’s next ticket after its anulación', async () => {
    const paid = await paidTicket(api, dining, 1);
    const annulment = await annul(paid.id);
    const next = await paidTicket(api, dining, 1);
    const ticket = await expectCall<TicketOut>(
      api,
      'waiter',
      'GET',
      `/api/tickets/${next.id}`,
      undefined,
      200,
    );
    // The record after an anulación names the cancelled invoice and the anulación's huella.
    expect(ticket.fiscal).toMatchObject({
      NumeroInstalacion: api.app.apiInstallation.code,
      seq: annulment.fiscal.seq + 1,
      RegistroAnterior: { NumSerieFactura: paid.id, Huella: annulment.fiscal.Huella },
    });
    expect(
      await expectCall<AnnulmentOut>(
        api,
        'waiter',
        'GET',
        `/api/tickets/${paid.id}/annulment`,
        undefined,
        200,
      ),
    ).toEqual(annulment);
  });

  it('refuses a refund and a full invoice of a cancelled ticket, and a second cancellation', async () => {
    const paid = await paidTicket(api, dining, 1);
    const annulment = await annul(paid.id);
    const refunds = (await api.stored('refund')).length;
    const refund = await api.call('manager', {
      method: 'POST',
      url: `/api/tickets/${paid.id}/refunds`,
      payload: { amount: '1.00', method: 'card', reason: 'Plato frío' },
    });
    expect(refund.statusCode).toBe(409);
    expect(refund.json()).toMatchObject({ message: ANNULMENT_MESSAGES.noRefund });
    expect(await api.stored('refund')).toHaveLength(refunds);

    const invoice = await api.call('manager', {
      method: 'POST',
      url: `/api/tickets/${paid.id}/invoice`,
      payload: CUSTOMER,
    });
    expect(invoice.statusCode).toBe(409);
    expect(invoice.json()).toMatchObject({ message: ANNULMENT_MESSAGES.noInvoice });

    const again = await api.call('admin', {
      method: 'POST',
      url: `/api/tickets/${paid.id}/annulment`,
      payload: { reason: 'Otra vez' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: ANNULMENT_MESSAGES.final });
    const stored = (await api.stored('annulment')).find((doc) => doc._id === `annulment:${paid.id}`);
    expect(stored).toMatchObject({ reason: REASON, fiscal: annulment.fiscal });
  });

  it('answers a relayed annulment sent again with the stored one, unchanged', async () => {
    const paid = await paidTicket(api, dining, 1);
    const { id: _id, ...body } = await annul(paid.id);
    const [before] = (await api.stored('annulment')).filter((doc) => doc._id === `annulment:${paid.id}`);
    const res = await api.call('manager', {
      method: 'PUT',
      url: `/api/tickets/${paid.id}/annulment`,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    const [after] = (await api.stored('annulment')).filter((doc) => doc._id === `annulment:${paid.id}`);
    expect(after?._rev).toBe(before?._rev);
  });

  it('is a manager’s: a waiter is refused before the body is read, in the rules’ words', async () => {
    const paid = await paidTicket(api, dining, 1);
    const res = await api.call('waiter', {
      method: 'POST',
      url: `/api/tickets/${paid.id}/annulment`,
      payload: { reason: 42 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'forbidden', message: roleRefusal('annulment') });
    const missing = await api.call('waiter', { method: 'GET', url: `/api/tickets/${paid.id}/annulment` });
    expect(missing.statusCode).toBe(404);
  });

  it('asks for a reason in the words a device hears, and 404s an unknown ticket', async () => {
    const paid = await paidTicket(api, dining, 1);
    const blank = await api.call('manager', {
      method: 'POST',
      url: `/api/tickets/${paid.id}/annulment`,
      payload: { reason: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: expect.stringMatching(/Indica el motivo/) });
    const unknown = await api.call('manager', {
      method: 'POST',
      url: `/api/tickets/T-${api.app.apiInstallation.code}-999999/annulment`,
      payload: { reason: REASON },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await api.stored('annulment')).not.toContainEqual(expect.objectContaining({ ticketId: paid.id }));
  });
});
