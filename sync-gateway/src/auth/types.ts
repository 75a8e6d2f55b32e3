import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@restaurantpro/schema';
import type { Accounts } from './accounts.ts';
import type { Approvals } from './approvals.ts';
import type { Credentials } from './credentials.ts';

/** What the gateway knows of the signed-in user on every request (also `GET /api/auth/user`'s body). */
export interface SessionUser {
  id: string;
  email: string;
  /** '' when unknown (never null), as in the schema's public user. */
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  profileImageUrl: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in, active user of this request's session cookie; null when signed out. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** Account store (the demo loader and admin routes create and change accounts through it). */
    accounts: Accounts;
    /** E-mail and password checks, limited with the sign-in's failure counters. */
    credentials: Credentials;
    /** Managers' confirmations of voids, signed and checked with the gateway's secret. */
    approvals: Approvals;
    /**
     * The gateway's secret for managers' void approvals (signApproval / verifyApproval): the session
     * secret, so every gateway of a restaurant checks what any of them signed.
     */
    approvalSecret: string;
    /** preHandler: 401 `{error:'unauthorized', message:'Unauthorized'}` unless signed in. */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler factory: 401 when signed out, 403 when the user's role is not one of `roles`. */
    requireRole: (roles: readonly Role[]) => preHandlerAsyncHookHandler;
  }
  interface Session {
    /** Set at sign-in; the only thing a session holds besides its cookie. */
    userId?: string;
    /** When the session's lifetime was last extended (changing it is what makes the store save it). */
    renewedAt?: string;
  }
}
