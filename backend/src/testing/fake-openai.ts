import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';

/**
 * How the fake answers chat completions:
 * - `normal`: a well-formed answer (`reply`), streamed in small chunks when asked to stream;
 * - `hang`: accepts the request and never sends a byte (a dead upstream);
 * - `stall`: sends the headers and the first chunk, then nothing more (a stuck stream or body);
 * - `malformed`: a 200 whose body is not valid JSON (or, streaming, a chunk that is not);
 * - `empty`: a well-formed answer with empty content;
 * - `error`: HTTP 500 with an OpenAI-style error body.
 */
export type FakeOpenAiMode = 'normal' | 'hang' | 'stall' | 'malformed' | 'empty' | 'error';

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export const DEFAULT_REPLY = [
  '**2 cups of all-purpose flour weigh about 240 g.** Spoon the flour into the cup and level it off.',
  '',
  '- Bread flour: about 130 g per cup',
  '- Whole-wheat flour: about 120 g per cup',
  '',
  'Tips:',
  '- Weigh flour on a kitchen scale for reliable baking.',
  '- Whisk flour that has been sitting a while before measuring.',
].join('\n');

/**
 * A local OpenAI-compatible server (POST /v1/chat/completions, streaming or not, and
 * POST /v1/moderations) so the real `openai` SDK is exercised end to end without the network.
 */
export class FakeOpenAi {
  mode: FakeOpenAiMode = 'normal';
  reply = DEFAULT_REPLY;
  /** Characters per streamed chunk and the pause between chunks. */
  chunkSize = 12;
  chunkDelayMs = 15;
  /** Moderation flags any input containing one of these words (category `violence`). */
  flaggedWords = ['kill'];
  moderationAvailable = true;
  readonly requests: RecordedRequest[] = [];
  /** Streamed answers whose client hung up before the end (the SDK cancelled them). */
  cancelledStreams = 0;
  url = '';
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  /** The base URL for the SDK (`OPENAI_BASE_URL`). */
  get baseUrl(): string {
    return `${this.url}/v1`;
  }

  config(overrides: Record<string, string> = {}): Record<string, string> {
    return { OPENAI_API_KEY: 'sk-test-fake', OPENAI_BASE_URL: this.baseUrl, OPENAI_MODEL: 'gpt-fake', ...overrides };
  }

  reset(): void {
    this.mode = 'normal';
    this.reply = DEFAULT_REPLY;
    this.moderationAvailable = true;
    this.requests.length = 0;
    this.cancelledStreams = 0;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (raw += chunk));
      req.on('end', () => {
        let body: Record<string, unknown> = {};
        try {
          body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
        } catch {
          // recorded as empty
        }
        const path = (req.url ?? '').split('?')[0];
        this.requests.push({ path, headers: req.headers, body });
        void this.route(req.method ?? 'GET', path, body, res);
      });
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Chat requests received so far (the last one is usually what a test wants). */
  get chatRequests(): RecordedRequest[] {
    return this.requests.filter((request) => request.path === '/v1/chat/completions');
  }

  private async route(method: string, path: string, body: Record<string, unknown>, res: ServerResponse) {
    if (method === 'POST' && path === '/v1/chat/completions') {
      if (this.mode === 'hang') return; // never answer; the socket stays open until stop()
      if (this.mode === 'error') {
        return json(res, 500, { error: { message: 'The server had an error', type: 'server_error', code: null } });
      }
      return body.stream === true ? this.streamCompletion(res) : this.completion(res);
    }
    if (method === 'POST' && path === '/v1/moderations') {
      if (!this.moderationAvailable) return json(res, 404, { error: { message: 'Not found', type: 'not_found' } });
      const input = String(body.input ?? '').toLowerCase();
      const flagged = this.flaggedWords.some((word) => input.includes(word));
      return json(res, 200, {
        id: `modr-${randomBytes(6).toString('hex')}`,
        model: String(body.model ?? 'omni-moderation-latest'),
        results: [
          {
            flagged,
            categories: { violence: flagged, harassment: false, 'self-harm': false },
            category_scores: { violence: flagged ? 0.97 : 0.01, harassment: 0.01, 'self-harm': 0.0 },
          },
        ],
      });
    }
    return json(res, 404, { error: { message: `Unknown route ${method} ${path}`, type: 'invalid_request_error' } });
  }

  private completion(res: ServerResponse) {
    if (this.mode === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"id": "chatcmpl-broken", "choices": [{"message": {"content": "Half an ans');
    }
    if (this.mode === 'stall') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.write('{"id": "chatcmpl-stalled", ');
    }
    const content = this.mode === 'empty' ? '' : this.reply;
    return json(res, 200, {
      id: `chatcmpl-${randomBytes(6).toString('hex')}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'gpt-fake',
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
    });
  }

  private async streamCompletion(res: ServerResponse) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.on('close', () => {
      if (!res.writableFinished) this.cancelledStreams += 1;
    });
    const id = `chatcmpl-${randomBytes(6).toString('hex')}`;
    const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model: 'gpt-fake',
        choices: [{ index: 0, delta, finish_reason: finishReason }],
      })}\n\n`;
    res.write(chunk({ role: 'assistant', content: '' }));
    if (this.mode === 'malformed') {
      res.write('data: {"id": "chatcmpl-broken", "choices": [{"delta": {"content": "Hal\n\n');
      return res.end('data: [DONE]\n\n');
    }
    const content = this.mode === 'empty' ? '' : this.reply;
    for (let index = 0; index < content.length; index += this.chunkSize) {
      if (res.destroyed) return;
      res.write(chunk({ content: content.slice(index, index + this.chunkSize) }));
      if (this.mode === 'stall') return; // headers and one chunk, then silence
      await new Promise((resolve) => setTimeout(resolve, this.chunkDelayMs));
    }
    if (this.mode === 'stall') return;
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  }
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
