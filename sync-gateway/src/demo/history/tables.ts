import type { StoredDoc } from '../../store/types.ts';
import type { Person } from './context.ts';
import type { HistoryWriter } from './writer.ts';

/**
 * 'Mesa lista' for every table the history left in Limpieza: a gateway whose reactions followed the
 * history as it was written saw its checks open and close, and sent their tables to Limpieza. The
 * waiter frees them, as the floor screen's button does, so the live floor starts clean.
 */
export async function readyTables(writer: HistoryWriter, waiter: Person, now: Date): Promise<number> {
  writer.setClock(now);
  const { rows } = await writer.db.allDocs({
    startkey: 'table:',
    endkey: 'table:\ufff0',
    include_docs: true,
  });
  const cleaning = rows.flatMap((row) => (row.doc?.status === 'cleaning' ? [row.doc] : []));
  await writer.addAll(
    cleaning.map((prev): { actor: Person['actor']; next: StoredDoc; prev: StoredDoc } => ({
      actor: waiter.actor,
      prev,
      next: { ...prev, status: 'available', updatedAt: now.toISOString(), updatedBy: waiter.actor.id },
    })),
  );
  await writer.flush();
  return cleaning.length;
}
