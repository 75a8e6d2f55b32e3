import { typePart } from '@restaurantpro/schema';
/**
 * One live `changes` feed per local database, fanned out to subscribers by document type.
 * The type is the `_id` prefix (`order:01J…` → `order`), so the feed does not need the documents
 * themselves: cheap to follow, and a hook about tables never wakes up for an order.
 */
export type ChangeListener = (ids: readonly string[]) => void;
export type FeedErrorListener = (error: unknown) => void;
/** A document as replication wrote it: `_revisions` is its revision history, not part of its content. */
export interface PulledDoc {
  _id: string;
  _rev?: string;
  _deleted?: boolean;
  _revisions?: unknown;
}

export type PulledListener = (docs: readonly PulledDoc[]) => void;

export interface SubscribeOptions {
  onError?: FeedErrorListener;
  /** Documents of these types the replication has just written, before the feed reports them. */
  onPulled?: PulledListener;
}

interface Subscription extends SubscribeOptions {
  types: ReadonlySet<string> | null;
  listener: ChangeListener;
}

/** The type part of a document id (the schema's rule); '' for ids without one. */
export const typeOfId = typePart;

export class ChangeFeed {
  private readonly subscriptions = new Set<Subscription>();
  private feed: PouchDB.Core.Changes<object> | null = null;
  private closed = false;

  constructor(private readonly db: PouchDB.Database) {}

  /**
   * Calls `listener` with the ids of changed documents whose type is in `types` (`null`: every type).
   * The feed starts with the first subscriber and stops with the last. Returns the unsubscribe.
   */
  subscribe(types: readonly string[] | null, listener: ChangeListener, options: SubscribeOptions = {}): () => void {
    const subscription: Subscription = { ...options, types: types ? new Set(types) : null, listener };
    this.subscriptions.add(subscription);
    this.start();
    return () => {
      this.subscriptions.delete(subscription);
      if (this.subscriptions.size === 0) this.stop();
    };
  }

  /**
   * Hands documents the replication has just stored to the subscribers that take them (`onPulled`).
   * The feed reports the same changes a moment later; a screen can show them without reading them back.
   */
  announcePulled(docs: readonly PulledDoc[]): void {
    for (const subscription of [...this.subscriptions]) {
      const { types, onPulled } = subscription;
      if (!onPulled) continue;
      const relevant = types === null ? docs : docs.filter((doc) => types.has(typeOfId(doc._id)));
      if (relevant.length > 0) onPulled(relevant);
    }
  }

  close(): void {
    this.closed = true;
    this.subscriptions.clear();
    this.stop();
  }

  private start(): void {
    if (this.feed || this.closed) return;
    const feed = this.db.changes({ since: 'now', live: true });
    feed.on('change', (change) => this.dispatch([change.id]));
    feed.on('error', (error: unknown) => {
      // A local feed fails only when the database is closed or broken: tell every subscriber.
      this.feed = null;
      for (const subscription of this.subscriptions) subscription.onError?.(error);
    });
    this.feed = feed;
  }

  private stop(): void {
    this.feed?.cancel();
    this.feed = null;
  }

  private dispatch(ids: readonly string[]): void {
    for (const subscription of [...this.subscriptions]) {
      const { types } = subscription;
      const relevant = types === null ? ids : ids.filter((id) => types.has(typeOfId(id)));
      if (relevant.length > 0) subscription.listener(relevant);
    }
  }
}
