import { ID_PATTERN, newId, terminalSchema, type Terminal } from '@restaurantpro/schema';
import type { StoreDb, StoredDoc } from '../store/types.ts';
import { update } from '../store/update.ts';
import { isStatus, liveDoc } from './stored.ts';

export interface TerminalsOptions {
  now?: () => Date;
  /** How long a read terminal is trusted on the request path (another gateway may end it). */
  cacheTtlMs?: number;
}

const terminalDocId = (id: string) => `terminal:${id}`;

const asTerminal = (doc: StoredDoc | null | undefined) => liveDoc(terminalSchema, doc);

/** The id part of `terminal:<id>`. */
export function terminalIdOf(terminal: Terminal): string {
  return terminal._id.slice('terminal:'.length);
}

/**
 * Shared terminals (`terminal:<id>` in the `accounts` database, never replicated), with a short-lived
 * cache: every request of a terminal session asks for its terminal. A change made here drops the
 * cached copy at once; one made on another gateway is seen within `cacheTtlMs`.
 */
export class Terminals {
  private readonly cache = new Map<string, { terminal: Terminal | null; at: number }>();
  private readonly now: () => Date;
  private readonly cacheTtlMs: number;

  constructor(
    private readonly db: StoreDb,
    opts: TerminalsOptions = {},
  ) {
    this.now = opts.now ?? (() => new Date());
    this.cacheTtlMs = opts.cacheTtlMs ?? 5_000;
  }

  async create(name: string, createdBy: string): Promise<Terminal> {
    const terminal = terminalSchema.parse({
      _id: terminalDocId(newId()),
      type: 'terminal',
      name,
      createdBy,
      createdAt: this.now().toISOString(),
      isActive: true,
      members: [createdBy],
    });
    const { rev } = await this.db.put(terminal);
    const stored = { ...terminal, _rev: rev };
    this.remember(terminalIdOf(stored), stored);
    return stored;
  }

  async list(): Promise<Terminal[]> {
    const { rows } = await this.db.allDocs({
      startkey: 'terminal:',
      endkey: 'terminal:\uffff',
      include_docs: true,
    });
    return rows
      .map((row) => asTerminal(row.doc))
      .filter((terminal) => terminal !== null)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** The terminal as the store holds it now (no cache). */
  async read(id: string): Promise<Terminal | null> {
    if (!ID_PATTERN.test(id)) return null;
    let terminal: Terminal | null;
    try {
      terminal = asTerminal(await this.db.get(terminalDocId(id)));
    } catch (err) {
      if (!isStatus(err, 404)) throw err;
      terminal = null;
    }
    this.remember(id, terminal);
    return terminal;
  }

  /** The terminal of a session, cached briefly because every request of that session asks for it. */
  async get(id: string): Promise<Terminal | null> {
    // Wall-clock time on purpose: an injected business clock may stand still in tests.
    const cached = this.cache.get(id);
    if (cached && Date.now() - cached.at < this.cacheTtlMs) return cached.terminal;
    return this.read(id);
  }

  /** Adds a member (idempotent); null when there is no such terminal. */
  async addMember(id: string, userId: string): Promise<Terminal | null> {
    return this.change(id, (terminal) =>
      terminal.members.includes(userId) ? null : { ...terminal, members: [...terminal.members, userId] },
    );
  }

  async deactivate(id: string): Promise<Terminal | null> {
    return this.change(id, (terminal) => (terminal.isActive ? { ...terminal, isActive: false } : null));
  }

  /** Read-modify-write; `apply` answers null when there is nothing to change. */
  private async change(id: string, apply: (terminal: Terminal) => Terminal | null): Promise<Terminal | null> {
    if (!ID_PATTERN.test(id)) return null;
    // Changed meanwhile (another unlock): `update` reads it again and re-applies.
    const stored = asTerminal(
      await update(
        this.db,
        terminalDocId(id),
        (doc) => {
          const terminal = asTerminal(doc);
          const next = terminal === null ? null : apply(terminal);
          return next === null ? null : terminalSchema.parse(next);
        },
        { attempts: 5 },
      ),
    );
    this.remember(id, stored);
    return stored;
  }

  private remember(id: string, terminal: Terminal | null): void {
    if (this.cache.size > 5_000) this.cache.clear();
    this.cache.set(id, { terminal, at: Date.now() });
  }
}
