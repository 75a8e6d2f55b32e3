#!/usr/bin/env node
/**
 * Finds per-kind lists written by hand. Every document kind is declared once, in the kinds table
 * (`schema/src/kinds.ts`), and every list of kinds is derived from it; a literal naming three kinds
 * or more outside that file (an array, an object's keys, a union of string types) is a second
 * declaration that drifts. A query naming the kinds it reads, as the argument of the call that
 * reads them (`useLiveQuery(db, ['table', 'payment', 'refund'], …)`), is that query and not a list
 * of kinds. Prints each finding and exits with 1 when there is one.
 *
 * Usage: `node scripts/kinds-lists.mjs [kindsFile] [srcDir…]` (the test points both at fixtures).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const KINDS_FILE = join(ROOT, 'schema/src/kinds.ts');
const SRC_DIRS = ['schema/src', 'sync-gateway/src', 'web/src'].map((dir) => join(ROOT, dir));
/** Naming this many kinds makes a literal a list of kinds (two are a rule's own pair: a check and its transfers). */
export const LIST_SIZE = 3;

/** The kinds the table declares: the keys of its `KINDS` object. */
export function kindNamesOf(kindsFile) {
  const source = ts.createSourceFile(kindsFile, readFileSync(kindsFile, 'utf8'), ts.ScriptTarget.Latest);
  const names = [];
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'KINDS' && node.initializer) {
      let init = node.initializer;
      while (ts.isSatisfiesExpression(init) || ts.isAsExpression(init)) init = init.expression;
      if (ts.isObjectLiteralExpression(init)) for (const prop of init.properties) names.push(propName(prop));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names.filter((name) => name !== null);
}

function propName(prop) {
  const name = prop.name;
  if (name === undefined) return null;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return null;
}

const isProductFile = (name) =>
  /\.(ts|tsx)$/.test(name) &&
  !/\.test\.tsx?$/.test(name) &&
  !name.includes('fixtures') &&
  !name.endsWith('.d.ts');

function productFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && isProductFile(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const isCallArgument = (node) => ts.isCallExpression(node.parent) && node.parent.arguments.includes(node);

/** The kind names among a literal's parts. */
function namedKinds(node, kinds) {
  if (ts.isArrayLiteralExpression(node) && !isCallArgument(node))
    return node.elements
      .filter((el) => ts.isStringLiteralLike(el) && kinds.has(el.text))
      .map((el) => el.text);
  if (ts.isObjectLiteralExpression(node))
    return node.properties.map(propName).filter((name) => name !== null && kinds.has(name));
  if (ts.isUnionTypeNode(node))
    return node.types
      .filter((t) => ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal) && kinds.has(t.literal.text))
      .map((t) => t.literal.text);
  return [];
}

/** Every literal of `file` naming LIST_SIZE kinds or more: `{ file, line, kinds }`. */
export function listsIn(file, kinds) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    const named = new Set(namedKinds(node, kinds));
    if (named.size >= LIST_SIZE) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ file, line: line + 1, kinds: [...named] });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The hand-written lists of kinds in the product files of `srcDirs`, the table itself aside. */
export function handWrittenLists(kindsFile = KINDS_FILE, srcDirs = SRC_DIRS) {
  const kinds = new Set(kindNamesOf(kindsFile));
  return srcDirs
    .flatMap(productFiles)
    .filter((file) => resolve(file) !== resolve(kindsFile))
    .flatMap((file) => listsIn(file, kinds));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [kindsFile, ...dirs] = process.argv.slice(2);
  const found = handWrittenLists(kindsFile ?? KINDS_FILE, dirs.length > 0 ? dirs : SRC_DIRS);
  for (const { file, line, kinds } of found)
    console.log(
      `${relative(ROOT, file)}:${line}: a hand-written list of kinds (${kinds.join(', ')}): derive it from the kinds table`,
    );
  console.log(`hand-written lists of kinds: ${found.length}`);
  process.exit(found.length > 0 ? 1 : 0);
}
