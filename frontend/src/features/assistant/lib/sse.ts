/** One server-sent event: its name ('message' when unnamed) and its data lines joined by newlines. */
export interface SseEvent {
  event: string;
  data: string;
}

export interface SseParser {
  /** Feeds decoded text; events are delivered as soon as their blank line arrives. */
  push(chunk: string): void;
  /** Flushes a final event the stream did not terminate with a blank line. */
  end(): void;
}

/**
 * A text/event-stream parser (the WHATWG format: `event:`, `data:`, comments, blank-line dispatch),
 * tolerant of chunks split anywhere and of CRLF line endings. Pure: no fetch, no DOM.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let name = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: name || 'message', data: data.join('\n') });
    name = '';
    data = [];
  };

  const line = (raw: string) => {
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(chunk) {
      buffer += chunk;
      let newline = buffer.indexOf('\n');
      while (newline !== -1) {
        line(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
      }
    },
    end() {
      if (buffer) line(buffer);
      buffer = '';
      dispatch();
    },
  };
}
