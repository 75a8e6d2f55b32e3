import { StoreError, type StoreDb, type StoredDoc, type WriteResult } from '../store/types.ts';

const STATUS_BY_ERROR: Record<string, number> = {
  conflict: 409,
  forbidden: 403,
  not_found: 404,
  bad_request: 400,
};

interface Pending {
  doc: StoredDoc;
  resolve: (result: WriteResult & { rev: string }) => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit: single-document writes that arrive while a write to the same database is in flight
 * are sent together as one `bulkDocs`. The first write goes out at once (no added latency when
 * idle); under load, 50 concurrent order creations cost a few store round trips instead of 50
 * serialised ones. Each document keeps its own outcome: a conflict on one rejects only that one,
 * with the same StoreError a `put` would have thrown.
 */
export class WriteBatcher {
  private queue: Pending[] = [];
  private flushing = false;

  constructor(
    private readonly db: StoreDb,
    private readonly maxBatch = 100,
  ) {}

  put(doc: StoredDoc): Promise<WriteResult & { rev: string }> {
    return new Promise((resolve, reject) => {
      this.queue.push({ doc, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        let results: WriteResult[];
        try {
          results = await this.db.bulkDocs(batch.map((entry) => entry.doc));
        } catch (err) {
          for (const entry of batch) entry.reject(err);
          continue;
        }
        batch.forEach((entry, index) => {
          const result = results[index];
          if (result?.rev !== undefined && result.error === undefined) {
            entry.resolve({ ...result, rev: result.rev });
            return;
          }
          const error = result?.error ?? 'unknown_error';
          entry.reject(
            new StoreError(STATUS_BY_ERROR[error] ?? 500, error, result?.reason ?? 'write failed'),
          );
        });
      }
    } finally {
      this.flushing = false;
    }
  }
}
