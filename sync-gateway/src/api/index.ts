import fp from 'fastify-plugin';

/** Placeholder: filled in by the api module. */
export default fp(async () => {}, { name: 'api' });
