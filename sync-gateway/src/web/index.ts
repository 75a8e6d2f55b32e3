import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Paths the SPA fallback never answers: server routes that are missing must stay a JSON 404. */
const SERVER_PREFIXES = ['/api', '/db', '/healthz', '/readyz'];

function isServerPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Serves the built PWA from `config.webDist`: hashed assets cached for a year, the service worker,
 * manifest and index.html always revalidated (so an update is noticed at once), and `index.html`
 * for any other GET that is not a file, an `/api` or a `/db` path (client-side routes such as
 * `/kitchen`, and the app's own 404 page for unknown ones). Registered last, so every server route wins.
 */
export default fp(
  async (fastify) => {
    const root = fastify.config.webDist;
    if (!root) return;
    if (!existsSync(path.join(root, 'index.html'))) {
      fastify.log.warn({ root }, 'web app not built: run `npm run build`');
      return;
    }

    await fastify.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(root, filePath);
        const immutable = relative.startsWith(`assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (filePath.endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json');
      },
    });

    const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
      if (isServerPath(request.url)) return reply.callNotFound();
      // A missing asset (old hashed file) is a real 404, not the app.
      if (path.extname(request.url.split('?')[0] ?? '') !== '') return reply.callNotFound();
      return reply.sendFile('index.html');
    };
    fastify.get('/', sendApp);
    fastify.get('/*', sendApp);
  },
  { name: 'web' },
);
