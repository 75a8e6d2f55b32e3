import fp from 'fastify-plugin';

/** Placeholder: filled in by the reactions module. */
export default fp(async () => {}, { name: 'reactions' });
