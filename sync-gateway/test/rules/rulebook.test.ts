import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Product code outside `schema`: the doors, the reactions and the web app. */
const SCANNED = ['sync-gateway/src', 'web/src'];

/** Rule text that belongs to `schema` alone: a copy anywhere else would drift from it. */
const RULE_TEXT: Array<[what: string, pattern: RegExp]> = [
  ['an in-use reason', /No se puede eliminar el (área|ingrediente)|mesa\(s\) asignada|receta\(s\)/],
  ['a role refusal', /Solo (gerencia|cocina|un administrador)/],
  ['a role list', /\[\s*'(admin|manager|waiter|cook)'\s*,\s*'(admin|manager|waiter|cook)'/],
  ['a role test by name', /role\s*===\s*'(manager|admin)'\s*\|\|\s*role\s*===\s*'(manager|admin)'/],
  ['the sale statuses', /'pending',\s*'preparing',\s*'ready',\s*'served'/],
  ['an order move reason', /Cambio de estado no permitido|No se puede pasar un pedido/],
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('one rulebook', () => {
  const files = SCANNED.flatMap((dir) => sources(path.join(ROOT, dir)));

  it('scans the product code', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(RULE_TEXT)('no %s outside schema', (_what, pattern) => {
    const copies = files.filter((file) => pattern.test(readFileSync(file, 'utf8')));
    expect(copies.map((file) => path.relative(ROOT, file))).toEqual([]);
  });

  it('catches a copy when there is one', () => {
    const copy = "throw new Error('No se puede eliminar el área: tiene 2 mesa(s) asignada(s)');";
    expect(RULE_TEXT.some(([, pattern]) => pattern.test(copy))).toBe(true);
  });
});
