import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DOC_TYPES } from '@restaurantpro/schema';
import { handWrittenLists, kindNamesOf } from './kinds-lists.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const KINDS_FILE = path.join(ROOT, 'schema/src/kinds.ts');

let dir = '';
afterEach(async () => {
  if (dir !== '') await rm(dir, { recursive: true, force: true });
  dir = '';
});

/** A source tree holding `files` (name → code), with the kinds table of `kinds`. */
async function tree(
  kinds: readonly string[],
  files: Record<string, string>,
): Promise<{ table: string; src: string }> {
  dir = await mkdtemp(path.join(tmpdir(), 'rp-kinds-'));
  const table = path.join(dir, 'kinds.ts');
  await writeFile(
    table,
    `export const KINDS = {\n${kinds.map((k) => `  ${k}: { db: 'floor' },`).join('\n')}\n} as const;\n`,
  );
  const src = path.join(dir, 'src');
  await mkdir(src);
  for (const [name, code] of Object.entries(files)) await writeFile(path.join(src, name), code);
  return { table, src };
}

describe('per-kind lists are derived from the kinds table', () => {
  it('reads the kinds the table declares', () => {
    expect(kindNamesOf(KINDS_FILE)).toEqual([...DOC_TYPES]);
  });

  it('finds no hand-written list of kinds in the product code', () => {
    expect(
      handWrittenLists().map(
        ({ file, line, kinds }) => `${path.relative(ROOT, file)}:${line} ${kinds.join(',')}`,
      ),
    ).toEqual([]);
  });

  it('finds a list of kinds written by hand again: an array, an object’s keys, a union of types', async () => {
    const { table, src } = await tree(['order', 'check', 'payment', 'coupon'], {
      'money.ts': "export const MONEY = ['payment', 'coupon', 'check'];\n",
      'labels.ts': "export const LABELS = { order: 'pedidos', check: 'cuentas', coupon: 'vales' };\n",
      'types.ts': "export type Paid = 'payment' | 'coupon' | 'order';\n",
    });
    const found = handWrittenLists(table, [src]).map(({ file, kinds }) => [
      path.basename(file),
      kinds.sort(),
    ]);
    expect(found).toEqual([
      ['labels.ts', ['check', 'coupon', 'order']],
      ['money.ts', ['check', 'coupon', 'payment']],
      ['types.ts', ['coupon', 'order', 'payment']],
    ]);
  });

  it('counts a kind once the table declares it: a list naming a new kind outside the table is found', async () => {
    const code = "export const DAILY = ['order', 'check', 'coupon'];\n";
    const before = await tree(['order', 'check'], { 'daily.ts': code });
    expect(handWrittenLists(before.table, [before.src])).toEqual([]);
    await rm(dir, { recursive: true, force: true });
    const after = await tree(['order', 'check', 'coupon'], { 'daily.ts': code });
    expect(handWrittenLists(after.table, [after.src])).toHaveLength(1);
  });

  it('leaves alone a query naming what it reads, a pair, tests and the table itself', async () => {
    const { table, src } = await tree(['order', 'check', 'payment', 'table'], {
      'screen.ts':
        "declare function useLiveQuery(types: string[]): void;\nuseLiveQuery(['table', 'payment', 'order']);\n",
      'pair.ts': "export const CHECK_WORK = ['check', 'order'];\n",
      'screen.test.ts': "export const ALL = ['order', 'check', 'payment'];\n",
    });
    expect(handWrittenLists(table, [src, path.dirname(table)])).toEqual([]);
  });
});
