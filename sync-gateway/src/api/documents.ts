import type { z } from 'zod';
import {
  DOC_SCHEMAS,
  checkWrite,
  dbForType,
  fieldIssues,
  idPart as idPartOf,
  type Actor,
  type AnyDoc,
  type DocType,
} from '@restaurantpro/schema';
import { newId } from './ids.ts';
import type { Store, StoredDoc } from '../store/types.ts';
import { StoreError } from '../store/types.ts';
import { readOrUndefined } from '../store/update.ts';
import type { ReadModel } from './read-model.ts';
import { ApiError, invalid } from './api-error.ts';
import { WriteBatcher } from './write-batcher.ts';
import type { WriteContexts } from '../write-context/index.ts';

/** Types the API writes (accounts are the auth module's). */
export type WritableType = Exclude<DocType, 'user'>;
/** A stored document of that type, as the shared schema describes it. */
export type StoredOf<T extends WritableType> = z.output<(typeof DOC_SCHEMAS)[T]>;

/** The id part after the colon of an `_id` (`product:01J…` → `01J…`). */
export const idPart = idPartOf;

/** The API's `id` of a document. */
export function apiId(doc: { _id: string }): string {
  return idPart(doc._id);
}

/** What the API shows of a document: its fields, `id` instead of the store's metadata. */
export type ApiShape<T> = Omit<T, '_id' | '_rev' | 'type' | 'updatedBy'> & { id: string };

export function toApi<T extends { _id: string }>(doc: T): ApiShape<T> {
  const {
    _id,
    _rev: _r,
    type: _t,
    updatedBy: _u,
    ...fields
  } = doc as T & { _rev?: string; type?: string; updatedBy?: string };
  return { id: idPart(_id), ...fields } as ApiShape<T>;
}

/** Retries a read-modify-write a few times when a device wrote the same document in between. */
const MAX_ATTEMPTS = 5;

function isConflict(err: unknown): boolean {
  return err instanceof StoreError && err.status === 409;
}

/**
 * Every API write goes through here: documents get their `_id`, `type` and audit fields, are written
 * to the same database the replicas sync, and land in the read model before the answer is sent, so
 * the next GET (from anyone) already sees them.
 */
export class DocWriter {
  constructor(
    private readonly store: Store,
    private readonly model: ReadModel,
    private readonly clock: () => Date,
    private readonly contexts: WriteContexts,
  ) {}

  private readonly batchers = new Map<'floor' | 'office', WriteBatcher>();

  /** Writes of a type's database, grouped when they arrive together (see WriteBatcher). */
  private writer(type: WritableType): WriteBatcher {
    const name = dbForType(type) === 'office' ? 'office' : 'floor';
    let batcher = this.batchers.get(name);
    if (!batcher) {
      batcher = new WriteBatcher(this.store.db(name));
      this.batchers.set(name, batcher);
    }
    return batcher;
  }

  private db(type: WritableType) {
    return this.store.db(dbForType(type) === 'office' ? 'office' : 'floor');
  }

  /** Checks a document against the shared schema: the API never stores what a device could not. */
  private check<T extends WritableType>(type: T, doc: StoredDoc): StoredOf<T> {
    const checked = DOC_SCHEMAS[type].safeParse(doc);
    if (!checked.success) throw invalid(fieldIssues(checked.error.issues));
    // DOC_SCHEMAS[type] is the schema of T; TypeScript cannot narrow a generic index, hence the cast.
    return checked.data as StoredOf<T>;
  }

  /**
   * The shared write rules (schema's checkWrite), the very check `/db` runs on a replicated write:
   * roles, immutable fields, legal moves, order arithmetic, in the same store context (checks,
   * prices, approvals: WriteContexts). A refusal is 409 with its Spanish reason (403 when the role
   * is the reason), so both doors refuse the same writes with the same words.
   */
  private async rules(actor: Actor, prev: StoredDoc | null, next: StoredDoc | null): Promise<void> {
    const context = await this.contexts.forWrite(prev, next);
    const verdict = checkWrite(actor, prev as AnyDoc | null, next as AnyDoc | null, context);
    if (verdict.ok) return;
    const byRole = verdict.byRole === true;
    throw new ApiError(byRole ? 403 : 409, byRole ? 'forbidden' : 'conflict', verdict.reason);
  }

  private async write<T extends WritableType>(
    type: T,
    doc: StoredDoc,
    actor: Actor,
    prev: StoredDoc | null,
  ): Promise<StoredOf<T>> {
    const checked = this.check(type, doc);
    await this.rules(
      actor,
      prev === null ? null : (this.check(type, prev) as StoredDoc),
      checked as StoredDoc,
    );
    const result = await this.writer(type).put(doc);
    const saved = { ...checked, _rev: result.rev };
    this.model.apply(saved, true);
    return saved;
  }

  /**
   * Creates a document with a fresh id (or the one given, for idempotent projections), stamped now
   * or at `at`: an annulment's record is judged against its creation, to the second, so it is
   * stamped at the very moment its record was generated (the clock read once, not twice).
   */
  async create<T extends WritableType>(
    type: T,
    fields: object,
    actor: Actor,
    id: string = newId(),
    at: Date = this.clock(),
  ): Promise<StoredOf<T>> {
    const now = at.toISOString();
    const doc = {
      ...fields,
      _id: `${type}:${id}`,
      type,
      createdAt: now,
      updatedAt: now,
      updatedBy: actor.id,
    };
    return this.write(type, doc, actor, null);
  }

  /** Latest stored revision, or undefined when missing or deleted. */
  async load(type: WritableType, id: string): Promise<StoredDoc | undefined> {
    return readOrUndefined(this.db(type), `${type}:${id}`);
  }

  /**
   * Applies `change` to the latest revision and writes it; `change` may throw to refuse (e.g. an
   * illegal transition seen on the latest revision) or return null for "nothing to change".
   * Returns undefined when the document is missing.
   */
  async update<T extends WritableType>(
    type: T,
    id: string,
    actor: Actor,
    change: (current: StoredOf<T>) => object | null,
    replace = false,
  ): Promise<StoredOf<T> | undefined> {
    for (let attempt = 1; ; attempt++) {
      const current = await this.load(type, id);
      if (!current) return undefined;
      const patch = change(this.check(type, current));
      if (patch === null) return this.check(type, current);
      const kept: StoredDoc = replace
        ? {
            _id: current._id,
            ...(current._rev === undefined ? {} : { _rev: current._rev }),
            type: current.type,
            createdAt: current.createdAt,
          }
        : current;
      const next: StoredDoc = {
        ...kept,
        ...patch,
        updatedAt: this.clock().toISOString(),
        updatedBy: actor.id,
      };
      delete next._conflicts;
      try {
        return await this.write(type, next, actor, current);
      } catch (err) {
        if (!isConflict(err) || attempt >= MAX_ATTEMPTS) throw err;
      }
    }
  }

  /**
   * PUT: the document becomes `fields` (the request body with its defaults applied), keeping only its
   * identity and creation stamp. Full replacement, the same for every field: a field the body leaves
   * out takes its default or is cleared, never silently kept from the stored revision.
   */
  async replace<T extends WritableType>(
    type: T,
    id: string,
    actor: Actor,
    fields: object,
  ): Promise<StoredOf<T> | undefined> {
    return this.update(type, id, actor, () => fields, true);
  }

  /**
   * Deletes by writing a tombstone that keeps the fields, so replication filters that select by
   * `type` still pass the deletion on to devices. False when there was nothing to delete.
   */
  async remove(type: WritableType, id: string, actor: Actor): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      const current = await this.load(type, id);
      if (!current) return false;
      await this.rules(actor, this.check(type, current) as StoredDoc, null);
      const tombstone: StoredDoc = {
        ...current,
        _deleted: true,
        updatedAt: this.clock().toISOString(),
        updatedBy: actor.id,
      };
      delete tombstone._conflicts;
      try {
        const result = await this.writer(type).put(tombstone);
        this.model.apply({ ...tombstone, _rev: result.rev });
        return true;
      } catch (err) {
        if (!isConflict(err) || attempt >= MAX_ATTEMPTS) throw err;
      }
    }
  }
}
