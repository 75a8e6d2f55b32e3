#!/usr/bin/env node
/**
 * Counts the imports in `web/src` that run against the floor order (scripts/floors.mjs): static,
 * side-effect and dynamic `import()` alike, resolved against the importing file. Also counts the
 * catch blocks in `screens/` that show a toast: failed writes are mapped to toasts by the write hooks
 * of `data/writes/`, in one place. Prints each finding and exits with 1 when there is any;
 * `npm run lint` runs it, so CI fails on a wrong arrow.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

const CATCH = /\bcatch\s*(?:\([^)]*\))?\s*\{/g;
const TOAST = /\b(notify\w*|\w*[Tt]oast\w*)\s*\(/;

/** The body of the block opening at `open` (the index of its `{`). */
function blockAt(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && (depth -= 1) === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

/** Catch blocks under `screens/` that show a toast, as `{ file, line }` relative to `srcDir`. */
export function screenToastCatches(srcDir) {
  const found = [];
  const screens = path.join(srcDir, 'screens');
  if (!existsSync(screens)) return found;
  for (const file of sourceFiles(screens)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(CATCH)) {
      const open = (match.index ?? 0) + match[0].length - 1;
      if (TOAST.test(blockAt(text, open))) {
        const line = text.slice(0, match.index).split('\n').length;
        found.push({ file: path.relative(srcDir, file).split(path.sep).join('/'), line });
      }
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Another source folder can be given (the floor test checks a fixture with a wrong import).
  const srcDir = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../web/src'));
  const found = floorViolations(srcDir);
  for (const { file, target, reason } of found) console.error(`${file} → ${target}: ${reason}`);
  const catches = screenToastCatches(srcDir);
  for (const { file, line } of catches) console.error(`${file}:${line}: a catch block showing a toast (use a write hook of data/writes)`);
  const where = path.relative(process.cwd(), srcDir) || '.';
  console.log(`imports against the floor order in ${where}: ${found.length}`);
  console.log(`catch blocks showing a toast in ${where}/screens: ${catches.length}`);
  process.exitCode = found.length + catches.length > 0 ? 1 : 0;
}
