/**
 * Canonical JSON: object keys sorted, undefined values dropped. Two documents with the same content
 * give the same string on every device, which makes it a total-order tie-break for merges.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortValue(value));
}

function sortValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortValue);
  if (value !== null && typeof value === 'object') {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const child = (value as Record<string, unknown>)[key];
      if (child !== undefined) sorted[key] = sortValue(child);
    }
    return sorted;
  }
  return value;
}

/** Plain string comparison (code units), identical on every runtime, unlike localeCompare. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Compares ISO timestamps by instant (offsets may differ), then by text so the order is total. */
export function compareTimestamps(a: string, b: string): number {
  const byInstant = Date.parse(a) - Date.parse(b);
  if (byInstant !== 0 && !Number.isNaN(byInstant)) return Math.sign(byInstant);
  return compareStrings(a, b);
}

/** Replication bookkeeping that never belongs in a merged document. */
const REV_META = [
  '_rev',
  '_conflicts',
  '_deleted_conflicts',
  '_revisions',
  '_revs_info',
  '_local_seq',
] as const;

/** A copy without revision metadata and without undefined-valued keys. */
export function stripRevMeta<T extends object>(doc: T): T {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    if (value !== undefined && !(REV_META as readonly string[]).includes(key)) copy[key] = value;
  }
  return copy as T;
}
