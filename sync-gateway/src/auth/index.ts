import fp from 'fastify-plugin';

/** Placeholder: filled in by the auth module. */
export default fp(async () => {}, { name: 'auth' });
