import http from 'node:http';
import net from 'node:net';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { FaultProxy } from './proxy.ts';

const closers: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** A TCP server on loopback that echoes every byte back, and the sockets it accepted. */
async function echoServer(): Promise<{ port: number; sockets: net.Socket[] }> {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
    socket.pipe(socket);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  closers.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { port: (server.address() as net.AddressInfo).port, sockets };
}

async function proxyTo(port: number): Promise<FaultProxy> {
  const proxy = await FaultProxy.start(port);
  closers.push(() => proxy.close());
  return proxy;
}

async function connect(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  closers.push(async () => void socket.destroy());
  return socket;
}

/** Resolves with the next bytes `socket` receives. */
async function nextData(socket: net.Socket): Promise<string> {
  const [chunk] = (await once(socket, 'data')) as [Buffer];
  return chunk.toString();
}

describe('FaultProxy', () => {
  it('forwards bytes both ways', async () => {
    const echo = await echoServer();
    const proxy = await proxyTo(echo.port);
    const socket = await connect(proxy.port);
    socket.write('hola');
    expect(await nextData(socket)).toBe('hola');
    expect(proxy.stats.connections).toBe(1);
  });

  it('cut() resets every open connection and counts it; the next connection goes through', async () => {
    const echo = await echoServer();
    const proxy = await proxyTo(echo.port);
    const first = await connect(proxy.port);
    const second = await connect(proxy.port);
    first.write('a');
    second.write('b');
    await Promise.all([nextData(first), nextData(second)]);

    const closed = Promise.all([once(first, 'close'), once(second, 'close')]);
    expect(proxy.cut()).toBe(2);
    await closed;
    expect(proxy.stats).toMatchObject({ cuts: 1, severed: 2 });
    expect(proxy.openConnections).toBe(0);
    // A cut with nothing open is not a flap.
    expect(proxy.cut()).toBe(0);
    expect(proxy.stats.cuts).toBe(1);

    const third = await connect(proxy.port);
    third.write('c');
    expect(await nextData(third)).toBe('c');
  });

  it('stall() holds the bytes of open and new connections until it ends, then delivers them in order', async () => {
    const echo = await echoServer();
    const proxy = await proxyTo(echo.port);
    const open = await connect(proxy.port);
    const stallMs = 300;
    const started = Date.now();
    proxy.stall(stallMs);
    open.write('uno');
    const late = await connect(proxy.port);
    late.write('dos');
    const [fromOpen, fromLate] = await Promise.all([nextData(open), nextData(late)]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(stallMs - 5);
    expect([fromOpen, fromLate]).toEqual(['uno', 'dos']);
    expect(proxy.stats.stalls).toBe(1);
    expect(proxy.stalled).toBe(false);
  });

  it('release() ends a stall at once', async () => {
    const echo = await echoServer();
    const proxy = await proxyTo(echo.port);
    const socket = await connect(proxy.port);
    proxy.stall(60_000);
    socket.write('ya');
    // The bytes reached the proxy and are held (they never reach the echo server while stalled).
    await new Promise((resolve) => setImmediate(resolve));
    expect(echo.sockets.every((s) => s.bytesRead === 0)).toBe(true);
    const arrived = nextData(socket);
    proxy.release();
    expect(await arrived).toBe('ya');
  });

  it('delivers what the server sent during a stall before closing, when the server closes', async () => {
    const server = net.createServer((socket) => socket.end('adiós'));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    const proxy = await proxyTo((server.address() as net.AddressInfo).port);
    proxy.stall(200);
    const socket = await connect(proxy.port);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    await once(socket, 'close');
    expect(received).toBe('adiós');
  });

  it('counts the status of every HTTP response passing back, 5xx apart', async () => {
    const statuses = [200, 503, 201, 500, 404];
    let next = 0;
    const server = http.createServer((_req, res) => {
      const status = statuses[next++] ?? 200;
      res.statusCode = status;
      // A chunked body that looks like a status line must not count as a response.
      res.write('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      res.end(`fin ${status}`);
    });
    server.keepAliveTimeout = 60_000;
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    const proxy = await proxyTo((server.address() as net.AddressInfo).port);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    closers.push(async () => agent.destroy());
    for (const expected of statuses) {
      const status = await new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: proxy.port, path: '/', agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', reject);
      });
      expect(status).toBe(expected);
    }
    expect(proxy.stats.connections).toBe(1);
    expect(proxy.stats.responses).toBe(statuses.length);
    expect(Object.fromEntries(proxy.stats.serverErrors)).toEqual({ 500: 1, 503: 1 });
    expect(proxy.stats.unscanned).toBe(0);
  });
});
