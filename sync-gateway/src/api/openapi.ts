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
        description: [
          'REST paths of the RestaurantPro gateway. Ids are the part after the colon of a document `_id`; money is a string with 2 decimals, quantities with up to 3; dates are ISO 8601 and must exist in the calendar (2026-02-30 is refused, never rolled over). Every path needs the session cookie from POST /api/login.',
          '',
          '**PUT replaces.** `PUT /api/{resource}/{id}` takes the same body as the `POST` that creates the resource and the document becomes exactly that body: a field left out takes the default `POST` would give it (cost 0.00, preparation time 15, table status `available`, positions `null`, stocks 0, `isActive` true…) or, when it has none, is cleared (description, image, allergens, supplier, expiry date…). Send every field you want to keep. `PUT /api/orders/{id}` (status) and `PUT /api/daily-stock/{id}` (currentStock) have one field each.',
          '',
          '**Limits.** Names up to 120 characters, descriptions and notes up to 1000, recipe instructions up to 4000. `imageUrl` is an address returned by the upload (`/api/objects/uploads/{id}`) or an `https:` URL. An order has at least one line. Two active tables cannot share a number (409).',
          '',
          '**Errors** are `{error, message, details?}` for every 4xx and 5xx: `error` is a kebab-case code, `message` a Spanish sentence that, for `validation-failed`, starts with the field it is about (`name: El nombre no puede tener más de 120 caracteres`), and `details` lists every failing field as `{path, message}` with `path` a JSON pointer into the body or the path parameters.',
        ].join('\n'),
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
