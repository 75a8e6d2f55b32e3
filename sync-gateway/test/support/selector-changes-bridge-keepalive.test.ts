import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startSelectorChangesBridge } from './selector-changes-bridge.ts';

/**
 * The bridge's pass-through under the race of a kept-alive socket: pouchdb-server closing an idle
 * socket just as the bridge reuses it must not reach the client as a 502.
 */
describe('selector changes bridge, an upstream closing a kept-alive socket', () => {
  it('sends a request again on a new socket when the reused one is reset, its body whole', async () => {
    // The race of an idle timeout, made certain: the second request on any socket finds it closed.
    const served = new WeakMap<object, number>();
    const upstream = http.createServer((req, res) => {
      const count = (served.get(req.socket) ?? 0) + 1;
      served.set(req.socket, count);
      if (count > 1) return req.socket.destroy();
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => res.end(JSON.stringify({ method: req.method, body })));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const bridge = await startSelectorChangesBridge(
      `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    );
    try {
      const first = await fetch(`${bridge.url}/db/doc`);
      expect(first.status).toBe(200);
      await first.text();
      const second = await fetch(`${bridge.url}/db/_bulk_docs`, { method: 'POST', body: '{"docs":[]}' });
      expect(second.status).toBe(200);
      expect(await second.json()).toEqual({ method: 'POST', body: '{"docs":[]}' });
    } finally {
      await bridge.stop();
      upstream.closeAllConnections();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});
