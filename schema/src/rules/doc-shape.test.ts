import { describe, expect, it } from 'vitest';
import {
  ancestorRevs,
  docShapeProblem,
  nestingDepth,
  storableHistoryProblem,
  unknownFieldPath,
} from './doc-shape.ts';

const HEX = 'a'.repeat(32);
const deep = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { x: value };
  return value;
};

describe('document shape', () => {
  it.each([
    ['a plain new document', { _id: 'order:1' }, false, null],
    [
      'a replicated revision with its history',
      { _id: 'order:1', _rev: `2-${HEX}`, _revisions: { start: 2, ids: [HEX, 'b'.repeat(32)] } },
      true,
      null,
    ],
    ['a replicated revision without _rev', { _id: 'order:1' }, true, 'Falta _rev'],
    [
      'a history whose ids is a number',
      { _id: 'order:1', _rev: `1-${HEX}`, _revisions: { start: 1, ids: 5 } },
      true,
      '_revisions.ids no válido',
    ],
    [
      'a history longer than its generation',
      { _id: 'order:1', _rev: `1-${HEX}`, _revisions: { start: 1, ids: [HEX, HEX] } },
      true,
      '_revisions.ids más largo que su generación',
    ],
    [
      'a _rev that is not its history’s head',
      { _id: 'order:1', _rev: `1-${'b'.repeat(32)}`, _revisions: { start: 1, ids: [HEX] } },
      true,
      '_rev no coincide con _revisions',
    ],
    ['a malformed _rev', { _id: 'order:1', _rev: '1-../x' }, false, '_rev no válido'],
    [
      'attachments',
      { _id: 'order:1', _attachments: {} },
      false,
      'No se admiten adjuntos: las imágenes se suben aparte',
    ],
    [
      'another reserved field',
      { _id: 'order:1', _conflicts: [] },
      false,
      'Campo reservado no permitido: _conflicts',
    ],
    [
      'history outside replication',
      { _id: 'order:1', _revisions: { start: 1, ids: [HEX] } },
      false,
      '_revisions solo en replicación',
    ],
    ['a body that is not an object', [1], false, 'El documento debe ser un objeto'],
    [
      'a document nested too deep',
      { _id: 'order:1', x: deep(40) },
      false,
      'Documento demasiado anidado (máximo 16 niveles)',
    ],
    ['a document too large', { _id: 'order:1', x: 'x'.repeat(300_000) }, false, 'Documento demasiado grande'],
  ])('%s', (_name, doc, replicated, problem) => {
    expect(docShapeProblem(doc, replicated)).toBe(problem);
  });

  it('counts nesting without recursion, and stops past its limit', () => {
    expect(nestingDepth(1)).toBe(0);
    expect(nestingDepth({ a: [1, { b: 2 }] })).toBe(3);
    expect(nestingDepth(deep(100_000), 16)).toBe(17);
  });

  it('lists a history’s ancestors newest first', () => {
    expect(ancestorRevs({ start: 3, ids: ['c', 'b', 'a'] })).toEqual(['2-b', '1-a']);
  });

  it('names the first field the schema dropped', () => {
    expect(
      unknownFieldPath({ _id: 'x', a: 1, items: [{ id: 1, extra: true }] }, { a: 1, items: [{ id: 1 }] }),
    ).toBe('items.0.extra');
    expect(unknownFieldPath({ _id: 'x', _rev: '1-a', a: 1 }, { a: 1 })).toBeNull();
  });

  it.each([
    [{ _revisions: { start: 1, ids: ['x'] } }, null],
    [{ _revisions: { start: 1, ids: 5 } }, '_revisions.ids no válido'],
    [{ _revisions: { start: 0, ids: ['x'] } }, '_revisions.start no válido'],
    [{}, null],
  ])('a store refuses only the histories it could not walk: %j', (doc, problem) => {
    expect(storableHistoryProblem(doc)).toBe(problem);
  });
});
