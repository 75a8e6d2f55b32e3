#!/usr/bin/env node
/**
 * Counts the imports in `web/src` that run against the floor order (scripts/floors.mjs): static,
 * side-effect and dynamic `import()` alike, resolved against the importing file. Prints each one and
 * exits with 1 when there is any; `npm run lint` runs it, so CI fails on a wrong arrow.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { floorViolation } from './floors.mjs';

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

/** Every import of `srcDir` against the floor order, as `{ file, target, reason }` relative to it. */
export function floorViolations(srcDir) {
  const found = [];
  for (const file of sourceFiles(srcDir)) {
    const from = path.relative(srcDir, file).split(path.sep).join('/');
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const resolved = path.resolve(path.dirname(file), match[1]);
      const to = path.relative(srcDir, resolved).split(path.sep).join('/');
      if (to.startsWith('..')) continue;
      const reason = floorViolation(from, to);
      if (reason) found.push({ file: from, target: to, reason });
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Another source folder can be given (the floor test checks a fixture with a wrong import).
  const srcDir = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../web/src'));
  const found = floorViolations(srcDir);
  for (const { file, target, reason } of found) console.error(`${file} → ${target}: ${reason}`);
  console.log(`imports against the floor order in ${path.relative(process.cwd(), srcDir) || '.'}: ${found.length}`);
  process.exitCode = found.length > 0 ? 1 : 0;
}
