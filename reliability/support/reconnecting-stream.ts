import type { TestClient } from '../../backend/src/testing/http-client';
import { openEventStream, type OpenEventStream } from '../../backend/src/testing/sse-client';
import { SERVED_BY } from './deployment';

/** One connection of a reconnecting stream: who served it and what it resumed from. */
export interface StreamConnection {
  /** ms since the epoch when the request was sent. */
  openedAt: number;
  status: number;
  /** The web process that answered (HAProxy's X-Served-By), when known. */
  servedBy: string | null;
  /** The Last-Event-ID it sent, if any. */
  resumedFrom?: string;
  /** When the stream ended (the server or the proxy cut it). */
  endedAt?: number;
}

/** An event as the stream saw it, with the absolute time it arrived and the connection it came on. */
export interface StreamEvent {
  event: string;
  id?: string;
  data: unknown;
  receivedAt: number;
  connection: number;
}

const DEFAULT_RETRY_MS = 2000;

/**
 * What a browser's EventSource does with `GET /api/events`: holds the stream, and when it drops,
 * waits the server's `retry:` hint and reconnects with `Last-Event-ID` set to the last id it saw.
 * A refused or failed connection is retried the same way until `close()`.
 */
export class ReconnectingEventStream {
  readonly connections: StreamConnection[] = [];
  private readonly streams: OpenEventStream[] = [];
  private closed = false;
  private loop?: Promise<void>;

  constructor(
    private readonly client: TestClient,
    private readonly path = '/api/events',
  ) {}

  /** Opens the first connection; resolves once it answered 200, then keeps it (and its successors) open. */
  async open(): Promise<this> {
    const first = await this.connect();
    if (first.status !== 200) throw new Error(`event stream answered ${first.status}`);
    this.loop = this.reconnectForever(first);
    return this;
  }

  /** Every event received so far, over every connection, in order. */
  events(): StreamEvent[] {
    return this.streams.flatMap((stream, connection) =>
      stream.events.map((event) => ({
        event: event.event,
        id: event.id,
        data: event.data,
        receivedAt: stream.startedAt + event.at,
        connection,
      })),
    );
  }

  /** The ids of the events named `name`, as numbers, in arrival order. */
  ids(name: string): number[] {
    return this.events()
      .filter((event) => event.event === name && event.id !== undefined)
      .map((event) => Number(event.id));
  }

  lastEventId(): string | undefined {
    return this.events().findLast((event) => event.id !== undefined)?.id;
  }

  /** The connection currently open (or last opened). */
  current(): StreamConnection {
    return this.connections[this.connections.length - 1];
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const stream of this.streams) stream.close();
    await this.loop;
  }

  private async connect(): Promise<StreamConnection & { stream?: OpenEventStream }> {
    const resumedFrom = this.lastEventId();
    const connection: StreamConnection = { openedAt: Date.now(), status: 0, servedBy: null, resumedFrom };
    try {
      const stream = await openEventStream(this.client, this.path, resumedFrom ? { 'Last-Event-ID': resumedFrom } : {});
      Object.assign(connection, { status: stream.status, servedBy: stream.headers.get(SERVED_BY) });
      if (stream.status === 200) {
        this.connections.push(connection);
        this.streams.push(stream);
        return { ...connection, stream };
      }
      stream.close();
    } catch {
      // refused or reset before the answer: retried like any drop
    }
    return connection;
  }

  private async reconnectForever(first: { stream?: OpenEventStream }): Promise<void> {
    let current = first.stream;
    while (!this.closed) {
      if (current) {
        await current.ended;
        this.current().endedAt = Date.now();
      }
      if (this.closed) return;
      const hint = current ? /retry: (\d+)/.exec(current.raw())?.[1] : undefined;
      await new Promise((resolve) => setTimeout(resolve, hint ? Number(hint) : DEFAULT_RETRY_MS));
      if (this.closed) return;
      current = (await this.connect()).stream;
      if (this.closed) current?.close(); // closed while it was connecting
    }
  }
}
