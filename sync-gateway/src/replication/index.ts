import fp from 'fastify-plugin';

/** Placeholder: filled in by the replication module. */
export default fp(async () => {}, { name: 'replication' });
