import fp from 'fastify-plugin';
import { WriteContexts } from './contexts.ts';

export { WriteContexts } from './contexts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The store lookups the schema's write rules read, shared by `/db` and `/api` (see WriteContexts). */
    writeContexts: WriteContexts;
  }
}

/**
 * `fastify.writeContexts`: both doors judge a write in the same context, so they give the same
 * verdict. Needs the store (the floor database, and the office's suppliers and invoices that
 * deliveries name) and auth (the secret approvals are signed with).
 */
export default fp(
  async (fastify) => {
    fastify.decorate(
      'writeContexts',
      new WriteContexts({
        db: fastify.store.db('floor'),
        office: fastify.store.db('office'),
        timezone: fastify.config.timezone,
        secret: fastify.approvalSecret,
        clock: () => fastify.clock(),
      }),
    );
  },
  { name: 'write-context', dependencies: ['store', 'auth'] },
);
