import fp from 'fastify-plugin';

/** Placeholder: filled in by the store module. */
export default fp(async () => {}, { name: 'store' });
