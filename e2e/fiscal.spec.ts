import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import {
  CANA_PRODUCT,
  DISH,
  NIF,
  billWithCheckDiscount,
  madridDate,
  validarQrUrl,
} from './fiscal-figures.ts';
import { fiscalGateway, type FiscalGateway } from './fiscal-gateway.ts';
import { qrCodesOf, setIvaRate, unsentBadge, unsentCount } from './fiscal-screens.ts';
import { billOf, euro, money, type BillLine } from './money-figures.ts';
import { askForBill, open, printedText, serve, tableTile } from './money-screens.ts';

/**
 * A ticket's billing record, from the table to the AEAT, on a gateway of the spec's own that sends
 * to a fake AEAT over mutual TLS. The caña goes to IVA 21 %; the manager's POS sends table 3 a round
 * of three cañas and food at 10 %, the waiter voids the bravas on the phone, and the manager takes
 * 10 % off the whole check. The POS, the phone's table tile and the bill show one total, the one
 * worked out here. The waiter's phone, offline, takes the card payment: its ticket's record is
 * counted as unsent; back online it reaches the AEAT (no faults in the message), the count goes to
 * 0, and the manager's Verifactu page shows the record Correcto. The ticket printed to PDF carries
 * 'QR tributario:', 'VERI*FACTU' and a QR that a scanner reads as the ValidarQR address built here.
 */

const WAITER = { email: 'camarero@demo.restaurantpro.es', password: 'demo1234' };
const MANAGER = { email: 'gerente@demo.restaurantpro.es', password: 'demo1234' };
const TABLE = '3';

/** The round, all from the bar's POS; the bravas are voided before the kitchen starts them. */
const ROUND: BillLine[] = [
  { dish: DISH.cana, quantity: 3 },
  { dish: DISH.croquetas, quantity: 2 },
  { dish: DISH.bravas, quantity: 1 },
  { dish: DISH.tortilla, quantity: 1 },
];
const VOIDED = DISH.bravas;
const KEPT = ROUND.filter((line) => line.dish !== VOIDED);
const DISCOUNT_PERCENT = 10;
const ordered = billOf(ROUND);
const afterVoid = billOf(KEPT);
const bill = billWithCheckDiscount(KEPT, DISCOUNT_PERCENT);

let gateway: FiscalGateway | undefined;

test.beforeAll(async () => {
  gateway = await fiscalGateway();
});
test.afterAll(async () => {
  await gateway?.close();
});

// Every browser context the test opens, and its `request`, talk to the spec's own gateway (the
// config's is kept only for the hooks, which run before there is one).
test.use({ baseURL: async ({ baseURL }, use) => use(gateway?.url ?? baseURL), trace: 'off' });
test.describe.configure({ timeout: 120_000 });

test('a 21 % drink, a void and a check discount: one total on every screen, the ticket’s QR, and its record at the AEAT', async ({
  browser,
  request,
}, testInfo) => {
  if (gateway === undefined) throw new Error('the fiscal gateway did not start');
  const { aeat } = gateway;
  // The figures of the scenario: two rates, and a discount spread over both.
  expect(bill.taxes.map((tax) => tax.rate)).toEqual([10, 21]);

  // The caña at 21 % (the admin, through the API), before any device reads the menu.
  await setIvaRate(request, CANA_PRODUCT, DISH.cana.rate);
  const manager = await open(browser, MANAGER, '/pos');
  const waiter = await open(browser, WAITER, '/staff', true);

  // The round from the manager's POS: 'Pedido Actual' charges each line at its own rate.
  const tableSelect = manager.getByLabel('Mesa', { exact: true });
  const option = tableSelect.locator('option', { hasText: `Mesa ${TABLE} ·` });
  await tableSelect.selectOption((await option.getAttribute('value')) ?? '');
  for (const { dish, quantity } of ROUND) {
    for (let i = 0; i < quantity; i += 1) {
      await manager.getByRole('button', { name: `Añadir ${dish.name}`, exact: true }).click();
    }
  }
  await expect(manager.getByTestId('order-total')).toHaveText(euro(ordered.total));
  await manager.getByRole('button', { name: 'Enviar a Cocina' }).click();
  await expect(manager.getByText('El pedido está vacío')).toBeVisible();
  await expect(manager.getByTestId('open-check')).toHaveText(`Ver cuenta · ${euro(ordered.total)}`);

  // The waiter voids the bravas on the phone before the kitchen starts them.
  await expect(tableTile(waiter, TABLE).getByTestId('table-check-summary')).toContainText(
    euro(ordered.total),
  );
  await tableTile(waiter, TABLE).click();
  await waiter.getByTestId('open-check').click();
  const phonePanel = waiter.getByRole('dialog', { name: `Cuenta de la Mesa ${TABLE}` });
  await phonePanel.getByRole('button', { name: `Anular ${VOIDED.name}` }).click();
  const voidDialog = waiter.getByRole('dialog', { name: `Anular: ${VOIDED.name}` });
  await voidDialog.getByLabel('Motivo').selectOption({ label: 'Error al tomar la comanda' });
  await voidDialog.getByRole('button', { name: 'Anular', exact: true }).click();
  await expect(voidDialog).toBeHidden();
  await expect(phonePanel.getByTestId('check-total')).toHaveText(euro(afterVoid.total));
  await waiter.keyboard.press('Escape');
  await waiter.getByRole('button', { name: 'Cambiar Mesa' }).click();

  // The kitchen serves the round (its steps through the API, as the admin).
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  await serve(request, `mesa-${TABLE}`);

  // The manager takes 10 % off the whole check from the POS's 'Ver cuenta'.
  const openCheck = manager.getByTestId('open-check');
  await expect(openCheck).toHaveText(`Ver cuenta · ${euro(afterVoid.total)}`);
  await openCheck.click();
  const posPanel = manager.getByRole('dialog', { name: `Cuenta de la Mesa ${TABLE}` });
  await posPanel.getByRole('button', { name: 'Descuento', exact: true }).click();
  const discount = manager.getByRole('dialog', { name: 'Descuento' });
  await expect(discount.getByLabel('Aplicar a')).toHaveValue('check');
  await discount.getByLabel('Porcentaje').fill(String(DISCOUNT_PERCENT));
  await discount.getByLabel('Motivo').fill('Cliente habitual');
  await discount.getByRole('button', { name: 'Aplicar descuento' }).click();
  await expect(discount).toBeHidden();

  // One total everywhere: the bill, the POS's table picker and button, the phone's tile.
  await expect(posPanel.getByTestId('check-total')).toHaveText(euro(bill.total));
  await expect(posPanel.getByTestId('check-subtotal')).toHaveText(euro(bill.subtotal));
  for (const tax of bill.taxes) {
    const row = posPanel.getByTestId('bill-tax').and(manager.locator(`[data-rate="${tax.rate}"]`));
    await expect(row).toContainText(euro(tax.base));
    await expect(row).toContainText(euro(tax.amount));
  }
  await manager.keyboard.press('Escape');
  await expect(openCheck).toHaveText(`Ver cuenta · ${euro(bill.total)}`);
  await expect(option).toContainText(` · ${euro(bill.total)} · `);
  await expect(tableTile(waiter, TABLE).getByTestId('table-check-summary')).toContainText(euro(bill.total));
  const panel = await askForBill(waiter, TABLE, bill.total);

  // The phone goes offline and takes the card payment: its ticket and record are written there.
  await waiter.context().setOffline(true);
  await panel.getByRole('button', { name: 'Cobrar', exact: true }).click();
  const pay = waiter.getByRole('dialog', { name: new RegExp(`^Cobrar:? Mesa ${TABLE}$`) });
  await expect(pay.getByTestId('payment-due')).toHaveText(euro(bill.total));
  await pay.getByRole('button', { name: 'Tarjeta', exact: true }).click();
  const before = new Date();
  await pay.getByRole('button', { name: 'Confirmar cobro' }).click();
  await expect(pay.getByTestId('payment-paid-badge')).toHaveText('Pagada');
  const after = new Date();
  await expect(pay.getByTestId('payment-ticket')).toHaveText(/^Ticket T-[^-]+-1$/);
  const series = ((await pay.getByTestId('payment-ticket').textContent()) ?? '').replace(
    /^Ticket (.*)-1$/,
    '$1',
  );
  const numSerie = `${series}-000001`;
  await pay.getByRole('button', { name: 'Listo' }).click();
  await expect(pay).toBeHidden();

  // Offline, the device counts its own record as unsent.
  await expect(unsentBadge(waiter)).toBeVisible();
  await expect(unsentBadge(waiter)).toContainText('sin enviar a la AEAT');
  expect(await unsentCount(waiter)).toBeGreaterThanOrEqual(1);
  expect(aeat.altas()).toEqual([]);

  // Back online, the record reaches the gateway, then the AEAT; the count goes to 0 at the next ask.
  await waiter.context().setOffline(false);
  await expect(unsentBadge(waiter)).toBeHidden({ timeout: 45_000 });
  expect(aeat.violations).toEqual([]);
  // Issued on the day of the payment, in Madrid (two candidates only if it straddled midnight).
  const days = [...new Set([madridDate(before), madridDate(after)])];
  const [alta] = aeat.altas();
  expect(aeat.altas()).toHaveLength(1);
  expect(alta).toMatchObject({ nif: NIF, numSerie, previousHuella: undefined });
  expect(days).toContain(alta?.fecha);
  const fecha = alta?.fecha ?? '';

  // The manager's Verifactu page (it asks the gateway): the record, accepted.
  await manager.goto('/verifactu');
  const record = manager.getByTestId('fiscal-record').filter({ hasText: numSerie });
  await expect(record).toHaveAttribute('data-state', 'Correcto');
  await expect(manager.getByTestId('fiscal-unsent-summary')).toContainText(
    'Todos los registros están enviados a la AEAT',
  );

  // The ticket printed to PDF: the QR's legend, and the QR read back as the ValidarQR address.
  const pdf = testInfo.outputPath('ticket-verifactu.pdf');
  const text = await printedText(manager, `/print/ticket/${encodeURIComponent(`ticket:${numSerie}`)}`, pdf);
  expect(text).toContain('QR tributario:');
  expect(text).toContain('VERI*FACTU');
  expect(text).toContain(numSerie);
  expect(qrCodesOf(pdf)).toEqual([validarQrUrl(numSerie, fecha, bill.total)]);

  // A business lunch: the customer asks for a full invoice, which replaces the ticket (F3).
  const customer = { nif: 'A58818501', name: 'Aceros del Norte, S.A.', address: 'Gran Vía 1, Bilbao' };
  await panel.getByRole('button', { name: 'Factura completa' }).click();
  const invoiceDialog = waiter.getByRole('dialog', { name: `Factura completa: ticket ${series}-1` });
  await invoiceDialog.getByLabel('NIF').fill(customer.nif);
  await invoiceDialog.getByLabel('Nombre o razón social').fill(customer.name);
  await invoiceDialog.getByLabel('Dirección').fill(customer.address);
  await invoiceDialog.getByRole('button', { name: 'Emitir factura' }).click();
  await expect(invoiceDialog).toBeHidden();
  const invoiceNumber = `F${series}-000001`;
  await expect(panel.getByTestId('ticket-replaced')).toHaveText(`Sustituido por factura F${series}-1`);
  // The gateway holds it, the AEAT gets it as an F3 naming the ticket it replaces and the customer.
  await expect
    .poll(async () => (await request.get(`/api/tickets/${invoiceNumber}`)).status(), { timeout: 30_000 })
    .toBe(200);
  const invoice = (await (await request.get(`/api/tickets/${invoiceNumber}`)).json()) as {
    kind: string;
    total: string;
    replaces: { ticketId: string };
    customer: { nif: string; name: string };
  };
  expect(invoice).toMatchObject({
    kind: 'invoice',
    total: money(bill.total),
    replaces: { ticketId: numSerie },
    customer: { nif: customer.nif, name: customer.name },
  });
  await expect.poll(() => aeat.altas().map((a) => a.numSerie), { timeout: 30_000 }).toContain(invoiceNumber);
  const f3 = aeat.altas().find((a) => a.numSerie === invoiceNumber);
  expect(f3).toMatchObject({
    tipo: 'F3',
    sustituidas: [{ nif: NIF, numSerie, fecha }],
    destinatarios: [{ name: customer.name, nif: customer.nif }],
    previousHuella: alta?.huella,
  });
  expect(aeat.violations).toEqual([]);

  for (const page of [manager, waiter]) await page.context().close();
});

test('a ticket issued in error is cancelled by the manager: the anulación reaches the AEAT in its chain, and the check gets its right ticket', async ({
  browser,
  request,
}) => {
  if (gateway === undefined) throw new Error('the fiscal gateway did not start');
  const { aeat } = gateway;
  const TABLE5 = '5';
  const REASON = 'Cobrada en la mesa equivocada';
  const round: BillLine[] = [
    { dish: DISH.cana, quantity: 1 },
    { dish: DISH.croquetas, quantity: 1 },
  ];
  const manager = await open(browser, MANAGER, '/pos');
  const tableSelect = manager.getByLabel('Mesa', { exact: true });
  const option = tableSelect.locator('option', { hasText: `Mesa ${TABLE5} ·` });
  await tableSelect.selectOption((await option.getAttribute('value')) ?? '');
  for (const { dish } of round)
    await manager.getByRole('button', { name: `Añadir ${dish.name}`, exact: true }).click();
  await manager.getByRole('button', { name: 'Enviar a Cocina' }).click();
  await expect(manager.getByText('El pedido está vacío')).toBeVisible();
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  await serve(request, `mesa-${TABLE5}`);

  // Paid by card on the manager's POS: ticket 1 of this device's series, its alta the chain's first.
  await manager.getByTestId('open-check').click();
  const panel = manager.getByRole('dialog', { name: `Cuenta de la Mesa ${TABLE5}` });
  await panel.getByRole('button', { name: 'Cobrar', exact: true }).click();
  const pay = manager.getByRole('dialog', { name: new RegExp(`^Cobrar:? Mesa ${TABLE5}$`) });
  await pay.getByRole('button', { name: 'Tarjeta', exact: true }).click();
  await pay.getByRole('button', { name: 'Confirmar cobro' }).click();
  await expect(pay.getByTestId('payment-ticket')).toHaveText(/^Ticket T-[^-]+-1$/);
  const series = ((await pay.getByTestId('payment-ticket').textContent()) ?? '').replace(
    /^Ticket (.*)-1$/,
    '$1',
  );
  await pay.getByRole('button', { name: 'Listo' }).click();
  await expect(pay).toBeHidden();

  // It went to the wrong table: the manager cancels it, with the reason.
  const first = panel.getByTestId('check-ticket').and(manager.locator('[data-number="1"]'));
  await first.getByRole('button', { name: 'Anular ticket' }).click();
  const annul = manager.getByRole('dialog', { name: 'Anular ticket' });
  await annul.getByRole('button', { name: 'Anular ticket' }).click();
  await expect(annul.getByText('Indica el motivo')).toBeVisible();
  await annul.getByLabel('Motivo').fill(REASON);
  await annul.getByRole('button', { name: 'Anular ticket' }).click();
  await expect(annul).toBeHidden();
  await expect(first.getByTestId('ticket-annulled')).toHaveText(`Anulado: ${REASON}`);
  await expect(first.getByRole('button', { name: 'Anular ticket' })).toHaveCount(0);

  // The check has no ticket standing: the right one is issued, the next of the series.
  await panel.getByRole('button', { name: 'Emitir ticket' }).click();
  const second = panel.getByTestId('check-ticket').and(manager.locator('[data-number="2"]'));
  await expect(second).toBeVisible();
  await expect(second.getByRole('button', { name: 'Anular ticket' })).toBeVisible();

  // The AEAT gets the alta, its anulación and the next alta, each linked to the one before.
  const one = `${series}-000001`;
  const two = `${series}-000002`;
  await expect.poll(() => aeat.altas().some((a) => a.numSerie === two), { timeout: 45_000 }).toBe(true);
  const alta1 = aeat.altas().find((a) => a.numSerie === one);
  const anulacion = aeat.anulaciones().find((a) => a.numSerie === one);
  const alta2 = aeat.altas().find((a) => a.numSerie === two);
  expect(alta1?.previousHuella).toBeUndefined();
  expect(anulacion).toMatchObject({ nif: NIF, numSerie: one, previousHuella: alta1?.huella });
  expect(alta2?.previousHuella).toBe(anulacion?.huella);
  expect(aeat.violations).toEqual([]);

  // The gateway stores the annulment; the ticket keeps its number but no longer sells.
  const stored = await request.get(`/api/tickets/${one}/annulment`);
  expect(stored.status()).toBe(200);
  expect(await stored.json()).toMatchObject({ ticketId: one, reason: REASON });

  await manager.context().close();
});
