import net from 'node:net';

/** What the balancer did since it started. */
export interface BalancerStats {
  connections: number;
  /** Connections handed to each target, in the order of `targets`. */
  perTarget: number[];
  /** Targets passed over because they refused the connection (a dead or restarting gateway). */
  skipped: number;
  /** Connections closed because every target refused them. */
  unserved: number;
}

/**
 * A round-robin TCP load balancer on loopback, as an edge in front of several gateways would be:
 * each new client connection goes to the next target, and a target that refuses the connection is
 * skipped for the next one, so when a gateway dies a device's next request lands on a live one. A
 * connection stays with the target it reached (HTTP keep-alive included) until either side ends it;
 * when the target dies the client sees the connection break, as behind a real edge.
 */
export class Balancer {
  readonly stats: BalancerStats;
  private next = 0;
  private readonly sockets = new Set<net.Socket>();

  private constructor(
    private readonly server: net.Server,
    readonly port: number,
    private readonly targets: readonly number[],
  ) {
    this.stats = { connections: 0, perTarget: targets.map(() => 0), skipped: 0, unserved: 0 };
  }

  /** Listens on 127.0.0.1 (a free port) and spreads connections over `targetPorts` on 127.0.0.1. */
  static async start(targetPorts: readonly number[]): Promise<Balancer> {
    if (targetPorts.length === 0) throw new Error('a balancer needs at least one target');
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (address === null || typeof address === 'string')
      throw new Error('balancer is not listening on a port');
    const balancer = new Balancer(server, address.port, [...targetPorts]);
    server.on('connection', (client: net.Socket) => balancer.accept(client));
    return balancer;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
  }

  private accept(client: net.Socket): void {
    this.stats.connections++;
    this.track(client);
    client.setNoDelay(true);
    // What the client sends before a target accepted: replayed to whichever target takes it.
    const early: Uint8Array[] = [];
    const hold = (chunk: Uint8Array) => early.push(chunk);
    client.on('data', hold);
    let clientGone = false;
    client.on('error', () => undefined);
    client.once('close', () => (clientGone = true));
    const first = this.next;
    this.next = (this.next + 1) % this.targets.length;

    const attempt = (tried: number) => {
      if (clientGone) return;
      if (tried === this.targets.length) {
        this.stats.unserved++;
        client.destroy();
        return;
      }
      const index = (first + tried) % this.targets.length;
      const upstream = net.connect(this.targets[index] ?? 0, '127.0.0.1');
      this.track(upstream);
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        if (clientGone) {
          upstream.destroy();
          return;
        }
        this.stats.perTarget[index] = (this.stats.perTarget[index] ?? 0) + 1;
        upstream.setNoDelay(true);
        client.off('data', hold);
        for (const chunk of early.splice(0)) upstream.write(chunk);
        client.pipe(upstream);
        upstream.pipe(client);
        // A side that breaks breaks the whole link (the client must see a dead gateway as a reset); a
        // side that closes cleanly has its end passed on by the pipes, after the bytes in flight.
        client.once('close', (hadError) => (hadError ? upstream.destroy() : upstream.end()));
        upstream.once('close', (hadError) => (hadError ? client.destroy() : client.end()));
      });
      upstream.on('error', () => {
        if (connected) return;
        // Refused (or reset before it was up): the next target gets the connection instead.
        this.stats.skipped++;
        upstream.destroy();
        attempt(tried + 1);
      });
    };
    attempt(0);
  }
}
