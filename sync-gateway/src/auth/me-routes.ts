import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownPasswordInputSchema, ownPinInputSchema } from '@restaurantpro/schema';
import { managedUserOut, refusing } from './user-routes.ts';
import { errors } from '../api/shapes.ts';

const WRONG_CURRENT_PASSWORD = 'La contraseña actual no es correcta';

/**
 * My account, for every signed-in person: read it, change one's own password or PIN. Both changes
 * need the current password (checked with the sign-in's failure counters), so a device left signed
 * in is not enough to take the account over.
 */
const meRoutes: FastifyPluginAsync = async (fastify) => {
  const admin = fastify.accountAdmin;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Mi cuenta'];

  /** A change of one's own password or PIN answers the account, or why it was refused. */
  const ownChangeAnswers = { 200: managedUserOut, ...errors(400, 401, 403, 404, 409) };

  /** The signed-in account, after its current password matched; a refusal otherwise. */
  async function confirmed(request: FastifyRequest, reply: FastifyReply, currentPassword: string) {
    const id = request.user?.id ?? '';
    const doc = await refusing(fastify, () => admin.activeDoc(id));
    if (!(await fastify.credentials.verifyOwn(request, reply, doc.email, currentPassword)))
      throw fastify.httpErrors.forbidden(WRONG_CURRENT_PASSWORD);
    return { id, keepSessionId: request.session.sessionId };
  }

  app.get(
    '/api/me',
    {
      onRequest: fastify.requireUser,
      schema: {
        tags,
        summary: 'Mi cuenta (rol, estado, si tengo PIN)',
        response: { 200: managedUserOut, ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return refusing(fastify, () => admin.get(request.user?.id ?? ''));
    },
  );

  app.post(
    '/api/me/password',
    {
      onRequest: fastify.requireUser,
      schema: {
        tags,
        summary: 'Cambia mi contraseña (con la actual)',
        body: ownPasswordInputSchema,
        response: ownChangeAnswers,
      },
    },
    async (request, reply) => {
      const actor = await confirmed(request, reply, request.body.currentPassword);
      return refusing(fastify, () =>
        admin.setPassword(actor.id, request.body.password, actor, 'password_changed'),
      );
    },
  );

  app.post(
    '/api/me/pin',
    {
      onRequest: fastify.requireUser,
      schema: {
        tags,
        summary: 'Cambia mi PIN (con la contraseña actual)',
        body: ownPinInputSchema,
        response: ownChangeAnswers,
      },
    },
    async (request, reply) => {
      const actor = await confirmed(request, reply, request.body.currentPassword);
      return refusing(fastify, () => admin.setPin(actor.id, request.body.pin, actor, 'pin_changed'));
    },
  );
};

export default meRoutes;
