/**
 * The verdict of every write rule. It sits below the rulebooks that return it (permissions,
 * money-writes, supply-writes), so each can name it without importing the others.
 */

/** A refusal says whether the writer's role is the reason (403 at the API) or the write itself (409). */
export type WriteCheck = { ok: true } | { ok: false; reason: string; byRole?: true };
