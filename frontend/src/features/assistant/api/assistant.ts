import type { AskAssistantRequest, AssistantAnswerResponse } from '@common/contracts/assistant.schema';
import { ApiError, apiRequest } from '../../../lib/api';
import { createSseParser } from '../lib/sse';

export type AssistantAnswer = AssistantAnswerResponse;

/** The three payloads of spec section 7 (floating assistant, cook mode, the assistant page), each an AskAssistantRequest. */
export type AssistantQuestion = AskAssistantRequest &
  (
    | { question: string; context: string }
    | {
        question: string;
        recipeName: string;
        recipeIngredients: string[];
        recipeInstructions: string[];
        /** 0-based index of the step on screen. */
        currentStep: number;
      }
    | { question: string }
  );

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function normalizeAnswer(raw: unknown): AssistantAnswer {
  const body = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    answer: typeof body.answer === 'string' ? body.answer : '',
    tips: strings(body.tips),
    relatedTopics: strings(body.relatedTopics),
  };
}

/** POST /api/cooking-assistant/ask: the whole answer at once. */
export async function askAssistant(body: AssistantQuestion): Promise<AssistantAnswer> {
  return normalizeAnswer(await apiRequest<unknown>('POST', '/api/cooking-assistant/ask', body));
}

/** The stream broke (an `event: error`, or it ended without `done`). */
export class AssistantStreamError extends Error {}

async function apiErrorOf(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // plain text
  }
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body);
}

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * POST /api/cooking-assistant/stream, read with fetch + ReadableStream (EventSource cannot POST):
 * `event: delta` chunks go to `onDelta` as they arrive, `event: done` resolves with the answer.
 */
export async function streamAssistant(
  body: AssistantQuestion,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<AssistantAnswer> {
  const response = await fetch('/api/cooking-assistant/stream', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await apiErrorOf(response);
  if (!response.body || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    throw new AssistantStreamError('The answer could not be streamed');
  }

  // A holder object: TypeScript does not see assignments made inside the parser callback.
  const outcome: { final: AssistantAnswer | null; failure: Error | null } = {
    final: null,
    failure: null,
  };
  const parser = createSseParser(({ event, data }) => {
    if (event === 'delta') {
      // `{ "text": "…" }`, or a bare JSON string.
      const delta = parseJson(data) as { text?: unknown } | string | null;
      const text = typeof delta === 'string' ? delta : delta?.text;
      if (typeof text === 'string' && text) onDelta(text);
    } else if (event === 'done') {
      outcome.final = normalizeAnswer(parseJson(data));
    } else if (event === 'error') {
      // `{ status, code, message }`: the failure /ask would have answered with that status.
      const detail = parseJson(data) as { status?: unknown; message?: unknown } | string | null;
      const status = detail && typeof detail === 'object' && typeof detail.status === 'number' ? detail.status : 0;
      const message = typeof detail === 'string' ? detail : detail?.message;
      outcome.failure =
        status >= 400
          ? new ApiError(status, `${status}: ${data}`, detail)
          : new AssistantStreamError(typeof message === 'string' && message ? message : 'The answer stopped');
    }
  });

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
    if (outcome.failure || outcome.final) break;
  }
  parser.push(decoder.decode());
  parser.end();
  void reader.cancel().catch(() => undefined);
  if (outcome.failure) throw outcome.failure;
  if (!outcome.final) throw new AssistantStreamError('The answer stopped early');
  return outcome.final;
}

/** Errors another endpoint cannot fix (not signed in, not premium, rate limited, bad question). */
export function isFinalError(error: unknown): boolean {
  return error instanceof ApiError && [400, 401, 403, 422, 429].includes(error.status);
}

/** The streamed answer, falling back to /ask when streaming fails for any other reason. */
export async function askWithStreaming(
  body: AssistantQuestion,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<AssistantAnswer> {
  try {
    return await streamAssistant(body, onDelta, signal);
  } catch (error) {
    if (isFinalError(error) || signal?.aborted) throw error;
    return askAssistant(body);
  }
}
