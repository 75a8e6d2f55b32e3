import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@restaurantpro/schema';
import type { AccountAdmin } from './account-admin.ts';
import type { AccountWatch } from './account-watch.ts';
import type { Accounts } from './accounts.ts';
import type { Credentials } from './credentials.ts';
import type { LiveRequests } from './live-requests.ts';
import type { Pins } from './pins.ts';
import type { SessionUser } from './session-user.ts';

export type { SessionUser } from './session-user.ts';

/**
 * A hook that refuses callers, with the statuses it refuses them with: the routes it guards document
 * those in the OpenAPI document without listing them again.
 */
export type RefusingHook = preHandlerAsyncHookHandler & { readonly refusals: readonly (401 | 403)[] };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in, active user of this request's session cookie; null when signed out. */
    user: SessionUser | null;
    /**
     * Why this request's cookie signs nobody in although it did: ACCOUNT_DEACTIVATED_MESSAGE for a
     * deactivated account's session. Null otherwise (no session at all: a bare 'Unauthorized').
     */
    accountRefusal: string | null;
  }
  interface FastifyInstance {
    /** Account store (the demo loader and admin routes create and change accounts through it). */
    accounts: Accounts;
    /** E-mail and password checks, limited with the sign-in's failure counters. */
    credentials: Credentials;
    /**
     * The gateway's secret for managers' void approvals (signApproval / verifyApproval): the session
     * secret, so every gateway of a restaurant checks what any of them signed.
     */
    approvalSecret: string;
    /** Account management behind `/api/users` and `/api/me` (rules, PIN claims, account events). */
    accountAdmin: AccountAdmin;
    /** PIN keys and `verifyPin(user, pin)` (timing-safe), for shared terminals. */
    pins: Pins;
    /** Requests waiting on behalf of a user (`/db` longpolls), ended when the account changes. */
    liveRequests: LiveRequests;
    /** This gateway's follower of the `accounts` feed; `caughtUp()` for tests. */
    accountWatch: AccountWatch;
    /** preHandler: 401 `{error:'unauthorized', message:'Unauthorized'}` unless signed in. */
    requireUser: RefusingHook;
    /** preHandler factory: 401 when signed out, 403 when the user's role is not one of `roles`. */
    requireRole: (roles: readonly Role[]) => RefusingHook;
  }
  interface Session {
    /** Set at sign-in; the only thing a session holds besides its cookie. */
    userId?: string;
    /** When the session's lifetime was last extended (changing it is what makes the store save it). */
    renewedAt?: string;
    /** Set instead of `userId` when the account was deactivated: the session signs nobody in. */
    endedFor?: string;
  }
}
