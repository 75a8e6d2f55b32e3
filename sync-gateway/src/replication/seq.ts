import type { Seq } from '../store/types.ts';

/**
 * Where a sequence stands: PouchDB's are numbers; CouchDB's opaque strings start with a number that
 * grows with every change. `NaN` when there is no such number, so every comparison says "unknown".
 */
function seqPosition(seq: Seq): number {
  if (typeof seq === 'number') return seq;
  const match = /^(\d+)/.exec(seq);
  return match ? Number(match[1]) : Number.NaN;
}

/** Whether `seq` comes after `since`; `true` when unknown, so a doubt delivers a change twice rather than never. */
export function isAfter(seq: Seq, since: Seq): boolean {
  const a = seqPosition(seq);
  const b = seqPosition(since);
  return Number.isNaN(a) || Number.isNaN(b) || a > b;
}
