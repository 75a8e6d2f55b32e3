import { ulid } from 'ulidx';
/**
 * Test support for the money paths of the API: the restaurant's settings and a served check with a
 * known bill, over the check's dining room. Not imported by product code.
 */
import type { ApiHarness } from './api.ts';
import { expectCall, freeTable, type Dining } from './checks.ts';

/** A NIF whose check letter is right (12345678 mod 23 = 14 → Z). */
export const NIF = '12345678Z';

export const SETTINGS = {
  businessName: 'Casa Pepe',
  nif: NIF,
  address: 'Calle Mayor 1, Madrid',
  ticketFooter: 'Gracias por su visita',
  seriesPrefix: 'T',
  defaultIvaRate: 10,
};

export async function saveSettings(api: ApiHarness): Promise<void> {
  await expectCall(api, 'admin', 'PUT', '/api/settings', SETTINGS, 200);
}

/** A check on a new table with `quantity` paellas (14,50 € each, IVA 10 % on top): its id. */
export async function servedCheck(api: ApiHarness, dining: Dining, quantity: number): Promise<string> {
  const tableId = await freeTable(api, dining.areaId);
  const check = await expectCall<{ id: string }>(
    api,
    'waiter',
    'POST',
    '/api/checks',
    { tableId, items: [{ productId: dining.productId, quantity }] },
    201,
  );
  return check.id;
}

/** Cents of a money string ("12.30" → 1230), for sums made apart from the code under test. */
export const cents = (money: string): number => Math.round(Number(money) * 100);

/**
 * A served check of `quantity` paellas paid in full by card through the API: the id of the ticket
 * the payment issued.
 */
export async function paidTicket(
  api: ApiHarness,
  dining: Dining,
  quantity: number,
): Promise<{ id: string; total: string }> {
  const checkId = await servedCheck(api, dining, quantity);
  const bill = await expectCall<{ total: string }>(
    api,
    'waiter',
    'GET',
    `/api/checks/${checkId}/bill`,
    undefined,
    200,
  );
  const body = {
    id: ulid(),
    amount: bill.total,
    tip: '0.00',
    parts: [{ method: 'card', amount: bill.total }],
  };
  const paid = await expectCall<{ ticket: { id: string; total: string } }>(
    api,
    'waiter',
    'POST',
    `/api/checks/${checkId}/payments`,
    body,
    201,
  );
  return paid.ticket;
}
