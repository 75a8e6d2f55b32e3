/**
 * The one error the repositories throw. Whatever stops a write on the device (a rule of the shared
 * schema refusing it, invalid form values, a document gone, a revision conflict, the database
 * itself) reaches the write hooks as a WriteError, so failures are mapped to toasts in one place.
 */
export type WriteErrorKind = 'refused' | 'invalid' | 'not-found' | 'conflict' | 'failed';

const STATUS: Partial<Record<WriteErrorKind, number>> = { refused: 403, 'not-found': 404, conflict: 409 };

export class WriteError extends Error {
  /** PouchDB's status for the same failure: `describeError` words a replication refusal and this alike. */
  readonly status: number | undefined;

  constructor(
    readonly kind: WriteErrorKind,
    /** Spanish, whole sentence for a refusal (the schema's in-use reason, for one). */
    readonly reason: string,
    options: { cause?: unknown } = {},
  ) {
    super(reason, options);
    this.name = 'WriteError';
    this.status = STATUS[kind];
  }
}

/** Zod's error, recognised by shape: the web app uses zod only through the shared schema. */
function isZodError(error: unknown): error is Error & { issues: { message: string }[] } {
  return error instanceof Error && error.name === 'ZodError' && Array.isArray((error as { issues?: unknown }).issues);
}

/** `error` as a WriteError: itself, or classified from zod's and PouchDB's errors. */
export function toWriteError(error: unknown): WriteError {
  if (error instanceof WriteError) return error;
  if (isZodError(error)) return new WriteError('invalid', error.issues.map((issue) => issue.message).join('; '), { cause: error });
  const status = (error as { status?: unknown } | null)?.status;
  const message = error instanceof Error ? error.message : String(error);
  if (status === 409) return new WriteError('conflict', message, { cause: error });
  if (status === 404) return new WriteError('not-found', message, { cause: error });
  return new WriteError('failed', message, { cause: error });
}

/**
 * Wraps a repository write so that it rejects with a WriteError only. Every exported write of
 * `repositories/` goes through it, with the one signature `(db, input, ctx)`.
 */
export function repositoryWrite<I, C, R>(
  write: (db: PouchDB.Database, input: I, ctx: C) => Promise<R>,
): (db: PouchDB.Database, input: I, ctx: C) => Promise<R> {
  return async (db, input, ctx) => {
    try {
      return await write(db, input, ctx);
    } catch (error) {
      throw toWriteError(error);
    }
  };
}
