import fp from 'fastify-plugin';
import { SiteLink } from './link.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site hub's link to the cloud (`UPSTREAM_URL`), or null on any other gateway. */
    site: SiteLink | null;
  }
}

/**
 * A gateway with `UPSTREAM_URL` is its restaurant's site hub (DESIGN.md §11): its embedded store
 * replicates with the cloud for as long as it runs. Started before the reactor, which asks the link
 * whether the cloud answers before it decides to run the reactions on its own.
 */
export default fp(
  async (fastify) => {
    const { upstreamUrl, dbPrefix } = fastify.config;
    if (upstreamUrl === undefined) {
      fastify.decorate('site', null);
      return;
    }
    const link = new SiteLink({
      store: fastify.store,
      upstreamUrl,
      prefix: dbPrefix,
      log: fastify.log,
      now: () => fastify.clock(),
    });
    fastify.decorate('site', link);
    await link.start();
    fastify.addHook('preClose', () => link.stop());
  },
  { name: 'site', dependencies: ['store'] },
);
