/**
 * The verdict of every write rule, and the pieces the rulebooks build it from. It sits below the
 * rulebooks that return it (permissions, money-writes, supply-writes), so each can name it without
 * importing the others.
 */
import type { AnyDoc } from './docs/index.ts';
import { canonicalJson } from './merge/canonical.ts';
import type { Role } from './roles.ts';

/** A refusal says whether the writer's role is the reason (403 at the API) or the write itself (409). */
export type WriteCheck = { ok: true } | { ok: false; reason: string; byRole?: true };

export const OK: WriteCheck = { ok: true };
export const deny = (reason: string): WriteCheck => ({ ok: false, reason });
export const verdict = (problem: string | null): WriteCheck => (problem === null ? OK : deny(problem));

/** A write with neither a stored nor a new document. */
export const NOTHING_TO_WRITE_MESSAGE = 'No hay nada que escribir';

/**
 * A rulebook's judgement of `actor` turning `prev` into `next` (null: created / deleted), its role
 * already allowed to write the type; `context` is what the rules read beyond the document.
 */
export type WriteRule<D, C> = (
  actor: { id: string; role: Role },
  prev: D | null,
  next: D | null,
  context?: C,
) => WriteCheck;

/** A rewrite of the very same document (a retry) changes nothing: only a real edit is refused. */
export const unchanged = (prev: AnyDoc, next: AnyDoc) => {
  const strip = ({ _rev: _r, ...rest }: AnyDoc) => rest;
  return canonicalJson(strip(prev)) === canonicalJson(strip(next));
};
