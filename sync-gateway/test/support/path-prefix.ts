import http from 'node:http';

/**
 * An HTTP server that serves `target` under `prefix`, as the edge serves CouchDB under `/couchdb` to
 * the site hubs (docker/Caddyfile): everything else is a 404. Streams both ways, longpolls included.
 */
export async function servePrefixed(
  target: string,
  prefix: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const to = new URL(target);
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    if (path !== prefix && !path.startsWith(`${prefix}/`)) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not_found"}');
      return;
    }
    const forward = http.request(
      {
        host: to.hostname,
        port: to.port,
        method: req.method,
        path: path.slice(prefix.length) || '/',
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
