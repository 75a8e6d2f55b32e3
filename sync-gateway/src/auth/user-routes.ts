import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ID_PATTERN,
  passwordResetInputSchema,
  pinResetInputSchema,
  publicUserSchema,
  userInputSchema,
  userUpdateInputSchema,
} from '@restaurantpro/schema';
import { AccountRefusal } from './account-admin.ts';
import { errors } from '../api/shapes.ts';

// Unknown fields are refused rather than ignored, so a typo never looks like a successful change.
const updateUserSchema = userUpdateInputSchema
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nada que cambiar');

/** An account as the routes answer it: never the hashes, and whether it has a PIN. */
export const managedUserOut = publicUserSchema.extend({ hasPin: z.boolean() });

const userParamsSchema = z.object({ id: z.string().regex(ID_PATTERN, 'Identificador no válido') });

/** An account refusal as the gateway's error envelope (404 or 409 with the rule's Spanish reason). */
export async function refusing<T>(fastify: FastifyInstance, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof AccountRefusal)) throw err;
    if (err.status === 404) throw fastify.httpErrors.notFound(err.message);
    if (err.status === 403) throw fastify.httpErrors.forbidden(err.message);
    throw fastify.httpErrors.conflict(err.message);
  }
}

/**
 * Account management: admin only (DESIGN.md §6). Accounts are never deleted, only deactivated.
 * Every rule (new passwords, PIN format and uniqueness, the last active admin, one's own admin
 * role) refuses before anything is written; `/api/me` applies the same ones to one's own account.
 */
const userRoutes: FastifyPluginAsync = async (fastify) => {
  const admin = fastify.accountAdmin;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const adminOnly = fastify.requireRole(['admin']);
  const tags = ['Usuarios'];
  const actor = (request: { user: { id: string } | null; session: { sessionId: string } }) => ({
    id: request.user?.id ?? '',
    keepSessionId: request.session.sessionId,
  });

  app.get(
    '/api/users',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Cuentas, con su rol, estado y si tienen PIN',
        response: { 200: z.array(managedUserOut) },
      },
    },
    async () => admin.list(),
  );

  app.post(
    '/api/users',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Crea una cuenta (PIN opcional, de 4 a 6 cifras)',
        body: userInputSchema,
        response: { 201: managedUserOut, ...errors(409) },
      },
    },
    async (request, reply) => {
      const user = await refusing(fastify, () => admin.create(request.body, actor(request)));
      return reply.code(201).send(user);
    },
  );

  app.put(
    '/api/users/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Cambia nombre, rol o estado (desactivar cierra sus sesiones en todos los servidores)',
        params: userParamsSchema,
        body: updateUserSchema,
        response: { 200: managedUserOut, ...errors(404, 409) },
      },
    },
    async (request) => refusing(fastify, () => admin.change(request.params.id, request.body, actor(request))),
  );

  app.post(
    '/api/users/:id/password',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Restablece la contraseña (cierra sus sesiones)',
        params: userParamsSchema,
        body: passwordResetInputSchema,
        response: { 200: managedUserOut, ...errors(404, 409) },
      },
    },
    async (request) =>
      refusing(fastify, () =>
        admin.setPassword(request.params.id, request.body.password, actor(request), 'password_reset'),
      ),
  );

  app.post(
    '/api/users/:id/pin',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Restablece el PIN',
        params: userParamsSchema,
        body: pinResetInputSchema,
        response: { 200: managedUserOut, ...errors(404, 409) },
      },
    },
    async (request) =>
      refusing(fastify, () => admin.setPin(request.params.id, request.body.pin, actor(request), 'pin_reset')),
  );
};

export default userRoutes;
