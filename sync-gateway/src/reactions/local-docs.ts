import { readOrUndefined } from '../store/update.ts';
import { StoreError, type StoreDb, type StoredDoc } from '../store/types.ts';

/** Reads a document, `null` when it does not exist (or is deleted). */
export async function readDoc(db: StoreDb, id: string): Promise<StoredDoc | null> {
  return (await readOrUndefined(db, id)) ?? null;
}

export function isConflict(err: unknown): boolean {
  return err instanceof StoreError && err.status === 409;
}
