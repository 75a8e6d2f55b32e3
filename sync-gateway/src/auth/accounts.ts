import {
  DEFAULT_ROLE,
  docId,
  ID_PATTERN,
  newId,
  type Role,
  SYSTEM_ACTOR,
  toPublicUser,
  type UserDoc,
  userDocSchema,
} from '@restaurantpro/schema';
import type { StoreDb, StoredDoc } from '../store/types.ts';
import { update } from '../store/update.ts';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';
import type { SessionUser } from './session-user.ts';
import { isStatus, liveDoc, newClaim, type Claim } from './stored.ts';

export interface NewAccount {
  /** The new account's id when the caller claimed something for it first (its PIN). */
  id?: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  role?: Role;
  isActive?: boolean;
  profileImageUrl?: string;
  /** The key of a PIN already claimed for this account (pins.ts). */
  pinKey?: string;
}

export interface AccountChanges {
  firstName?: string;
  lastName?: string;
  role?: Role;
  isActive?: boolean;
  profileImageUrl?: string;
  password?: string;
}

/** Thrown when the e-mail already belongs to an account; routes answer 409. */
export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
}

/**
 * Uniqueness of e-mails without a unique index (neither store has one): an `email:<address>` claim
 * document whose id is the lower-cased address. Two concurrent creations race on one document id,
 * the store lets exactly one write win, and the loser gets a conflict, so two accounts can never
 * share an address, even across gateways.
 */
type EmailClaim = Claim<'email_claim'>;

/** A claim older than this without its account is a leftover of a crash and may be taken over. */
const ORPHAN_CLAIM_MS = 60_000;

const emailClaimId = (email: string) => `email:${normaliseEmail(email)}`;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toSessionUser(doc: UserDoc): SessionUser {
  return toPublicUser(doc);
}

const asUserDoc = (doc: StoredDoc | null | undefined) => liveDoc(userDocSchema, doc);

/** An account with an admin's changes applied; a field left out keeps its value. */
export function withChanges(
  doc: UserDoc,
  changes: AccountChanges,
  passwordHash: string | undefined,
): UserDoc {
  return {
    ...doc,
    firstName: changes.firstName ?? doc.firstName,
    lastName: changes.lastName ?? doc.lastName,
    role: changes.role ?? doc.role,
    isActive: changes.isActive ?? doc.isActive,
    profileImageUrl: changes.profileImageUrl ?? doc.profileImageUrl,
    passwordHash: passwordHash ?? doc.passwordHash,
  };
}

export interface AccountsOptions {
  now?: () => Date;
  /** How long a looked-up user is trusted on the request path (another gateway may disable it). */
  cacheTtlMs?: number;
}

/** Accounts in the `accounts` database: creation, credentials, updates and a short-lived user cache. */
export class Accounts {
  private readonly cache = new Map<string, { user: SessionUser | null; at: number }>();
  private readonly now: () => Date;
  private readonly cacheTtlMs: number;
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly db: StoreDb,
    opts: AccountsOptions = {},
  ) {
    this.now = opts.now ?? (() => new Date());
    this.cacheTtlMs = opts.cacheTtlMs ?? 5_000;
  }

  async hasAny(): Promise<boolean> {
    const { rows } = await this.db.allDocs({ startkey: 'user:', endkey: 'user:\uffff', limit: 1 });
    return rows.length > 0;
  }

  async list(): Promise<SessionUser[]> {
    return (await this.listDocs()).map(toSessionUser);
  }

  /** Every account's document, by e-mail. */
  async listDocs(): Promise<UserDoc[]> {
    const { rows } = await this.db.allDocs({ startkey: 'user:', endkey: 'user:\uffff', include_docs: true });
    return rows
      .map((row) => asUserDoc(row.doc))
      .filter((doc) => doc !== null)
      .sort((a, b) => a.email.localeCompare(b.email));
  }

  /** Drops a user from the cache: the next request reads the account again (it changed). */
  forget(id: string): void {
    this.cache.delete(id);
  }

  async getDoc(id: string): Promise<UserDoc | null> {
    if (!ID_PATTERN.test(id)) return null;
    try {
      return asUserDoc(await this.db.get(docId('user', id)));
    } catch (err) {
      if (isStatus(err, 404)) return null;
      throw err;
    }
  }

  async findByEmail(email: string): Promise<UserDoc | null> {
    let claim: StoredDoc;
    try {
      claim = await this.db.get(emailClaimId(email));
    } catch (err) {
      if (isStatus(err, 404)) return null;
      throw err;
    }
    const userId = claim['userId'];
    return typeof userId === 'string' ? this.getDoc(userId) : null;
  }

  /**
   * The account for these credentials, or null. An unknown address still costs one scrypt run, so
   * the answer time does not tell which addresses have accounts. Inactive accounts are returned
   * (the caller refuses them) only after the password matched.
   */
  async verifyCredentials(email: string, password: string): Promise<UserDoc | null> {
    const doc = await this.findByEmail(email);
    if (!doc) {
      this.dummyHash ??= hashPassword('restaurantpro-timing-equaliser');
      await verifyPassword(password, await this.dummyHash);
      return null;
    }
    if (!(await verifyPassword(password, doc.passwordHash))) return null;
    if (needsRehash(doc.passwordHash)) {
      // Best effort: a conflict here only means someone else just changed the account.
      await this.db.put({ ...doc, passwordHash: await hashPassword(password) }).catch((err: unknown) => {
        if (!isStatus(err, 409)) throw err;
      });
    }
    return doc;
  }

  /** Creates an account. Throws EmailTakenError when the address is in use. */
  async create(input: NewAccount, actorId: string = SYSTEM_ACTOR): Promise<SessionUser> {
    const id = input.id ?? newId();
    const email = normaliseEmail(input.email);
    // Hash first: the claim and the account are then written back to back.
    const passwordHash = await hashPassword(input.password);
    await this.claimEmail(email, id);
    const now = this.now().toISOString();
    const doc = userDocSchema.parse({
      _id: docId('user', id),
      type: 'user',
      email,
      passwordHash,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      profileImageUrl: input.profileImageUrl,
      role: input.role ?? DEFAULT_ROLE,
      isActive: input.isActive ?? true,
      pinKey: input.pinKey,
      createdAt: now,
      updatedAt: now,
      updatedBy: actorId,
    });
    try {
      await this.db.put(doc);
    } catch (err) {
      await this.releaseEmail(email, id);
      throw err;
    }
    return toSessionUser(doc);
  }

  /** Applies an admin's changes; null when there is no such account. */
  async update(id: string, changes: AccountChanges, actorId: string): Promise<SessionUser | null> {
    const passwordHash = changes.password !== undefined ? await hashPassword(changes.password) : undefined;
    const result = await this.modify(id, (doc) => withChanges(doc, changes, passwordHash), actorId);
    return result === null ? null : toSessionUser(result.after);
  }

  /**
   * Read, change, write an account, re-read and re-applied when someone changed it meanwhile;
   * `change` may run more than once and must not write. Null when there is no such account.
   */
  async modify(
    id: string,
    change: (doc: UserDoc) => UserDoc,
    actorId: string,
  ): Promise<{ before: UserDoc; after: UserDoc } | null> {
    if (!ID_PATTERN.test(id)) return null;
    let result: { before: UserDoc; after: UserDoc } | null = null;
    const stored = await update(
      this.db,
      docId('user', id),
      (doc) => {
        const before = asUserDoc(doc);
        result = null;
        if (!before) return null;
        const after: UserDoc = { ...change(before), updatedAt: this.now().toISOString(), updatedBy: actorId };
        result = { before, after };
        return after;
      },
      { attempts: 3 },
    );
    if (result === null || stored === undefined) return null;
    this.cache.delete(id);
    return result;
  }

  /** The user of a session, cached briefly because every replication request asks for it. */
  async sessionUser(id: string): Promise<SessionUser | null> {
    // Wall-clock time on purpose: an injected business clock may stand still in tests.
    const at = Date.now();
    const cached = this.cache.get(id);
    if (cached && at - cached.at < this.cacheTtlMs) return cached.user;
    const doc = await this.getDoc(id);
    const user = doc ? toSessionUser(doc) : null;
    if (this.cache.size > 5_000) this.cache.clear();
    this.cache.set(id, { user, at });
    return user;
  }

  private async claimEmail(email: string, userId: string): Promise<void> {
    const claimedAt = this.now();
    const claim: EmailClaim = newClaim('email_claim', emailClaimId(email), userId, claimedAt);
    try {
      await this.db.put(claim);
      return;
    } catch (err) {
      if (!isStatus(err, 409)) throw err;
    }
    // The address is claimed. A claim whose account never got written (a crash between the two
    // writes) is taken over once it is old enough that its creator cannot still be writing it.
    const existing = await this.db.get(claim._id);
    const owner = existing['userId'];
    if (typeof owner === 'string' && (await this.getDoc(owner))) throw new EmailTakenError(email);
    const age = claimedAt.getTime() - Date.parse(String(existing['claimedAt']));
    if (!(age > ORPHAN_CLAIM_MS)) throw new EmailTakenError(email);
    try {
      await this.db.put({ ...claim, _rev: existing._rev });
    } catch (err) {
      if (isStatus(err, 409)) throw new EmailTakenError(email);
      throw err;
    }
  }

  private async releaseEmail(email: string, userId: string): Promise<void> {
    try {
      const claim = await this.db.get(emailClaimId(email));
      if (claim['userId'] === userId) await this.db.put({ _id: claim._id, _rev: claim._rev, _deleted: true });
    } catch (err) {
      if (!isStatus(err, 404) && !isStatus(err, 409)) throw err;
    }
  }
}
