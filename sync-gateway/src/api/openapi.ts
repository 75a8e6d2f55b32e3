import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the same zod schemas that validate the routes, so the
 * document cannot drift from the behaviour. Only `/api` routes registered after this are described
 * (the sign-in routes come earlier, in the auth plugin); `/db` and the web app are hidden.
 */
export async function registerOpenApi(fastify: FastifyInstance): Promise<void> {
  await fastify.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'RestaurantPro API',
        version: '1.0.0',
        description:
          'REST paths of the RestaurantPro gateway. Ids are the part after the colon of a document `_id`; money is a string with 2 decimals, quantities with up to 3; dates are ISO 8601. Errors are `{error, message, details?}`. Every path needs the session cookie from POST /api/login.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'rp_session' } } },
      security: [{ session: [] }],
    },
    transform: (input) => {
      if (!input.url.startsWith('/api/') || input.url.startsWith('/api/docs'))
        return { schema: { hide: true }, url: input.url };
      return jsonSchemaTransform(input);
    },
    transformObject: jsonSchemaTransformObject,
  });
  await fastify.register(swaggerUi, { routePrefix: '/api/docs' });
  fastify.get('/api/openapi.json', { schema: { hide: true } }, async () => fastify.swagger());
}
