import net from 'node:net';

/**
 * What the proxy does with traffic:
 * - `pass`: forwards both ways (after `delayMs`, if set);
 * - `blackhole`: accepts connections and swallows every byte, answering nothing (a partition:
 *   clients see neither data nor an error until their own timeouts fire);
 * - `refuse`: resets every new connection at once (the dependency's process is down).
 */
export type ProxyMode = 'pass' | 'blackhole' | 'refuse';

interface Link {
  client: net.Socket;
  upstream?: net.Socket;
  /** Joined or caught while blackholed: its byte stream has gaps, so it cannot be resumed. */
  blackholed: boolean;
}

/**
 * A TCP proxy in front of one dependency (PostgreSQL, Redis, SMTP, an HTTP API) for fault
 * injection: point the product at `proxy.port` instead of the real port, then add delay, reset
 * every connection, blackhole or refuse, and `restore()`.
 */
export class TcpProxy {
  port = 0;
  mode: ProxyMode = 'pass';
  /** Added to every chunk in both directions; order is kept. */
  delayMs = 0;
  readonly stats = { accepted: 0, resets: 0 };
  private server?: net.Server;
  private readonly links = new Set<Link>();

  constructor(
    readonly targetPort: number,
    readonly targetHost = '127.0.0.1',
  ) {}

  /** `scheme://host:port` of an URL rewritten to go through the proxy (same path, user, query). */
  rewrite(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  async start(port = 0): Promise<this> {
    const server = net.createServer((client) => this.accept(client));
    server.on('error', () => {});
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
    return this;
  }

  get connections(): number {
    return this.links.size;
  }

  /** Local ports of the proxy's connections to the target (PostgreSQL sees them as `client_port`). */
  get upstreamPorts(): number[] {
    return [...this.links].flatMap((link) => (link.upstream?.localPort ? [link.upstream.localPort] : []));
  }

  setDelay(ms: number): void {
    this.delayMs = ms;
  }

  /** Sends a TCP RST on every open connection, both sides; new connections still pass. */
  resetAll(): void {
    for (const link of [...this.links]) this.drop(link);
  }

  /** From now on nothing gets through, and nothing comes back: open connections go silent too. */
  blackhole(): void {
    this.mode = 'blackhole';
    for (const link of this.links) {
      link.blackholed = true;
      link.upstream?.pause();
    }
  }

  /** The dependency is down: open connections are reset, new ones are reset on arrival. */
  refuse(): void {
    this.mode = 'refuse';
    this.resetAll();
  }

  /**
   * Back to normal: no delay, new connections pass. Connections that lived through a blackhole
   * lost bytes, so they are reset (as the client's keepalive or the peer would eventually do).
   */
  restore(): void {
    this.mode = 'pass';
    this.delayMs = 0;
    for (const link of [...this.links]) if (link.blackholed) this.drop(link);
  }

  async close(): Promise<void> {
    this.resetAll();
    const server = this.server;
    this.server = undefined;
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  private accept(client: net.Socket): void {
    this.stats.accepted += 1;
    client.on('error', () => {});
    if (this.mode === 'refuse') {
      this.stats.resets += 1;
      client.resetAndDestroy();
      return;
    }
    const link: Link = { client, blackholed: this.mode === 'blackhole' };
    this.links.add(link);
    client.on('close', () => this.forget(link));
    if (link.blackholed) {
      client.on('data', () => {}); // swallowed
      return;
    }
    const upstream = net.connect(this.targetPort, this.targetHost);
    link.upstream = upstream;
    upstream.on('error', () => this.drop(link)); // e.g. the target refused: the client sees a reset
    upstream.on('close', () => this.forget(link));
    this.forward(link, client, upstream);
    this.forward(link, upstream, client);
  }

  /** Copies `from` → `to` unless the link is blackholed, delaying each chunk while keeping order. */
  private forward(link: Link, from: net.Socket, to: net.Socket): void {
    let lastDue = 0;
    const later = (action: () => void) => {
      if (this.delayMs <= 0 && lastDue <= Date.now()) return action();
      const due = Math.max(Date.now() + this.delayMs, lastDue);
      lastDue = due;
      setTimeout(() => {
        if (!link.blackholed && !to.destroyed) action();
      }, due - Date.now());
    };
    from.on('data', (chunk: Buffer) => {
      if (!link.blackholed) later(() => to.write(chunk));
    });
    // An orderly close (FIN) is passed on in order after the data; only faults send resets.
    from.on('end', () => {
      if (!link.blackholed) later(() => to.end());
    });
  }

  /** A connection that closed by itself: close its other side too, without a reset. */
  private forget(link: Link): void {
    if (link.blackholed) return; // stays until restore() or resetAll(), like a dead peer
    if (!this.links.delete(link)) return;
    const close = () => {
      link.client.destroySoon();
      link.upstream?.destroySoon();
    };
    // Let delayed chunks still in flight arrive before the other side closes.
    if (this.delayMs > 0) setTimeout(close, this.delayMs + 10);
    else close();
  }

  private drop(link: Link): void {
    if (!this.links.delete(link)) return;
    this.stats.resets += 1;
    if (!link.client.destroyed) link.client.resetAndDestroy();
    if (link.upstream && !link.upstream.destroyed) link.upstream.resetAndDestroy();
  }
}
