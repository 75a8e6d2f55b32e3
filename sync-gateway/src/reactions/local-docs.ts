import { StoreError, type StoreDb, type StoredDoc } from '../store/types.ts';

/** Reads a document, `null` when it does not exist (or is deleted). */
export async function readDoc(db: StoreDb, id: string): Promise<StoredDoc | null> {
  try {
    return await db.get(id);
  } catch (err) {
    if (err instanceof StoreError && err.status === 404) return null;
    throw err;
  }
}

export function isConflict(err: unknown): boolean {
  return err instanceof StoreError && err.status === 409;
}
