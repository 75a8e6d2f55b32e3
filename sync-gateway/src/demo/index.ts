import fp from 'fastify-plugin';

/** Placeholder: filled in by the demo module. */
export default fp(async () => {}, { name: 'demo' });
