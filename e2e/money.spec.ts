import { expect, test } from '@playwright/test';
import { closeService, waitForSynced } from './helpers.ts';
import {
  billOf,
  countOf,
  denominationInput,
  euro,
  halfUp,
  lineDiscount,
  money,
  refundTax,
  sumTaxes,
  typed,
  type BillLine,
  type Dish,
} from './money-figures.ts';
import {
  askForBill,
  open,
  orderRound,
  plain,
  printedText,
  serve,
  tableTile,
  zRows,
} from './money-screens.ts';

/**
 * A day of money, as a restaurant lives it. A manager sets the Rioja to IVA 21 %. Tables 2 and 4 are
 * served; table 2's bill gets a manager's 10 % discount on the pulpo (on the manager's own screen),
 * then is split in two amounts on the waiter's phone: 43,10 € in cash (50 € given, 6,90 € change) and
 * the rest by card. Table 4 pays by card with a tip, and gets a refund of its dessert in cash,
 * confirmed by the manager typing their password on the phone, with its rectifying ticket. The
 * manager counts the drawer and closes the day on 'Caja'. The Z report (on screen and from the API),
 * the expected cash and 'Ventas Hoy' equal sums worked out here, and table 2's ticket printed to PDF
 * by Chromium carries the NIF, its series and number, and base and IVA per rate.
 */

const WAITER = { email: 'camarero@demo.restaurantpro.es', password: 'demo1234' };
const MANAGER = { email: 'gerente@demo.restaurantpro.es', password: 'demo1234' };
/** What the demo restaurant prints on its tickets (settings:restaurant of the demo). */
const NIF = 'B12345674';

/** Demo menu prices (cents, without IVA); the Rioja is set to 21 % below, the rest keeps 10 %. */
const DISH = {
  croquetas: { name: 'Croquetas de jamón ibérico', category: 'Entradas', cents: 950, rate: 10 },
  pulpo: { name: 'Pulpo a la gallega', category: 'Entradas', cents: 1850, rate: 10 },
  gambas: { name: 'Gambas al ajillo', category: 'Entradas', cents: 1400, rate: 10 },
  tortilla: { name: 'Tortilla española', category: 'Entradas', cents: 800, rate: 10 },
  crema: { name: 'Crema catalana', category: 'Postres', cents: 550, rate: 10 },
  rioja: { name: 'Rioja Crianza (copa)', category: 'Vinos', cents: 450, rate: 21 },
} satisfies Record<string, Dish>;

/** Table 2: four guests, the pulpo 10 % off. Table 4: three guests, one rate only. */
const TABLE2: BillLine[] = [
  { dish: DISH.croquetas, quantity: 2 },
  { dish: DISH.pulpo, quantity: 1, percentOff: 10 },
  { dish: DISH.gambas, quantity: 1 },
  { dish: DISH.rioja, quantity: 2 },
];
const TABLE4: BillLine[] = [
  { dish: DISH.tortilla, quantity: 2 },
  { dish: DISH.crema, quantity: 1 },
];
const bill2 = billOf(TABLE2);
const bill4 = billOf(TABLE4);
/** Table 2's first part, paid in cash with a 50 € note; the rest of the bill by card. */
const PART1 = 4310;
const TENDERED = 5000;
const PART2 = bill2.total - PART1;
const TIP4 = 200;
/** The crema catalana given back, IVA included. */
const REFUND = billOf([{ dish: DISH.crema, quantity: 1 }]).total;
const FLOAT = 10000;

/** The wine is served from the bar's POS, the rest ordered on the waiter's phone. */
const fromBar = (line: BillLine) => line.dish.category === 'Vinos';

test.describe.configure({ timeout: 120_000 });
test.use({ trace: 'off' });

test('a day of money: bills, a split with change, a tip, a discount, a refund, the close and the Z report', async ({
  browser,
  request,
}, testInfo) => {
  // Specs before this one leave checks on their tables: tables 2 and 4 must start free.
  await closeService(request);
  const manager = await open(browser, MANAGER, '/products');

  // The Rioja at 21 %, through the product dialog, so table 2's ticket carries two rates.
  const rioja = manager.getByTestId('catalogue-product').filter({ hasText: DISH.rioja.name });
  await rioja.getByRole('button', { name: `Editar ${DISH.rioja.name}` }).click();
  const edit = manager.getByRole('dialog', { name: 'Editar Producto' });
  await edit.getByLabel('Tipo de IVA').selectOption({ label: '21 %' });
  await edit.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(edit).toBeHidden();

  const waiter = await open(browser, WAITER, '/staff', true);
  await orderRound(
    waiter,
    '2',
    4,
    TABLE2.filter((line) => !fromBar(line)),
  );
  await orderRound(waiter, '4', 3, TABLE4);

  // The wine from the bar: the manager's POS adds a round to table 2's open check.
  await manager.goto('/pos');
  await waitForSynced(manager);
  const tableSelect = manager.getByLabel('Mesa', { exact: true });
  const option2 = tableSelect.locator('option', { hasText: 'Mesa 2 ·' });
  // Once the phone's round is here, the table shows its open check (state · total · time).
  await expect(option2).toHaveText(/^Mesa 2 · \d+ comensales · [^·]+ · [^·]+ · /);
  await tableSelect.selectOption((await option2.getAttribute('value')) ?? '');
  for (const { dish, quantity } of TABLE2.filter(fromBar)) {
    for (let i = 0; i < quantity; i += 1) {
      await manager.getByRole('button', { name: `Añadir ${dish.name}`, exact: true }).click();
    }
  }
  await manager.getByRole('button', { name: 'Enviar a Cocina' }).click();
  await expect(manager.getByText('El pedido está vacío')).toBeVisible();
  const check2 = await serve(request, 'mesa-2');
  const check4 = await serve(request, 'mesa-4');

  // Table 2: the bill before the discount (the pulpo at full price).
  const undiscounted = billOf(TABLE2.map(({ percentOff: _, ...line }) => line));
  let panel = await askForBill(waiter, '2', undiscounted.total);

  // The manager discounts the pulpo 10 % from the dashboard's floor plan (a manager's own device).
  await manager.goto('/');
  await waitForSynced(manager);
  const plan2 = manager.getByTestId('plan-table').and(manager.locator('[data-table="2"]'));
  await expect(plan2).toHaveAttribute('data-status', 'bill_requested');
  await plan2.click();
  const managerPanel = manager.getByRole('dialog', { name: 'Cuenta de la Mesa 2' });
  await managerPanel.getByRole('button', { name: 'Descuento', exact: true }).click();
  const discount = manager.getByRole('dialog', { name: 'Descuento' });
  const target = discount.getByLabel('Aplicar a');
  const pulpo = await target.locator('option', { hasText: DISH.pulpo.name }).getAttribute('value');
  await target.selectOption(pulpo ?? '');
  await discount.getByLabel('Porcentaje').fill('10');
  await discount.getByLabel('Motivo').fill('Cliente habitual');
  await expect(discount.getByLabel('Correo de gerencia')).toHaveCount(0);
  await discount.getByRole('button', { name: 'Aplicar descuento' }).click();
  await expect(discount).toBeHidden();
  await expect(managerPanel.getByTestId('check-total')).toHaveText(euro(bill2.total));
  await manager.keyboard.press('Escape');

  // The waiter's pre-bill follows: base and IVA per rate, the total.
  await expect(panel.getByTestId('check-total')).toHaveText(euro(bill2.total));
  await expect(panel.getByTestId('check-subtotal')).toHaveText(euro(bill2.subtotal));
  for (const tax of bill2.taxes) {
    const row = panel.getByTestId('bill-tax').and(waiter.locator(`[data-rate="${tax.rate}"]`));
    await expect(row).toContainText(euro(tax.base));
    await expect(row).toContainText(euro(tax.amount));
  }

  // 'Cobrar', split by amounts: 43,10 € in cash with a 50 € note, the rest by card.
  await panel.getByRole('button', { name: 'Cobrar', exact: true }).click();
  const pay2 = waiter.getByRole('dialog', { name: /^Cobrar:? Mesa 2$/ });
  await expect(pay2.getByTestId('payment-due')).toHaveText(euro(bill2.total));
  await pay2.getByRole('button', { name: 'Dividir' }).click();
  await pay2.getByRole('button', { name: 'Importes' }).click();
  await pay2.getByLabel('Parte 1').fill(typed(PART1));
  await pay2.getByLabel('Parte 2').fill(typed(PART2));
  await expect(pay2.getByTestId('split-part')).toHaveText([
    new RegExp(`Parte 1 de 2.*${euro(PART1)}`),
    new RegExp(`Parte 2 de 2.*${euro(PART2)}`),
  ]);
  await expect(pay2.getByLabel('Importe', { exact: true })).toHaveValue(typed(PART1));
  await pay2.getByLabel('Entregado').fill(typed(TENDERED));
  await expect(pay2.getByTestId('payment-change')).toHaveValue(euro(TENDERED - PART1));
  await pay2.getByRole('button', { name: 'Confirmar cobro' }).click();
  await expect(pay2.getByTestId('payment-paid')).toHaveText(euro(PART1));
  await expect(pay2.getByTestId('payment-due')).toHaveText(euro(PART2));
  await expect(pay2.getByLabel('Importe', { exact: true })).toHaveValue(typed(PART2));
  await pay2.getByRole('button', { name: 'Tarjeta', exact: true }).click();
  await pay2.getByRole('button', { name: 'Confirmar cobro' }).click();
  await expect(pay2.getByTestId('payment-paid-badge')).toHaveText('Pagada');
  await expect(pay2.getByTestId('payment-ticket')).toHaveText(/^Ticket T-[^-]+-1$/);
  const series = ((await pay2.getByTestId('payment-ticket').textContent()) ?? '').replace(
    /^Ticket (.*)-1$/,
    '$1',
  );
  await pay2.getByRole('button', { name: 'Imprimir ticket' }).click();
  await pay2.getByRole('button', { name: 'Listo' }).click();
  await expect(pay2).toBeHidden();
  await expect(panel.getByTestId('bill-paid-badge')).toHaveText('Pagada');
  await waiter.keyboard.press('Escape');
  await waiter.getByRole('button', { name: 'Cambiar Mesa' }).click();
  // The gateway closes the paid check: the table goes to Limpieza on the phone.
  await expect(tableTile(waiter, '2')).toHaveAttribute('data-status', 'cleaning');

  // Table 4: by card, with a tip recorded apart.
  panel = await askForBill(waiter, '4', bill4.total);
  await panel.getByRole('button', { name: 'Cobrar', exact: true }).click();
  const pay4 = waiter.getByRole('dialog', { name: /^Cobrar:? Mesa 4$/ });
  await pay4.getByRole('button', { name: 'Tarjeta', exact: true }).click();
  await expect(pay4.getByLabel('Importe', { exact: true })).toHaveValue(typed(bill4.total));
  await pay4.getByLabel('Propina').fill(typed(TIP4));
  await expect(pay4.getByTestId('payment-card')).toContainText(euro(bill4.total + TIP4));
  await pay4.getByRole('button', { name: 'Confirmar cobro' }).click();
  await expect(pay4.getByTestId('payment-paid-badge')).toHaveText('Pagada');
  await expect(pay4.getByTestId('payment-ticket')).toHaveText(`Ticket ${series}-2`);
  await pay4.getByRole('button', { name: 'Listo' }).click();
  await expect(panel.getByTestId('bill-tips')).toHaveText(euro(TIP4));

  // The dessert came cold: a refund in cash, the manager confirming on the waiter's phone.
  const sale4 = panel.getByTestId('check-ticket').and(waiter.locator('[data-kind="simplified"]'));
  await expect(sale4).toHaveAttribute('data-number', '2');
  await sale4.getByRole('button', { name: 'Devolución' }).click();
  const refund = waiter.getByRole('dialog', { name: `Devolución: ticket ${series}-2` });
  await expect(refund.getByLabel('Importe a devolver')).toHaveValue(typed(bill4.total));
  await refund.getByLabel('Importe a devolver').fill(typed(REFUND));
  await refund.getByLabel('Forma de devolución').selectOption({ label: 'Efectivo' });
  await refund.getByLabel('Motivo').fill('Crema catalana servida fría');
  await refund.getByLabel('Correo de gerencia').fill(MANAGER.email);
  await refund.getByLabel('Contraseña de gerencia').fill(MANAGER.password);
  await refund.getByRole('button', { name: 'Devolver' }).click();
  await expect(refund).toBeHidden();
  const rectifying = panel.getByTestId('check-ticket').and(waiter.locator('[data-kind="rectifying"]'));
  await expect(rectifying).toHaveAttribute('data-number', '1');
  await expect(rectifying).toContainText(`Rectificativo R${series}-1`);
  await expect(rectifying.getByRole('button', { name: 'Imprimir rectificativo' })).toBeVisible();
  await expect(panel.getByTestId('bill-refunded')).toHaveText(euro(REFUND));
  await waiter.keyboard.press('Escape');

  // Independent sums of the day: what was paid, refunded and tipped, per method and per rate.
  const refundRow = refundTax(REFUND, DISH.crema.rate);
  const day = {
    cash: PART1,
    card: PART2 + bill4.total + TIP4,
    tips: TIP4,
    sales: bill2.total + bill4.total - REFUND,
    taxes: sumTaxes([...bill2.taxes, ...bill4.taxes, { ...refundRow, sign: -1 }]),
    discount: TABLE2.reduce((sum, line) => sum + lineDiscount(line), 0),
    expected: FLOAT + PART1 - REFUND,
  };

  // 'Caja': the float, the count by note and coin, 'Cerrar caja'.
  await manager.getByRole('link', { name: 'Caja' }).click();
  await manager.getByRole('button', { name: 'Fondo de caja' }).click();
  const float = manager.getByRole('dialog', { name: 'Fondo de caja' });
  await float.getByLabel('Importe (€)').fill(typed(FLOAT));
  await float.getByRole('button', { name: 'Registrar' }).click();
  await expect(float).toBeHidden();
  await expect(manager.getByTestId('arqueo-expected')).toHaveText(euro(day.expected));
  for (const [cents, count] of countOf(day.expected)) {
    await manager.getByLabel(denominationInput(cents), { exact: true }).fill(String(count));
  }
  await expect(manager.getByTestId('arqueo-counted')).toHaveText(euro(day.expected));
  await expect(manager.getByTestId('arqueo-difference')).toHaveText(euro(0));
  await manager.getByRole('button', { name: 'Cerrar caja' }).click();
  await expect(manager.getByTestId('day-closed')).toHaveText('Caja cerrada');
  await expect(manager.getByTestId('arqueo-expected')).toHaveText(euro(day.expected));

  // The Z report on screen equals the sums, to the cent.
  const expectedRows: Array<[string, string]> = [
    ['Tickets', '2'],
    [`Serie ${series}`, '1 – 2'],
    [`Serie R${series}`, '1 – 1'],
    ['Efectivo', euro(day.cash)],
    ['Tarjeta', euro(day.card)],
    ['Ventas cobradas', euro(day.sales)],
    ['Propinas', euro(day.tips)],
    ['Descuentos', `1 · ${euro(day.discount)}`],
    ['Devoluciones', `1 · ${euro(REFUND)}`],
    ...day.taxes.flatMap((tax): Array<[string, string]> => [
      [`Base ${tax.rate} %`, euro(tax.base)],
      [`Cuota ${tax.rate} %`, euro(tax.amount)],
    ]),
    ['Fondo de caja', euro(FLOAT)],
    ['Efectivo cobrado', euro(day.cash)],
    ['Devoluciones en efectivo', euro(REFUND)],
    ['Efectivo esperado', euro(day.expected)],
  ];
  await expect
    .poll(async () => {
      const z = await zRows(manager);
      return expectedRows.map(([label]) => [label, z.get(label) ?? '(falta)']);
    })
    .toEqual(expectedRows);

  // And so does the API's Z report of the tickets' business day.
  const tickets = await manager.request.get('/api/tickets');
  const list = (await tickets.json()) as Array<{
    id: string;
    checkId: string;
    businessDate: string;
    kind: string;
  }>;
  const ticket2 = list.find((ticket) => ticket.checkId === check2 && ticket.kind === 'simplified');
  expect(
    list
      .filter((ticket) => ticket.checkId === check4)
      .map((ticket) => ticket.kind)
      .sort(),
  ).toEqual(['rectifying', 'simplified']);
  const apiZ = await manager.request.get(`/api/days/${ticket2?.businessDate ?? ''}/z`);
  expect(apiZ.status()).toBe(200);
  expect(await apiZ.json()).toMatchObject({
    tickets: 2,
    // Sorted by series name: the rectifying series 'RT-…' before the sale series 'T-…'.
    series: [
      { series: `R${series}`, first: 1, last: 1, count: 1 },
      { series, first: 1, last: 2, count: 2 },
    ],
    byMethod: { cash: money(day.cash), card: money(day.card) },
    taxes: day.taxes.map((tax) => ({ rate: tax.rate, base: money(tax.base), amount: money(tax.amount) })),
    discounts: { count: 1, amount: money(day.discount) },
    invitations: { count: 0, amount: '0.00' },
    refunds: { count: 1, amount: money(REFUND) },
    tips: money(day.tips),
    sales: money(day.sales),
    averageTicket: money(halfUp(day.sales, 2)),
    cash: { float: money(FLOAT), in: '0.00', out: '0.00', taken: money(day.cash), refunded: money(REFUND) },
  });

  // 'Ventas Hoy' is the money collected: payments less refunds, tips apart.
  await manager.getByRole('link', { name: 'Dashboard' }).click();
  await expect(manager.getByTestId('stat-revenue')).toHaveText(euro(day.sales));
  // So do the sidebar's 'Estado del Día' sales.
  await expect(manager.getByTestId('today-sales')).toHaveText(euro(day.sales));

  // Table 2's ticket, printed to PDF by Chromium: the NIF, series and number, base and IVA per rate.
  expect(ticket2?.id).toBe(`${series}-000001`);
  const text = await printedText(
    manager,
    `/print/ticket/${encodeURIComponent(`ticket:${series}-000001`)}`,
    testInfo.outputPath('ticket-mesa-2.pdf'),
  );
  expect(text).toContain(`NIF: ${NIF}`);
  expect(text).toContain('Factura simplificada');
  expect(text).toContain(`${series}-000001`);
  for (const tax of bill2.taxes)
    expect(text).toContain(plain(`${tax.rate} % ${euro(tax.base)} ${euro(tax.amount)}`));
  expect(text).toContain(plain(`TOTAL ${euro(bill2.total)}`));
  expect(text).toContain('IVA incluido');
  expect(text).toContain(plain(`Entregado ${euro(TENDERED)} Cambio ${euro(TENDERED - PART1)}`));
  // The rectifying ticket names the ticket it corrects.
  const rectText = await printedText(
    manager,
    `/print/ticket/${encodeURIComponent(`ticket:R${series}-000001`)}`,
    testInfo.outputPath('rectificativo-mesa-4.pdf'),
  );
  expect(rectText).toContain('Factura rectificativa');
  expect(rectText).toContain(`Rectifica ${series}-000002`);
  expect(rectText).toContain(
    plain(`${refundRow.rate} % ${euro(-refundRow.base)} ${euro(-refundRow.amount)}`),
  );

  // The Z report prints too, with the day's sales and each rate's IVA.
  const zText = await printedText(
    manager,
    `/print/z/${ticket2?.businessDate ?? ''}`,
    testInfo.outputPath('informe-z.pdf'),
  );
  expect(zText).toContain('Informe Z');
  expect(zText).toContain(euro(day.sales).replace(/\s/g, ' '));

  // The bar's chit of the wine round: 'Imprimir comanda' prints it in a hidden frame and the panel
  // stays usable; the chit itself names the table and the wine.
  const bar = await manager.request.get(`/api/checks/${check2}`);
  const barRound = (
    (await bar.json()) as { rounds: Array<{ id: string; items: Array<{ productName: string }> }> }
  ).rounds.find((round) => round.items.some((item) => item.productName === DISH.rioja.name));
  expect(barRound).toBeDefined();
  const chitText = await printedText(
    manager,
    `/print/chit/${encodeURIComponent(barRound?.id ?? '')}`,
    testInfo.outputPath('comanda-bar.pdf'),
  );
  expect(chitText).toContain('Mesa 2');
  expect(chitText).toContain(DISH.rioja.name);

  for (const page of [manager, waiter]) await page.context().close();
  // Leave the tables free for the specs after this one.
  await closeService(request);
});
