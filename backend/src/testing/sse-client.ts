import type { TestClient } from './http-client';

export interface ReceivedEvent {
  event: string;
  data: unknown;
  /** The block's `id:`, when it has one. */
  id?: string;
  /** ms since the request was sent, when the event's last byte arrived. */
  at: number;
}

/** Parses complete `event:`/`data:` blocks; comment lines (":") are keep-alives and are skipped. */
function parseBlock(block: string): { event: string; data: unknown; id?: string } | null {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    if (field === 'data') data.push(value);
    if (field === 'id') id = value;
  }
  if (data.length === 0) return null;
  const text = data.join('\n');
  const idField = id === undefined ? {} : { id };
  try {
    return { event, data: JSON.parse(text), ...idField };
  } catch {
    return { event, data: text, ...idField };
  }
}

/**
 * POSTs with a TestClient's session and Origin and reads a text/event-stream answer as it arrives,
 * timing each event (to prove the server flushes as it goes). Non-stream answers come back as JSON.
 */
export interface EventStreamResponse {
  status: number;
  headers: Headers;
  events: ReceivedEvent[];
  /** The JSON body of an answer that is not a stream (an error before the stream). */
  json: unknown;
}

export async function postEventStream(
  client: TestClient,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<EventStreamResponse> {
  const started = Date.now();
  const response = await fetch(`${client.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: client.baseUrl,
      cookie: client.cookieHeader,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const events: ReceivedEvent[] = [];
  if (!response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) {
    const text = await response.text();
    return { status: response.status, headers: response.headers, events, json: text ? JSON.parse(text) : undefined };
  }
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true }).replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const parsed = parseBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (parsed) events.push({ ...parsed, at: Date.now() - started });
    }
  }
  return { status: response.status, headers: response.headers, events, json: undefined };
}

/** A GET event stream held open while the test acts: events arrive in `events`; `next` waits for one. */
export interface OpenEventStream {
  status: number;
  headers: Headers;
  events: ReceivedEvent[];
  /** ms since the epoch from which the events' `at` counts (the answer's headers arrived). */
  startedAt: number;
  /** Raw text received so far (comments and `retry:` included). */
  raw(): string;
  /** The next event named `name` after those `next` returned already, within `timeoutMs`. */
  next(name: string, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEventStream(
  client: TestClient,
  path: string,
  headers: Record<string, string> = {},
): Promise<OpenEventStream> {
  const abort = new AbortController();
  const response = await fetch(`${client.baseUrl}${path}`, {
    headers: { ...(client.cookies.size ? { cookie: client.cookieHeader } : {}), ...headers },
    signal: abort.signal,
  });
  const events: ReceivedEvent[] = [];
  let raw = '';
  let waiters: Array<() => void> = [];
  const started = Date.now();
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        const text = decoder.decode(chunk as Uint8Array, { stream: true }).replace(/\r\n?/g, '\n');
        raw += text;
        buffer += text;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const parsed = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (parsed) events.push({ ...parsed, at: Date.now() - started });
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // aborted by close()
    }
  })();
  let seen = 0;
  return {
    status: response.status,
    headers: response.headers,
    events,
    startedAt: started,
    raw: () => raw,
    ended,
    async next(name, timeoutMs = 1000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = events.findIndex((event, i) => i >= seen && event.event === name);
        if (index >= 0) {
          seen = index + 1;
          return events[index];
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${name} event within ${timeoutMs} ms (got ${events.map((e) => e.event)})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
        waiters = [];
      }
    },
    close: () => abort.abort(),
  };
}
