#!/usr/bin/env node
/**
 * Counts the imports in `web/src` that run against the floor order (scripts/floors.mjs): static,
 * side-effect and dynamic `import()` alike, resolved against the importing file. Also counts the
 * catch blocks in `screens/` that show a toast: failed writes are mapped to toasts by the write hooks
 * of `data/writes/`, in one place. Then counts the import cycles among the product files of
 * `schema/src`, `sync-gateway/src` and `web/src` (tests and fixtures aside), type-only imports included:
 * a circle is one for a reader even when the compiler erases it. Prints each finding and exits with 1
 * when there is any; `npm run lint` runs it, so CI fails on a wrong arrow.
 *
 * Usage: `node scripts/check-floors.mjs [webSrc] [cycleDir…]` (the tests point both at fixtures).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

/** Tests and their support are left out: only product code must form no circle. */
function isProductFile(relativePath) {
  const parts = relativePath.split('/');
  const name = parts[parts.length - 1];
  return (
    !/\.test\.tsx?$/.test(name) &&
    !/fixtures/.test(name) &&
    !parts.slice(0, -1).some((dir) => dir === 'test' || /fixtures/.test(dir))
  );
}

/** The file an import specifier points at: as written, `.js` read as `.ts`, or with an extension or `index` added. */
function resolveImport(file, specifier) {
  const base = path.resolve(path.dirname(file), specifier);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.jsx$/, '.tsx'),
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** The relative-import graph of the product files under `srcDirs`: absolute path → set of absolute paths. */
function importGraph(srcDirs) {
  const graph = new Map();
  for (const srcDir of srcDirs) {
    for (const file of sourceFiles(srcDir)) {
      if (isProductFile(path.relative(srcDir, file).split(path.sep).join('/'))) graph.set(file, new Set());
    }
  }
  for (const [file, targets] of graph) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, match[1]);
      if (target !== null && graph.has(target)) targets.add(target);
    }
  }
  return graph;
}

/** Strongly connected groups of more than one file, or one file importing itself (Tarjan, iterative). */
function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const groups = [];
  let next = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [{ node: root, targets: [...graph.get(root)], at: 0 }];
    index.set(root, next);
    low.set(root, next);
    next += 1;
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.at < frame.targets.length) {
        const target = frame.targets[frame.at];
        frame.at += 1;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next);
          next += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, targets: [...graph.get(target)], at: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.node);
      if (group.length > 1 || graph.get(frame.node).has(frame.node)) groups.push(group);
    }
  }
  return groups;
}

/** The shortest way round from `start` back to itself inside `members` (breadth first). */
function shortestLoop(graph, members, start) {
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node)) {
      if (!members.has(target)) continue;
      if (target === start) {
        const loop = [node];
        while (loop[0] !== start) loop.unshift(cameFrom.get(loop[0]));
        return [...loop, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/**
 * The import cycles among the product files of `srcDirs`, one per strongly connected group, as
 * `{ files, loop }` relative to `root`: `files` every file of the group (sorted), `loop` the shortest
 * circle through its first file. A group counts once however many circles run through it.
 */
export function importCycles(srcDirs, root) {
  const graph = importGraph(srcDirs);
  const relative = (file) => path.relative(root, file).split(path.sep).join('/');
  return stronglyConnected(graph)
    .map((group) => {
      const members = new Set(group);
      const files = group.map(relative).sort();
      const first = group.find((file) => relative(file) === files[0]);
      return { files, loop: shortestLoop(graph, members, first).map(relative) };
    })
    .sort((a, b) => a.files[0].localeCompare(b.files[0]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Another source folder can be given (the floor test checks a fixture with a wrong import).
  const srcDir = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../web/src'),
  );
  const found = floorViolations(srcDir);
  for (const { file, target, reason } of found) console.error(`${file} → ${target}: ${reason}`);
  const catches = screenToastCatches(srcDir);
  for (const { file, line } of catches)
    console.error(`${file}:${line}: a catch block showing a toast (use a write hook of data/writes)`);
  const where = path.relative(process.cwd(), srcDir) || '.';
  // Cycles are looked for in the folders given after the first one, or in the three packages' src.
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const cycleDirs =
    process.argv.length > 3
      ? process.argv.slice(3).map((dir) => path.resolve(dir))
      : ['schema/src', 'sync-gateway/src', 'web/src'].map((dir) => path.join(root, dir));
  const cycles = importCycles(cycleDirs, process.argv.length > 3 ? process.cwd() : root);
  for (const { files, loop } of cycles) {
    const others = files.filter((file) => !loop.includes(file));
    const also = others.length > 0 ? ` [also: ${others.join(', ')}]` : '';
    console.error(`import cycle (${files.length} files): ${loop.join(' → ')}${also}`);
  }
  console.log(`imports against the floor order in ${where}: ${found.length}`);
  console.log(`catch blocks showing a toast in ${where}/screens: ${catches.length}`);
  console.log(
    `import cycles in ${cycleDirs.map((dir) => path.relative(process.cwd(), dir) || '.').join(', ')}: ${cycles.length}`,
  );
  process.exitCode = found.length + catches.length + cycles.length > 0 ? 1 : 0;
}
