import net from 'node:net';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { Balancer } from './balancer.ts';
import { freePort } from './gateway-process.ts';

const closers: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** A TCP server on loopback that greets each connection with `name` and then echoes every byte. */
async function namedServer(name: string, port = 0): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.write(`${name}:`);
    socket.pipe(socket);
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  closers.push(close);
  return { port: (server.address() as net.AddressInfo).port, close };
}

async function balancerTo(ports: number[]): Promise<Balancer> {
  const balancer = await Balancer.start(ports);
  closers.push(() => balancer.close());
  return balancer;
}

/** Connects, sends `text` and resolves with everything received until `expected` bytes arrived. */
async function exchange(port: number, text: string, expected: number): Promise<string> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  closers.push(async () => void socket.destroy());
  socket.write(text);
  let received = '';
  for await (const chunk of socket as AsyncIterable<Buffer>) {
    received += chunk.toString();
    if (received.length >= expected) break;
  }
  return received;
}

describe('Balancer', () => {
  it('hands each new connection to the next target in turn, bytes both ways', async () => {
    const a = await namedServer('a');
    const b = await namedServer('b');
    const balancer = await balancerTo([a.port, b.port]);
    const answers: string[] = [];
    for (const text of ['1', '2', '3', '4']) answers.push(await exchange(balancer.port, text, 3));
    expect(answers).toEqual(['a:1', 'b:2', 'a:3', 'b:4']);
    expect(balancer.stats).toMatchObject({ connections: 4, perTarget: [2, 2], skipped: 0, unserved: 0 });
  });

  it('skips a target that refuses the connection, with what the client sent first', async () => {
    const dead = await freePort();
    const b = await namedServer('b');
    const balancer = await balancerTo([dead, b.port]);
    const answers: string[] = [];
    for (const text of ['x', 'y', 'z']) answers.push(await exchange(balancer.port, text, 3));
    expect(answers).toEqual(['b:x', 'b:y', 'b:z']);
    expect(balancer.stats.perTarget).toEqual([0, 3]);
    // Every other connection was first tried on the dead target.
    expect(balancer.stats.skipped).toBe(2);
  });

  it('closes the connection when every target refuses it', async () => {
    const balancer = await balancerTo([await freePort(), await freePort()]);
    const socket = net.connect(balancer.port, '127.0.0.1');
    socket.on('error', () => undefined);
    await once(socket, 'close');
    expect(balancer.stats).toMatchObject({ connections: 1, skipped: 2, unserved: 1 });
  });

  it('breaks the client connection when its target dies, and the next one goes to a live target', async () => {
    const a = await namedServer('a');
    const b = await namedServer('b');
    const balancer = await balancerTo([a.port, b.port]);
    const socket = net.connect(balancer.port, '127.0.0.1');
    socket.on('error', () => undefined);
    closers.push(async () => void socket.destroy());
    const [greeting] = (await once(socket, 'data')) as [Buffer];
    expect(greeting.toString()).toBe('a:');
    const closed = once(socket, 'close');
    await a.close();
    await closed;
    // The dead target's turn comes again: it is skipped, b takes both connections.
    expect(await exchange(balancer.port, 'p', 3)).toBe('b:p');
    expect(await exchange(balancer.port, 'q', 3)).toBe('b:q');
    expect(balancer.stats.skipped).toBe(1);
  });

  it('sends connections to a target again once it is back on its port', async () => {
    const a = await namedServer('a');
    const b = await namedServer('b');
    const balancer = await balancerTo([a.port, b.port]);
    await a.close();
    expect(await exchange(balancer.port, '1', 3)).toBe('b:1');
    expect(await exchange(balancer.port, '2', 3)).toBe('b:2');
    await namedServer('a2', a.port);
    expect(await exchange(balancer.port, '3', 4)).toBe('a2:3');
    expect(await exchange(balancer.port, '4', 3)).toBe('b:4');
  });
});
