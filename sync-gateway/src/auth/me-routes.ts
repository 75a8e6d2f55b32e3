import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownPasswordInputSchema, ownPinInputSchema } from '@restaurantpro/schema';
import type { z } from 'zod';
import type { AccountChanger, ManagedUser } from './account-admin.ts';
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
  const ownChangeAnswers = { 200: managedUserOut, ...errors(403, 404, 409) };

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
        response: { 200: managedUserOut, ...errors(404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return refusing(fastify, () => admin.get(request.user?.id ?? ''));
    },
  );

  /**
   * A change of one's own password or PIN: the current password first (the sign-in's check and
   * counters), then `change` with the account and the body; answers the account or why not.
   */
  function ownChange<B extends z.ZodType<{ currentPassword: string }>>(
    url: string,
    summary: string,
    body: B,
    change: (actor: AccountChanger, input: z.output<B>) => Promise<ManagedUser>,
  ): void {
    app.post(
      url,
      { onRequest: fastify.requireUser, schema: { tags, summary, body, response: ownChangeAnswers } },
      async (request, reply) => {
        // Validated against `body` by the route's schema; the generic only hides that from the types.
        const input = request.body as z.output<B>;
        const actor = await confirmed(request, reply, input.currentPassword);
        return refusing(fastify, () => change(actor, input));
      },
    );
  }

  ownChange(
    '/api/me/password',
    'Cambia mi contraseña (con la actual)',
    ownPasswordInputSchema,
    (actor, input) => admin.setPassword(actor.id, input.password, actor, 'password_changed'),
  );
  ownChange('/api/me/pin', 'Cambia mi PIN (con la contraseña actual)', ownPinInputSchema, (actor, input) =>
    admin.setPin(actor.id, input.pin, actor, 'pin_changed'),
  );
};

export default meRoutes;
