/**
 * The gateway's Fastify decorations (`fastify.store`, `fastify.accounts`, `fastify.reactionsIdle`…),
 * for tools that drive an app from `buildApp`: `import '@restaurantpro/sync-gateway/fastify-types'`
 * brings the modules' `declare module 'fastify'` augmentations into their program.
 */
import './store/index.ts';
import './auth/types.ts';
import './reactions/index.ts';
import './reactions/reactor.ts';
import './write-context/index.ts';
