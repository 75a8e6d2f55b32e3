/**
 * What any stored document may look like before its type's schema is even consulted: how deep and
 * how large it may be, which `_`-fields it may carry, and the form of its revision and history.
 * These checks run first, on untrusted input, and are written without recursion: a body nested
 * thousands of levels deep must be refused here, not overflow the stack of whatever walks it next
 * (the schema, the store's clone, the changes feed) and take the server down.
 */

/** Deepest nesting of any document: an order is 3 levels (order → items → line); 16 leaves room. */
export const MAX_DOC_DEPTH = 16;
/** Largest document as JSON: a 200-line order is about 80 KB. */
export const MAX_DOC_BYTES = 256 * 1024;
/** Longest revision history a replicated document may carry (PouchDB's and CouchDB's revs_limit). */
export const MAX_REVISIONS = 1000;

/** `_`-fields a replicated document may carry; everything else (`_attachments` included) is refused. */
const META_FIELDS = new Set(['_id', '_rev', '_revisions', '_deleted']);

const REV_ID = /^[0-9a-f]{1,64}$/;
const REV = /^([1-9][0-9]{0,8})-([0-9a-f]{1,64})$/;

export interface RevisionHistory {
  start: number;
  ids: string[];
}

/** The generation and id of a well-formed revision (`<n>-<hex>`), or null. */
export function parseRev(rev: unknown): { generation: number; id: string } | null {
  if (typeof rev !== 'string') return null;
  const match = REV.exec(rev);
  return match === null ? null : { generation: Number(match[1]), id: match[2] as string };
}

/**
 * How deep `value` nests (a scalar is 0), counted without recursion; stops counting past `limit`
 * so a hostile body costs no more than the limit to judge.
 */
export function nestingDepth(value: unknown, limit = MAX_DOC_DEPTH): number {
  let deepest = 0;
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: item, depth } = stack.pop() as { value: unknown; depth: number };
    if (item === null || typeof item !== 'object') continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) stack.push({ value: child, depth: here });
  }
  return deepest;
}

function historyProblem(history: unknown, rev: unknown): string | null {
  if (history === null || typeof history !== 'object' || Array.isArray(history))
    return '_revisions no válido';
  const { start, ids } = history as Record<string, unknown>;
  if (!Number.isSafeInteger(start) || (start as number) < 1) return '_revisions.start no válido';
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_REVISIONS)
    return '_revisions.ids no válido';
  if (ids.length > (start as number)) return '_revisions.ids más largo que su generación';
  if (!ids.every((id) => typeof id === 'string' && REV_ID.test(id))) return '_revisions.ids no válido';
  if (rev !== `${start as number}-${ids[0] as string}`) return '_rev no coincide con _revisions';
  return null;
}

/**
 * Why a document arriving from a device cannot even be judged, or null. With `replicated` (the
 * `new_edits:false` form) it must carry its revision and history, well formed and consistent;
 * otherwise a `_rev`, when present, names the revision being edited.
 */
export function docShapeProblem(doc: unknown, replicated: boolean): string | null {
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) return 'El documento debe ser un objeto';
  if (nestingDepth(doc) > MAX_DOC_DEPTH)
    return `Documento demasiado anidado (máximo ${MAX_DOC_DEPTH} niveles)`;
  if (JSON.stringify(doc).length > MAX_DOC_BYTES) return 'Documento demasiado grande';
  const fields = doc as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (key.startsWith('_') && !META_FIELDS.has(key)) {
      return key === '_attachments'
        ? 'No se admiten adjuntos: las imágenes se suben aparte'
        : `Campo reservado no permitido: ${key}`;
    }
  }
  if (typeof fields._id !== 'string' || fields._id === '') return 'Identificador de documento no válido';
  if (fields._deleted !== undefined && typeof fields._deleted !== 'boolean') return '_deleted no válido';
  if (fields._rev !== undefined && parseRev(fields._rev) === null) return '_rev no válido';
  if (!replicated) return fields._revisions === undefined ? null : '_revisions solo en replicación';
  if (fields._rev === undefined) return 'Falta _rev';
  return fields._revisions === undefined ? null : historyProblem(fields._revisions, fields._rev);
}

/**
 * Why a store would be corrupted by storing `doc` with its own history (`new_edits:false`), or null:
 * a history whose form PouchDB cannot walk, or nesting deeper than anything can walk. Looser than
 * docShapeProblem (any revision id CouchDB takes, any field): what every store write must satisfy,
 * whatever policy the door above it applies.
 */
export function storableHistoryProblem(doc: { _revisions?: unknown }): string | null {
  if (nestingDepth(doc, MAX_DOC_DEPTH * 4) > MAX_DOC_DEPTH * 4) return 'Documento demasiado anidado';
  const history = doc._revisions;
  if (history === undefined) return null;
  if (history === null || typeof history !== 'object' || Array.isArray(history)) return '_revisions no válido';
  const { start, ids } = history as Record<string, unknown>;
  if (!Number.isSafeInteger(start) || (start as number) < 1) return '_revisions.start no válido';
  // Any length: the store stems a long history to its revs_limit, as CouchDB does.
  if (!Array.isArray(ids) || ids.length === 0) return '_revisions.ids no válido';
  return ids.every((id) => typeof id === 'string' && id !== '') ? null : '_revisions.ids no válido';
}

/** The revisions a replicated document descends from, newest first (its own excluded). */
export function ancestorRevs(history: RevisionHistory): string[] {
  return history.ids.slice(1).map((id, index) => `${history.start - 1 - index}-${id}`);
}

/**
 * The first place where `raw` holds a field that `parsed` (what the type's schema kept) dropped, as
 * a dotted path, or null. Both are the same document, so they are walked side by side without
 * recursion; `_`-fields are the protocol's, checked by docShapeProblem.
 */
export function unknownFieldPath(raw: unknown, parsed: unknown): string | null {
  const stack: Array<{ raw: unknown; parsed: unknown; path: string }> = [{ raw, parsed, path: '' }];
  while (stack.length > 0) {
    const item = stack.pop() as { raw: unknown; parsed: unknown; path: string };
    if (item.raw === null || typeof item.raw !== 'object') continue;
    if (item.parsed === null || typeof item.parsed !== 'object') return item.path || '(raíz)';
    const kept = item.parsed as Record<string, unknown>;
    for (const [key, value] of Object.entries(item.raw)) {
      if (item.path === '' && key.startsWith('_')) continue;
      const path = item.path === '' ? key : `${item.path}.${key}`;
      if (!(key in kept)) return path;
      stack.push({ raw: value, parsed: kept[key], path });
    }
  }
  return null;
}
