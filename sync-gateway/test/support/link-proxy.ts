import net from 'node:net';

/**
 * A loopback TCP proxy for a site hub's link to the cloud: `cut()` resets every open connection and
 * refuses new ones (the internet gone), `heal()` lets them through again.
 */
export class LinkProxy {
  private readonly sockets = new Set<net.Socket>();
  private down = false;

  private constructor(
    private readonly server: net.Server,
    readonly url: string,
  ) {}

  /** Listens on a free loopback port and forwards to `target` (an http URL on loopback). */
  static async start(target: string): Promise<LinkProxy> {
    const { hostname, port } = new URL(target);
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address() as net.AddressInfo;
    const proxy = new LinkProxy(server, `http://127.0.0.1:${address.port}`);
    server.on('connection', (client) => proxy.connect(client, hostname, Number(port)));
    return proxy;
  }

  cut(): void {
    this.down = true;
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
  }

  heal(): void {
    this.down = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private connect(client: net.Socket, host: string, port: number): void {
    if (this.down) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(port, host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      // Resets are what a cut is made of: they only close the pair.
      socket.on('error', () => undefined);
      socket.on('close', () => {
        this.sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
