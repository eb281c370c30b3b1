import type { TestClient } from './http-client';

export interface ReceivedEvent {
  event: string;
  data: unknown;
  /** ms since the request was sent, when the event's last byte arrived. */
  at: number;
}

/** Parses complete `event:`/`data:` blocks; comment lines (":") are keep-alives and are skipped. */
function parseBlock(block: string): { event: string; data: unknown } | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    if (field === 'data') data.push(value);
  }
  if (data.length === 0) return null;
  const text = data.join('\n');
  try {
    return { event, data: JSON.parse(text) };
  } catch {
    return { event, data: text };
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
