import net from 'node:net';
import { HttpStatusScanner } from './http-statuses.ts';

/** What one proxy did and saw since it started. */
export interface ProxyStats {
  connections: number;
  /** `cut()` calls that found at least one connection to break. */
  cuts: number;
  /** Connections broken by cuts. */
  severed: number;
  stalls: number;
  responses: number;
  /** Responses with a 5xx status, by status. */
  serverErrors: Map<number, number>;
  /** Connections whose bytes stopped parsing as HTTP responses (see HttpStatusScanner). */
  unscanned: number;
}

interface Link {
  client: net.Socket;
  upstream: net.Socket;
  /** Chunks held back while stalled, per direction, delivered in order on release. */
  held: { up: Uint8Array[]; down: Uint8Array[] };
  scanner: HttpStatusScanner;
  /** The gateway closed while bytes for the device were held: close once they are delivered. */
  upstreamGone: boolean;
}

/**
 * A loopback TCP proxy between one device and the gateway that breaks the link on demand: `cut()`
 * destroys every open connection (as a Wi-Fi drop does: the device sees a reset mid-request) and
 * `stall(ms)` holds every byte in both directions for a while (a link that is up but silent), new
 * connections included. Responses passing back are scanned for their status codes, so a 5xx the
 * gateway sends to a device is counted even when the device's retry hides it.
 */
export class FaultProxy {
  readonly stats: ProxyStats = {
    connections: 0,
    cuts: 0,
    severed: 0,
    stalls: 0,
    responses: 0,
    serverErrors: new Map(),
    unscanned: 0,
  };
  private readonly links = new Set<Link>();
  private stalledUntil = 0;
  private releaseTimer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly server: net.Server,
    readonly port: number,
  ) {}

  /** Listens on 127.0.0.1 (a free port) and forwards to `targetPort` on 127.0.0.1. */
  static async start(targetPort: number): Promise<FaultProxy> {
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('proxy is not listening on a port');
    const proxy = new FaultProxy(server, address.port);
    server.on('connection', (client: net.Socket) => proxy.accept(client, targetPort));
    return proxy;
  }

  get openConnections(): number {
    return this.links.size;
  }

  get stalled(): boolean {
    return Date.now() < this.stalledUntil;
  }

  /** Breaks every open connection; returns how many. */
  cut(): number {
    const count = this.links.size;
    for (const link of this.links) this.drop(link);
    if (count > 0) {
      this.stats.cuts++;
      this.stats.severed += count;
    }
    return count;
  }

  /** Holds every byte, both ways, for `ms` (a stall already under way is extended, not shortened). */
  stall(ms: number): void {
    this.stats.stalls++;
    this.stalledUntil = Math.max(this.stalledUntil, Date.now() + ms);
    clearTimeout(this.releaseTimer);
    this.releaseTimer = setTimeout(() => this.release(), this.stalledUntil - Date.now());
  }

  /** Ends a stall now (healing the link at the end of a run). */
  release(): void {
    clearTimeout(this.releaseTimer);
    this.releaseTimer = undefined;
    this.stalledUntil = 0;
    for (const link of this.links) {
      for (const chunk of link.held.up.splice(0)) link.upstream.write(chunk);
      for (const chunk of link.held.down.splice(0)) link.client.write(chunk);
      if (link.upstreamGone) this.finish(link);
    }
  }

  async close(): Promise<void> {
    this.release();
    for (const link of this.links) this.drop(link);
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: net.Socket, targetPort: number): void {
    this.stats.connections++;
    const upstream = net.connect(targetPort, '127.0.0.1');
    const scanner = new HttpStatusScanner((status) => {
      this.stats.responses++;
      if (status >= 500) this.stats.serverErrors.set(status, (this.stats.serverErrors.get(status) ?? 0) + 1);
    });
    const link: Link = { client, upstream, held: { up: [], down: [] }, scanner, upstreamGone: false };
    this.links.add(link);
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    client.on('data', (chunk: Uint8Array) => {
      if (this.stalled) link.held.up.push(chunk);
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk: Uint8Array) => {
      const wasLost = scanner.lost;
      scanner.push(chunk);
      if (scanner.lost && !wasLost) this.stats.unscanned++;
      if (this.stalled) link.held.down.push(chunk);
      else client.write(chunk);
    });
    // Errors are the expected result of cuts and kills: they only close the link. The device leaving
    // ends it at once; the gateway leaving ends it once what it sent has reached the device (after a
    // stall, if one holds it), and with a reset when the gateway was killed (nothing to deliver).
    client.on('error', () => this.drop(link));
    client.on('close', () => this.drop(link));
    upstream.on('error', () => this.drop(link));
    upstream.on('close', () => {
      if (link.held.down.length > 0) link.upstreamGone = true;
      else this.finish(link);
    });
  }

  /** Closes the link after the bytes already written to both sockets (a clean end). */
  private finish(link: Link): void {
    if (!this.links.delete(link)) return;
    link.client.end();
    link.upstream.end();
  }

  /** Breaks the link: both sockets reset, anything in flight lost. */
  private drop(link: Link): void {
    if (!this.links.delete(link)) return;
    link.client.destroy();
    link.upstream.destroy();
  }
}
