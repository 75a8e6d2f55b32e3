import { ACCOUNT_DEACTIVATED_MESSAGE, PIN_TAKEN_MESSAGE, type Role } from '@restaurantpro/schema';
import { apiFetch } from './api.ts';

/**
 * The gateway's account routes (DESIGN.md §6): an admin's `/api/users` and everyone's own `/api/me`.
 * Accounts are never replicated, so these screens talk to the gateway directly and need it online.
 * Every call resolves to the gateway's answer or rejects with an AccountRefusal carrying the Spanish
 * sentence to show (the gateway's own, or this module's when there is no answer at all).
 */

/** An account as `GET /api/users` and `GET /api/me` answer: the public user and whether it has a PIN. */
export interface AccountUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  profileImageUrl: string | null;
  hasPin: boolean;
}

export interface NewAccountInput {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  password: string;
  pin?: string;
}

export interface AccountUpdate {
  role?: Role;
  firstName?: string;
  lastName?: string;
  isActive?: boolean;
}

/** Why the gateway did not do it: its Spanish message, and the form field it names, if any. */
export class AccountRefusal extends Error {
  constructor(
    message: string,
    /** The request body's field the refusal is about ('password', 'pin'…), from a validation failure. */
    readonly field: string | null = null,
    /** The HTTP status; null when the gateway could not be reached. */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'AccountRefusal';
  }
}

export const ACCOUNTS_OFFLINE_MESSAGE = 'No hay conexión con el servidor: las cuentas solo se cambian con conexión';
const NO_REASON = 'El servidor no pudo hacer el cambio';

export interface AccountsApi {
  listUsers: () => Promise<AccountUser[]>;
  createUser: (input: NewAccountInput) => Promise<AccountUser>;
  updateUser: (id: string, changes: AccountUpdate) => Promise<AccountUser>;
  resetPassword: (id: string, password: string) => Promise<void>;
  resetPin: (id: string, pin: string) => Promise<void>;
  me: () => Promise<AccountUser>;
  changeMyPassword: (currentPassword: string, password: string) => Promise<void>;
  changeMyPin: (currentPassword: string, pin: string) => Promise<void>;
}

/** The first body field a validation failure names (`details[].path` is '/pin' or 'pin'). */
function fieldOf(details: unknown): string | null {
  if (!Array.isArray(details)) return null;
  for (const detail of details as { path?: unknown }[]) {
    const path = typeof detail.path === 'string' ? detail.path.replace(/^[/.]+/, '').split(/[/.]/)[0] : '';
    if (path) return path;
  }
  return null;
}

/** The first detail's message of a validation failure: the envelope's own says only 'Datos no válidos'. */
function detailMessage(details: unknown): string | null {
  if (!Array.isArray(details)) return null;
  const first = (details as { message?: unknown }[]).find((detail) => typeof detail.message === 'string');
  return typeof first?.message === 'string' ? first.message : null;
}

/**
 * The gateway's refusal as an AccountRefusal, from the envelope `{ error, message, details? }`. A
 * validation failure names its field; a PIN someone else has is schema's PIN_TAKEN_MESSAGE, about
 * the PIN.
 */
export async function refusalOf(response: Response): Promise<AccountRefusal> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown; details?: unknown };
  const message = detailMessage(body.details) ?? (typeof body.message === 'string' && body.message ? body.message : NO_REASON);
  const field = fieldOf(body.details) ?? (message === PIN_TAKEN_MESSAGE ? 'pin' : null);
  return new AccountRefusal(message, field, response.status);
}

/**
 * On `/api/me`, 403 is the gateway's answer to a wrong current password (a signed-in person may
 * change their own account, so it is never about the role): it belongs under that field. The other
 * 403 there, a deactivated account, stays below the fields.
 */
function aboutCurrentPassword(error: unknown): unknown {
  return error instanceof AccountRefusal &&
    error.status === 403 &&
    error.field === null &&
    error.message !== ACCOUNT_DEACTIVATED_MESSAGE
    ? new AccountRefusal(error.message, 'currentPassword', error.status)
    : error;
}

/** The account routes over `fetchFn` (apiFetch by default, so a shared terminal names who acts; tests pass a gateway of theirs). */
export function accountsApi(fetchFn: typeof fetch = apiFetch): AccountsApi {
  async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetchFn(path, {
        method,
        credentials: 'include',
        cache: 'no-store',
        ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      });
    } catch {
      throw new AccountRefusal(ACCOUNTS_OFFLINE_MESSAGE);
    }
    if (!response.ok) throw await refusalOf(response);
    if (response.status === 204) return undefined as T;
    return (await response.json().catch(() => undefined)) as T;
  }
  const user = (id: string) => `/api/users/${encodeURIComponent(id)}`;
  return {
    listUsers: () => call('GET', '/api/users'),
    createUser: (input) => call('POST', '/api/users', input),
    updateUser: (id, changes) => call('PUT', user(id), changes),
    resetPassword: async (id, password) => {
      await call('POST', `${user(id)}/password`, { password });
    },
    resetPin: async (id, pin) => {
      await call('POST', `${user(id)}/pin`, { pin });
    },
    me: () => call('GET', '/api/me'),
    changeMyPassword: async (currentPassword, password) => {
      await call('POST', '/api/me/password', { currentPassword, password }).catch((error: unknown) => {
        throw aboutCurrentPassword(error);
      });
    },
    changeMyPin: async (currentPassword, pin) => {
      await call('POST', '/api/me/pin', { currentPassword, pin }).catch((error: unknown) => {
        throw aboutCurrentPassword(error);
      });
    },
  };
}

/** The full name as the lists show it: first and last name, else the e-mail. */
export function accountName(user: Pick<AccountUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
