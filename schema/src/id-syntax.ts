import { ulid } from 'ulidx';

/**
 * The syntax of a stored `_id` (`<type>:<id>`), knowing nothing of which types exist: the document
 * schemas build on it, and the kinds table (kinds.ts) builds on those.
 */

/**
 * The id part after the colon. ULIDs from devices, but also uuids and readable slugs (demo data,
 * derived projection ids), so anything URL-safe and short is accepted.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,80}$/;

/** A new sortable id, generated on the device so offline creation never collides. */
export function newId(): string {
  return ulid();
}

/** The id part of a stored `_id` (`"order:01J…"` → `"01J…"`); the whole string when it has no type. */
export function idPart(_id: string): string {
  return _id.slice(_id.indexOf(':') + 1);
}

/** The type part of a stored `_id` (`"order:01J…"` → `"order"`); empty when it has none. */
export function typePart(_id: string): string {
  return _id.slice(0, Math.max(0, _id.indexOf(':')));
}

/** True when `_id` is `<type>:<id>` with a well-formed id part. */
export function isIdOf(_id: string, type: string): boolean {
  return _id.startsWith(`${type}:`) && ID_PATTERN.test(_id.slice(type.length + 1));
}
