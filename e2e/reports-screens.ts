import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { plain, type ExpectedTable } from './reports-figures.ts';

/**
 * Reading the reports screen: a table's rows as cell texts, a chart's drawn marks, and a table's
 * 'Exportar CSV' download parsed back into rows.
 */

/** The rows of `table-<name>` as the texts of their cells, once there are `count` of them. */
export async function tableRows(page: Page, name: string, count: number): Promise<string[][]> {
  const rows = page.getByTestId(`table-${name}-row`);
  await expect(rows).toHaveCount(count);
  const texts = await rows.evaluateAll((found) =>
    found.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')),
  );
  return texts.map((cells) => cells.map(plain));
}

/** The SVG a recharts chart drew (not the icons of the section's buttons). */
export const chartSurface = (section: Locator): Locator => section.locator('svg.recharts-surface');

/** The marks a chart drew in its SVG: bar rectangles or pie sectors. */
export function chartMarks(section: Locator, kind: 'bar' | 'sector'): Locator {
  return chartSurface(section).locator(
    kind === 'bar' ? '.recharts-bar-rectangle path' : '.recharts-pie-sector path',
  );
}

/**
 * A horizontal bar chart's bars as [the axis's name, the bar's value label], top to bottom. Recharts
 * breaks a long name into lines (tspans): they are joined with a space.
 */
export async function namedBars(section: Locator): Promise<string[][]> {
  const pairs = await chartSurface(section).evaluate((svg) => {
    const text = (node: Element) =>
      Array.from(node.querySelectorAll('tspan'), (line) => line.textContent ?? '').join(' ') ||
      (node.textContent ?? '');
    const names = Array.from(svg.querySelectorAll('.recharts-cartesian-axis-tick-value'), text);
    const values = Array.from(svg.querySelectorAll('.recharts-label-list .recharts-label'), text);
    return names.map((name, index) => [name, values[index] ?? '']);
  });
  return pairs.map((pair) => pair.map(plain));
}

export interface Csv {
  filename: string;
  header: string[];
  rows: string[][];
}

/** Clicks the `export-csv-<name>` button and parses the file the browser saves. */
export async function downloadCsv(page: Page, name: string): Promise<Csv> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(`export-csv-${name}`).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const [header = [], ...rows] = parsed.data;
  return { filename: download.suggestedFilename(), header, rows };
}

/** Rows in a fixed order, so two lists of the same rows compare equal whatever order each came in. */
export const sorted = (rows: readonly (readonly string[])[]): string[][] =>
  rows.map((row) => [...row]).sort((a, b) => (a.join('\u0001') < b.join('\u0001') ? -1 : 1));

/**
 * A table's CSV against the expected rows (every cell, the header too) and, for a table on screen,
 * against the screen: the same rows, and row i of the file is row i on screen.
 */
export async function expectTable(
  page: Page,
  name: string,
  file: string,
  range: { from: string; to: string },
  expected: ExpectedTable,
): Promise<void> {
  const csv = await downloadCsv(page, name);
  expect(csv.filename).toBe(`${file}-${range.from}-${range.to}.csv`);
  expect(csv.header).toEqual(expected.header);
  expect(sorted(csv.rows), `${name}.csv`).toEqual(sorted(expected.rows.map((row) => row.csv)));

  const onScreen = expected.rows.flatMap((row) => (row.screen === null ? [] : [row.screen.map(plain)]));
  if (onScreen.length === 0) return;
  const screen = await tableRows(page, name, expected.rows.length);
  expect(sorted(screen), `table-${name}`).toEqual(sorted(onScreen));
  const indexOf = (list: readonly (readonly string[])[], row: readonly string[]) =>
    list.findIndex((candidate) => candidate.join('\u0001') === row.join('\u0001'));
  const byFile = csv.rows.map((row) =>
    indexOf(
      expected.rows.map((one) => one.csv),
      row,
    ),
  );
  const byScreen = screen.map((row) => indexOf(onScreen, row));
  expect(byFile, `${name}: the file lists the rows in the screen's order`).toEqual(byScreen);
}
