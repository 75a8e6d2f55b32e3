import {
  ACCOUNT_DEACTIVATED_MESSAGE,
  type AccountAction,
  idPart,
  lastAdminProblem,
  newId,
  ownAdminProblem,
  PIN_TAKEN_MESSAGE,
  type UserDoc,
} from '@restaurantpro/schema';
import type { StoreDb } from '../store/types.ts';
import {
  type AccountChanges,
  type Accounts,
  EmailTakenError,
  type NewAccount,
  toSessionUser,
  withChanges,
} from './accounts.ts';
import { changeEvents, recordAccountEvents, type AccountEventInput } from './account-events.ts';
import type { AccountWatch } from './account-watch.ts';
import { hashPassword } from './password.ts';
import { PinTakenError, type Pins } from './pins.ts';
import type { DocumentSessionStore } from './session-store.ts';
import type { SessionUser } from './session-user.ts';

/** What the users list and `GET /api/me` show: the public user and whether it has a PIN (never the PIN). */
export interface ManagedUser extends SessionUser {
  hasPin: boolean;
}

export function toManagedUser(doc: UserDoc): ManagedUser {
  return { ...toSessionUser(doc), hasPin: doc.pinKey !== undefined };
}

/** A refused account change: `status` 404 or 409, and the Spanish reason (rules from schema). */
export class AccountRefusal extends Error {
  override name = 'AccountRefusal';
  constructor(
    readonly status: 403 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

const NOT_FOUND = 'Usuario no encontrado';
const EMAIL_TAKEN = 'Ya existe una cuenta con ese correo';

/** Who changes an account (an admin, or its owner): their id, and the session to keep when they change their own password. */
export interface AccountChanger {
  id: string;
  keepSessionId?: string;
}

/**
 * Account management, the same whichever door asks (the admin's `/api/users`, one's own `/api/me`):
 * the rules first (nothing is written when one refuses), then the account, its PIN claim, an
 * `account_event` beside it, and this gateway's sessions and waiting requests brought in line at
 * once (the others follow the `accounts` feed, see account-watch.ts).
 */
export class AccountAdmin {
  constructor(
    private readonly db: StoreDb,
    private readonly accounts: Accounts,
    private readonly pins: Pins,
    private readonly sessions: DocumentSessionStore,
    private readonly watch: AccountWatch,
    private readonly now: () => Date,
  ) {}

  async list(): Promise<ManagedUser[]> {
    return (await this.accounts.listDocs()).map(toManagedUser);
  }

  async get(id: string): Promise<ManagedUser> {
    return toManagedUser(await this.doc(id));
  }

  async create(input: NewAccount & { pin?: string }, actor: AccountChanger): Promise<ManagedUser> {
    if (await this.accounts.findByEmail(input.email)) throw new AccountRefusal(409, EMAIL_TAKEN);
    const id = newId();
    const { pin, ...account } = input;
    const pinKey = pin === undefined ? undefined : this.pins.keyOf(pin);
    // Only active accounts hold a claim; an inactive one claims its PIN when reactivated.
    const claims = pinKey !== undefined && (input.isActive ?? true);
    if (claims) await this.claimPin(pinKey, id);
    let created: SessionUser;
    try {
      created = await this.accounts.create({ ...account, id, pinKey }, actor.id);
    } catch (err) {
      if (claims) await this.pins.release(pinKey, id);
      if (err instanceof EmailTakenError) throw new AccountRefusal(409, EMAIL_TAKEN);
      throw err;
    }
    await this.record([{ userId: id, action: 'created', role: created.role }], actor.id);
    return { ...created, hasPin: pinKey !== undefined };
  }

  /** An admin's PUT: name, role, state (and a password, as before the reset path existed). */
  async change(id: string, changes: AccountChanges, actor: AccountChanger): Promise<ManagedUser> {
    const standing = { id, role: changes.role, isActive: changes.isActive };
    const before = await this.doc(id);
    // The last admin first: its reason is the more precise when the only admin demotes themselves.
    if (changes.role !== undefined || changes.isActive !== undefined) {
      const accounts = (await this.accounts.listDocs()).map(toSessionUser);
      const problem = lastAdminProblem(accounts, standing);
      if (problem !== null) throw new AccountRefusal(409, problem);
    }
    const own = ownAdminProblem(actor.id, standing);
    if (own !== null) throw new AccountRefusal(409, own);
    const reactivates = !before.isActive && changes.isActive === true;
    // Reactivated: its PIN is claimed again, or dropped when someone active took it meanwhile (an
    // admin then sets a new one); never two active accounts with one PIN.
    let dropPin = false;
    if (reactivates && before.pinKey !== undefined) {
      try {
        await this.pins.claim(before.pinKey, id);
      } catch (err) {
        if (!(err instanceof PinTakenError)) throw err;
        dropPin = true;
      }
    }
    const passwordHash = changes.password !== undefined ? await hashPassword(changes.password) : undefined;
    const result = await this.accounts.modify(
      id,
      (doc) => {
        const { pinKey, ...rest } = withChanges(doc, changes, passwordHash);
        return { ...rest, ...(dropPin || pinKey === undefined ? {} : { pinKey }) };
      },
      actor.id,
    );
    if (result === null) throw new AccountRefusal(404, NOT_FOUND);
    const { after } = result;
    const events = changeEvents(id, result.before, after);
    if (passwordHash !== undefined) events.push({ userId: id, action: 'password_reset' });
    await this.record(events, actor.id);
    await this.settle(after, result.before);
    if (passwordHash !== undefined && after.isActive)
      await this.sessions.removeForUser(id, this.kept(id, actor));
    return toManagedUser(after);
  }

  /** A new password: an admin's reset (`password_reset`) or one's own change (`password_changed`). */
  async setPassword(id: string, password: string, actor: AccountChanger, action: AccountAction): Promise<ManagedUser> {
    await this.doc(id);
    const passwordHash = await hashPassword(password);
    const result = await this.accounts.modify(id, (doc) => ({ ...doc, passwordHash }), actor.id);
    if (result === null) throw new AccountRefusal(404, NOT_FOUND);
    await this.record([{ userId: id, action }], actor.id);
    // Sessions opened with the old password end (one's own current session stays).
    await this.sessions.removeForUser(id, this.kept(id, actor));
    return toManagedUser(result.after);
  }

  /** A new PIN: an admin's reset (`pin_reset`) or one's own change (`pin_changed`). */
  async setPin(id: string, pin: string, actor: AccountChanger, action: AccountAction): Promise<ManagedUser> {
    const before = await this.doc(id);
    const pinKey = this.pins.keyOf(pin);
    const claims = before.isActive && pinKey !== before.pinKey;
    if (claims) await this.claimPin(pinKey, id);
    let result: { before: UserDoc; after: UserDoc } | null;
    try {
      result = await this.accounts.modify(id, (doc) => ({ ...doc, pinKey }), actor.id);
    } catch (err) {
      if (claims) await this.pins.release(pinKey, id);
      throw err;
    }
    if (result === null) throw new AccountRefusal(404, NOT_FOUND);
    const old = result.before.pinKey;
    if (old !== undefined && old !== pinKey) await this.pins.release(old, id);
    await this.record([{ userId: id, action }], actor.id);
    this.watch.apply(result.after);
    return toManagedUser(result.after);
  }

  /** The account document, or a 404 refusal. */
  async doc(id: string): Promise<UserDoc> {
    const doc = await this.accounts.getDoc(id);
    if (doc === null) throw new AccountRefusal(404, NOT_FOUND);
    return doc;
  }

  /** The active account behind a session, or a refusal (a deactivated account changes nothing). */
  async activeDoc(id: string): Promise<UserDoc> {
    const doc = await this.doc(id);
    if (!doc.isActive) throw new AccountRefusal(403, ACCOUNT_DEACTIVATED_MESSAGE);
    return doc;
  }

  private async claimPin(pinKey: string, id: string): Promise<void> {
    try {
      await this.pins.claim(pinKey, id);
    } catch (err) {
      if (err instanceof PinTakenError) throw new AccountRefusal(409, PIN_TAKEN_MESSAGE);
      throw err;
    }
  }

  /** This gateway at once; the others through their feed of `accounts`. */
  private async settle(after: UserDoc, before: UserDoc): Promise<void> {
    this.watch.apply(after);
    if (before.isActive && !after.isActive) {
      const id = idPart(after._id);
      if (after.pinKey !== undefined) await this.pins.release(after.pinKey, id);
      await this.sessions.endForUser(id);
    }
  }

  private kept(id: string, actor: AccountChanger): string | undefined {
    return actor.id === id ? actor.keepSessionId : undefined;
  }

  private record(events: AccountEventInput[], by: string) {
    return recordAccountEvents(this.db, events, by, this.now());
  }
}
