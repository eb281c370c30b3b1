import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  chunks.forEach((chunk) => parser.push(chunk));
  parser.end();
  return events;
}

describe('createSseParser', () => {
  it('reads named events with JSON data', () => {
    expect(
      parse(['event: delta\ndata: "Hel"\n\nevent: delta\ndata: "lo"\n\nevent: done\ndata: {"answer":"Hello"}\n\n']),
    ).toEqual([
      { event: 'delta', data: '"Hel"' },
      { event: 'delta', data: '"lo"' },
      { event: 'done', data: '{"answer":"Hello"}' },
    ]);
  });

  it('copes with chunks split mid-line, CRLF endings, comments and multi-line data', () => {
    expect(
      parse(['eve', 'nt: delta\r\nda', 'ta: "a"\r', '\n\r\n: keep-alive\n\ndata: one\ndata: two\n', '\n']),
    ).toEqual([
      { event: 'delta', data: '"a"' },
      { event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('flushes a last event without a trailing blank line', () => {
    expect(parse(['event: error\ndata: {"message":"busy"}'])).toEqual([{ event: 'error', data: '{"message":"busy"}' }]);
  });
});
