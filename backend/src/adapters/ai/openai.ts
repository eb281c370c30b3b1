import { createRequire } from 'node:module';
import type * as OpenAiSdk from 'openai';
import type { ChatCompletion, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AiProvider, AnswerStream, AssistantAnswer, AssistantInput, ModerationResult } from './port';
import { createTipsFilter, parseAssistantText } from './answer-format';
import { guardAnswer, statedDiets } from './diet-guard';
import { AiError } from './errors';
import { buildUserMessage, loadSystemPrompt } from './prompt';

export interface OpenAiOptions {
  apiKey: string;
  /** Any OpenAI-compatible server, e.g. http://localhost:11434/v1; default api.openai.com. */
  baseURL?: string;
  model: string;
  /** Deadline for a whole answer (streamed or not), not just for the response headers. */
  timeoutMs: number;
  moderationModel?: string;
}

/**
 * A deadline over the whole call. The SDK's own `timeout` stops at the response headers, so a
 * server that sends headers and then stalls would hang without this signal.
 */
function deadline(timeoutMs: number, caller?: AbortSignal) {
  const timer = AbortSignal.timeout(timeoutMs);
  return { timer, caller, signal: caller ? AbortSignal.any([caller, timer]) : timer };
}
type Deadline = ReturnType<typeof deadline>;

/** Vendor errors become AiError with a reason the route can answer with (504, 502, …). */
function toAiError(sdk: typeof OpenAiSdk, error: unknown, call: Deadline, timeoutMs: number): AiError {
  const { APIConnectionError, APIConnectionTimeoutError, APIError } = sdk;
  if (error instanceof AiError) return error;
  if (call.caller?.aborted) return new AiError('aborted', 'The question was cancelled', { cause: error });
  if (call.timer.aborted || error instanceof APIConnectionTimeoutError) {
    return new AiError('timeout', `The AI service did not answer within ${timeoutMs} ms`, { cause: error });
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    return new AiError('unavailable', `The AI service answered HTTP ${error.status}`, { cause: error });
  }
  if (error instanceof APIConnectionError) {
    return new AiError('unavailable', 'The AI service could not be reached', { cause: error });
  }
  if (error instanceof APIError)
    return new AiError('unavailable', 'The AI service reported an error', { cause: error });
  if (error instanceof SyntaxError) {
    return new AiError('malformed', 'The AI service sent a response that is not valid JSON', { cause: error });
  }
  return new AiError('malformed', 'The AI service sent a response we could not read', { cause: error });
}

function toAnswer(text: string): AssistantAnswer {
  const { answer, tips } = parseAssistantText(text);
  if (!answer) throw new AiError('malformed', 'The AI service sent an empty answer');
  return { answer, tips, relatedTopics: [] };
}

/** The completion's text, or a `malformed` error when the body is not the shape the API promises. */
function completionText(completion: ChatCompletion): string {
  const choices = (completion as Partial<ChatCompletion> | null)?.choices;
  if (!Array.isArray(choices) || choices.length === 0) {
    throw new AiError('malformed', 'The AI service sent a response without an answer');
  }
  const message = choices[0]?.message as { content?: unknown; refusal?: unknown } | undefined;
  const text = typeof message?.content === 'string' && message.content.trim() ? message.content : message?.refusal;
  if (typeof text !== 'string' || !text.trim()) throw new AiError('malformed', 'The AI service sent an empty answer');
  return text;
}

export function createOpenAiProvider(options: OpenAiOptions): AiProvider {
  const { model, timeoutMs } = options;
  // Loaded here, not at import: the SDK costs start-up time in the offline default that never uses it.
  const sdk = createRequire(import.meta.url)('openai') as typeof OpenAiSdk;
  const client = new sdk.OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: timeoutMs,
    // A retry would double the wait for a user watching a spinner; they can ask again.
    maxRetries: 0,
    // Failures reach our own logs as AiError; the SDK would print response bodies to stderr.
    logLevel: 'off',
  });
  const systemPrompt = loadSystemPrompt();
  const messages = (input: AssistantInput): ChatCompletionMessageParam[] => [
    { role: 'system', content: systemPrompt },
    { role: 'user', content: buildUserMessage(input) },
  ];

  return {
    kind: 'openai',

    async answer(input, signal) {
      const call = deadline(timeoutMs, signal);
      try {
        const completion = await client.chat.completions.create(
          { model, messages: messages(input) },
          { signal: call.signal, timeout: timeoutMs },
        );
        // The prompt states the diet, but a model's word is not enough: its answer is checked too.
        return guardAnswer(toAnswer(completionText(completion)), input.question);
      } catch (error) {
        throw toAiError(sdk, error, call, timeoutMs);
      }
    },

    async *stream(input, signal): AnswerStream {
      const call = deadline(timeoutMs, signal);
      const filter = createTipsFilter();
      // With a stated diet nothing is shown until the whole answer is checked: a streamed line
      // cannot be taken back once the cook has read "mashed anchovy".
      const guarded = statedDiets(input.question).length > 0;
      let text = '';
      let finished = false;
      try {
        const chunks = await client.chat.completions.create(
          { model, messages: messages(input), stream: true },
          { signal: call.signal, timeout: timeoutMs },
        );
        for await (const chunk of chunks) {
          const choice = chunk?.choices?.[0];
          const delta = choice?.delta?.content;
          if (typeof delta === 'string' && delta) {
            text += delta;
            const visible = filter.push(delta);
            if (visible && !guarded) yield visible;
          }
          if (choice?.finish_reason) finished = true;
        }
        // The SDK ends an aborted stream quietly; an answer cut off by the deadline is not an answer.
        call.signal.throwIfAborted();
        if (!finished) {
          throw text
            ? new AiError('unavailable', 'The AI service stopped before finishing its answer')
            : new AiError('malformed', 'The AI service sent an empty answer');
        }
        const rest = filter.end();
        if (!guarded) {
          if (rest) yield rest;
          return toAnswer(text);
        }
        const answer = guardAnswer(toAnswer(text), input.question);
        yield answer.answer;
        return answer;
      } catch (error) {
        throw toAiError(sdk, error, call, timeoutMs);
      }
    },

    async moderate(text, signal): Promise<ModerationResult> {
      const call = deadline(timeoutMs, signal);
      try {
        const response = await client.moderations.create(
          { model: options.moderationModel ?? 'omni-moderation-latest', input: text },
          { signal: call.signal, timeout: timeoutMs },
        );
        const result = response?.results?.[0];
        if (!result || typeof result.flagged !== 'boolean') {
          throw new AiError('malformed', 'The moderation service sent a response without a result');
        }
        const categories = Object.entries(result.categories ?? {})
          .filter(([, flagged]) => flagged === true)
          .map(([category]) => category);
        return { flagged: result.flagged, categories };
      } catch (error) {
        if (error instanceof sdk.APIError && (error.status === 404 || error.status === 405)) {
          throw new AiError('unsupported', 'This AI server has no moderation endpoint', { cause: error });
        }
        throw toAiError(sdk, error, call, timeoutMs);
      }
    },
  };
}
