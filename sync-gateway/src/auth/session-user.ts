import type { PublicUser } from '@restaurantpro/schema';

/**
 * What the gateway knows of the signed-in user on every request (also `GET /api/auth/user`'s body).
 * Kept apart from `types.ts`, whose Fastify declarations name the auth services: the services name
 * this type, and would otherwise import the file that imports them.
 */
export type SessionUser = PublicUser;
