import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ID_PATTERN, SYSTEM_ACTOR, userInputSchema, userUpdateInputSchema } from '@restaurantpro/schema';
import { EmailTakenError, type Accounts } from './accounts.ts';
import type { DocumentSessionStore } from './session-store.ts';

export interface UserRoutesOptions {
  accounts: Accounts;
  sessions: DocumentSessionStore;
}

// Unknown fields are refused rather than ignored, so a typo never looks like a successful change.
const updateUserSchema = userUpdateInputSchema
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nada que cambiar');

const userParamsSchema = z.object({ id: z.string().regex(ID_PATTERN, 'Identificador no válido') });

/** Account management: admin only (DESIGN.md §6). Accounts are never deleted, only deactivated. */
const userRoutes: FastifyPluginAsync<UserRoutesOptions> = async (fastify, opts) => {
  const { accounts, sessions } = opts;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const adminOnly = fastify.requireRole(['admin']);

  app.get('/api/users', { preHandler: adminOnly }, async () => accounts.list());

  app.post(
    '/api/users',
    { preHandler: adminOnly, schema: { body: userInputSchema } },
    async (request, reply) => {
      try {
        const user = await accounts.create(request.body, request.user?.id);
        return reply.code(201).send(user);
      } catch (err) {
        if (err instanceof EmailTakenError)
          throw fastify.httpErrors.conflict('Ya existe una cuenta con ese correo');
        throw err;
      }
    },
  );

  app.put(
    '/api/users/:id',
    { preHandler: adminOnly, schema: { params: userParamsSchema, body: updateUserSchema } },
    async (request) => {
      const { id } = request.params;
      const changes = request.body;
      const self = request.user?.id === id;
      // An admin cannot lock themselves out; another admin can still change this account.
      if (self && (changes.isActive === false || (changes.role !== undefined && changes.role !== 'admin'))) {
        throw fastify.httpErrors.conflict(
          'No puedes desactivar tu propia cuenta ni quitarte el rol de administrador',
        );
      }
      const user = await accounts.update(id, changes, request.user?.id ?? SYSTEM_ACTOR);
      if (!user) throw fastify.httpErrors.notFound('Usuario no encontrado');
      // Disabling an account or resetting its password ends the sessions opened with the old state
      // (the admin's own current session survives a change of their own password).
      if (changes.isActive === false || changes.password !== undefined) {
        await sessions.removeForUser(id, self ? request.session.sessionId : undefined);
      }
      return user;
    },
  );
};

export default userRoutes;
