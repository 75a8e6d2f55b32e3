/** Reading and rebuilding the day aggregates of a test gateway. Not imported by product code. */
import type { StoredDoc } from '../../src/store/types.ts';
import { rebuildReports, type RebuildResult } from '../../src/reports/rebuild.ts';
import type { ApiHarness } from '../helper.ts';

/** Every stored day aggregate by id, without its revision (a rewrite of the same figures is no change). */
export async function dayDocs(api: ApiHarness): Promise<Record<string, StoredDoc>> {
  const { rows } = await api.app.store
    .db('reports')
    .allDocs({ startkey: 'day:', endkey: 'day:\ufff0', include_docs: true });
  return Object.fromEntries(
    rows.flatMap((row) => {
      if (!row.doc) return [];
      const { _rev: _ignored, ...body } = row.doc;
      return [[row.id, body]];
    }),
  );
}

export function rebuildNow(api: ApiHarness): Promise<RebuildResult> {
  return rebuildReports(api.app.store, { timezone: api.app.config.timezone });
}
