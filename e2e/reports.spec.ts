import { expect, test } from '@playwright/test';
import { MONTH } from '@restaurantpro/sync-gateway/testing/reports';
import { signIn } from './helpers.ts';
import { MANAGER, seededGateway, type SeededGateway } from './reports-gateway.ts';
import { WEEKDAYS, euro, expectedReport, plain, stamp } from './reports-figures.ts';
import { chartMarks, expectTable, namedBars, sorted } from './reports-screens.ts';

/**
 * The reports screen over a known month (November 2026: three days of sales with cash, card and
 * mixed payments, tips, a discount, an invitation, a void, a refund with its rectifying ticket, IVA at
 * 10 % and 21 %, and a sale in October for the previous period), seeded into a gateway of the spec's
 * own. A manager opens the month: every headline figure, the charts (bars, sectors, heat-map cells)
 * and every table equal the gateway tests' independent computation from the documents, and each
 * 'Exportar CSV' file holds the same rows, in the screen's order. Offline, the screen says the
 * reports need the connection and keeps the last report with the time it was fetched.
 */

let gateway: SeededGateway | undefined;

test.beforeAll(async () => {
  gateway = await seededGateway();
});
test.afterAll(async () => {
  await gateway?.close();
});

/** The 'Exportar CSV' of each table and the name its file starts with. */
const FILES = {
  days: 'ventas-por-dia',
  categories: 'ventas-por-categoria',
  methods: 'ventas-por-forma-de-pago',
  products: 'productos',
  menu: 'ingenieria-de-menu',
  waiters: 'camareros',
  incidents: 'anulaciones-y-devoluciones',
  iva: 'iva',
} as const;

test('a known month on the reports screen: figures, charts, tables, CSV files, and offline the last report', async ({
  browser,
}) => {
  if (gateway === undefined) throw new Error('the reports gateway did not start');
  const { month, names, rebuild, url } = gateway;
  const expected = expectedReport(month, names);
  // The rebuild wrote one aggregate per business day that has documents (October's one too).
  const businessDays = new Set(month.docs.flatMap((doc) => (doc.businessDate ? [doc.businessDate] : [])));
  expect(rebuild).toMatchObject({ days: businessDays.size, written: businessDays.size });

  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  // The report on screen below is fetched after this instant (on the last day of a month the
  // screen's first period is already the month).
  const asked = new Date();
  await signIn(page, MANAGER, '/reports');
  await expect(page.getByTestId('report')).toBeVisible();

  // The month through the picker's own dates.
  await page.getByTestId('range-preset-custom').click();
  await page.getByTestId('range-from').fill(MONTH.from);
  await page.getByTestId('range-to').fill(MONTH.to);
  await page.getByTestId('range-apply').click();
  await expect(page).toHaveURL(`/reports?from=${MONTH.from}&to=${MONTH.to}`);
  const report = page.getByTestId('report');
  await expect(report).toHaveAttribute('data-from', MONTH.from);
  await expect(report).toHaveAttribute('data-to', MONTH.to);
  await expect(report).toHaveAttribute('aria-busy', 'false');
  const answered = new Date();

  // Headline figures, their hints, and which way each moved against October's last 30 days.
  for (const [key, card] of Object.entries(expected.headline)) {
    const shown = page.getByTestId(`headline-${key}`);
    await expect(shown.locator('.tabular'), key).toHaveText(card.value);
    await expect(shown.getByTestId('headline-change'), key).toHaveAttribute('data-direction', card.direction);
    if (card.hint !== undefined) await expect(shown, key).toContainText(card.hint);
  }

  // Sales by day: one bar per day that sold.
  const byDay = page.getByTestId('chart-sales-by-day');
  const sellingDays = expected.figures.byDay.filter((day) => day.sales > 0);
  await expect(chartMarks(byDay, 'bar')).toHaveCount(sellingDays.length);

  // By category: a bar per category, each named and labelled with its revenue.
  const byCategory = page.getByTestId('chart-sales-by-category');
  await expect(chartMarks(byCategory, 'bar')).toHaveCount(expected.byCategory.length);
  expect(sorted(await namedBars(byCategory))).toEqual(
    sorted(expected.byCategory.map((category) => [category.name, category.text])),
  );

  // By payment method: a sector for each method that took money, and the figures under the ring.
  const byMethod = page.getByTestId('chart-sales-by-method');
  const paidBy = Object.values(expected.figures.byMethod).filter((cents) => cents > 0);
  await expect(chartMarks(byMethod, 'sector')).toHaveCount(paidBy.length);
  await expect(page.getByTestId('method-cash')).toContainText(`Efectivo${expected.byMethod.cash}`);
  await expect(page.getByTestId('method-card')).toContainText(`Tarjeta${expected.byMethod.card}`);

  // The heat map: weekdays × the hours that sold; shaded exactly where money came in.
  const cells = page.getByTestId('chart-heatmap').getByTestId('heatmap-cell');
  const { hours, cents } = expected.heat;
  await expect(cells).toHaveCount(WEEKDAYS.length * hours.length);
  const drawn = await cells.evaluateAll((found) =>
    found.map((cell) => ({
      label: cell.getAttribute('aria-label') ?? '',
      level: Number(cell.dataset.level),
    })),
  );
  const hh = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;
  const wanted = WEEKDAYS.flatMap((weekday, day) =>
    hours.map((hour) => {
      const value = cents[`${day}-${hour}`] ?? 0;
      return { label: `${weekday} de ${hh(hour)} a ${hh(hour + 1)}: ${euro(value)}`, shaded: value > 0 };
    }),
  );
  expect(drawn.map((cell) => ({ label: plain(cell.label), shaded: cell.level > 0 }))).toEqual(wanted);
  const busiest = Math.max(...Object.values(cents));
  const levels = drawn.map((cell) => cell.level);
  expect(drawn[wanted.findIndex((cell) => cell.label.endsWith(`: ${euro(busiest)}`))]?.level).toBe(
    Math.max(...levels),
  );

  // Every table and chart's CSV: the expected rows, and the screen's rows in the same order.
  for (const [name, file] of Object.entries(FILES)) {
    const table = expected.tables[name];
    if (table === undefined) throw new Error(`no expected rows for ${name}`);
    await expectTable(page, name, file, MONTH, table);
  }
  await expect(page.getByTestId('table-iva-total').locator('td')).toHaveText(expected.ivaTotal);

  // Offline, neither another period nor a reload (the service worker serves the app) reaches the
  // gateway: the month stays on screen, said to be the last report, with the time it was fetched.
  const minutes = new Set<string>();
  for (let at = asked.getTime() - (asked.getTime() % 60_000); at <= answered.getTime(); at += 60_000)
    minutes.add(stamp(new Date(at)));
  const lastReport = new RegExp(
    `^Último informe: (${[...minutes].join('|')}) · periodo 01/11/2026 – 30/11/2026$`,
  );
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  const leave = [
    () => page.getByTestId('range-preset-last-month').click(),
    () => page.reload().then(() => undefined),
  ];
  for (const away of leave) {
    await away();
    await expect(page).toHaveURL('/reports?preset=last-month');
    await expect(page.getByTestId('reports-offline')).toContainText('Los informes necesitan conexión');
    await expect(page.getByTestId('reports-last-report')).toHaveText(lastReport);
    await expect(report).toHaveAttribute('data-from', MONTH.from);
    await expect(page.getByTestId('headline-sales').locator('.tabular')).toHaveText(
      expected.headline.sales?.value ?? '',
    );
  }
  await context.close();
});
