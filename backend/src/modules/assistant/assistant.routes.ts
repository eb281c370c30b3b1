import Router from '@koa/router';
import { mount } from '../../platform/http/mount';
import { assistantApi } from '@common/contracts/assistant.schema';
import type { Context } from 'koa';
import type { ServerResponse } from 'node:http';
import { drainAnswer, type AnswerStream } from '../../adapters/ai';
import { type AssistantStreamError, type AssistantStreamEvent } from '@common/contracts/assistant.schema';
import { HttpError } from '../../platform/errors';
import { requireActor } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import type { Logger } from '../../platform/logger';
import type { AssistantService } from './assistant.service';

const KEEP_ALIVE_MS = 10_000;

/** Aborts when the browser goes away before the response is complete (saves the provider's work). */
function abortOnDisconnect(ctx: Context) {
  const controller = new AbortController();
  const onClose = () => {
    if (!ctx.res.writableFinished) controller.abort();
  };
  ctx.res.once('close', onClose);
  return { signal: controller.signal, dispose: () => ctx.res.off('close', onClose) };
}

/** Provider failures are worth a log line (with the AiError behind them); user errors are not. */
function logFailure(log: Logger | undefined, error: unknown) {
  if (error instanceof HttpError && error.status < 500) return;
  const cause = error instanceof Error ? error.cause : undefined;
  log?.warn({ err: cause ?? error, status: error instanceof HttpError ? error.status : 500 }, 'assistant failed');
}

const sseFrame = ({ event, data }: AssistantStreamEvent) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** Writes the stream as SSE: deltas as they come, then `done`, or `error` with the status /ask would use. */
async function writeEvents(stream: AnswerStream, res: ServerResponse, log: Logger | undefined) {
  const open = () => !res.destroyed && !res.writableEnded;
  const write = (text: string) => open() && res.write(text);
  const send = (event: AssistantStreamEvent) => write(sseFrame(event));
  const keepAlive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  try {
    write(': stream open\n\n'); // headers and a first byte out now, so the browser knows we are on it
    const answer = await drainAnswer(stream, (text) => send({ event: 'delta', data: { text } }));
    send({ event: 'done', data: answer });
  } catch (error) {
    if (!open()) return; // the browser went away; nobody to tell
    logFailure(log, error);
    const data: AssistantStreamError =
      error instanceof HttpError
        ? { status: error.status, code: error.code, message: error.message }
        : { status: 500, code: 'internal', message: 'Internal server error' };
    send({ event: 'error', data });
  } finally {
    clearInterval(keepAlive);
    if (open()) res.end();
  }
}

export function assistantRoutes({ assistant }: { assistant: AssistantService }): Router {
  const router = new Router();

  mount(router, assistantApi.ask, async (ctx) => {
    const actor = requireActor(ctx);
    const request = parseInput(assistantApi.ask.body, ctx.request.body);
    const disconnect = abortOnDisconnect(ctx);
    try {
      ctx.body = await assistant.ask(actor, request, disconnect.signal);
    } catch (error) {
      logFailure(ctx.state.log, error);
      throw error;
    } finally {
      disconnect.dispose();
    }
  });

  /** Same body as /ask; answers text/event-stream (see AssistantStreamEvent). Errors before the stream are JSON. */
  mount(router, assistantApi.stream, async (ctx) => {
    const actor = requireActor(ctx);
    const request = parseInput(assistantApi.stream.body, ctx.request.body);
    const disconnect = abortOnDisconnect(ctx);
    let stream: AnswerStream;
    try {
      stream = await assistant.openStream(actor, request, disconnect.signal);
    } catch (error) {
      disconnect.dispose();
      throw error;
    }
    // We write the response ourselves, event by event: Koa must not buffer, compress or end it.
    ctx.respond = false;
    (ctx as Context & { compress?: boolean }).compress = false; // koa-compress's switch, should that change
    ctx.status = 200;
    ctx.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no', // nginx and friends: do not buffer
    });
    ctx.req.socket.setNoDelay(true);
    try {
      await writeEvents(stream, ctx.res, ctx.state.log);
    } finally {
      disconnect.dispose();
    }
  });

  return router;
}
