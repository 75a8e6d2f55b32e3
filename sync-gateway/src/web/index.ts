import fp from 'fastify-plugin';

/** Placeholder: filled in by the web module. */
export default fp(async () => {}, { name: 'web' });
