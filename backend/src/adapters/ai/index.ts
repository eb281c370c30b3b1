import type { Config } from '../../platform/config';
import type { AssistantAnswer, AssistantRecipeContext } from './offline/types';
import { createOfflineProvider } from './offline'; // offline.ts, the port over the engine in offline/
import { createOpenAiProvider } from './openai';

export type { AssistantAnswer, AssistantRecipeContext, RecipeNutrition } from './offline/types';
export { AiError, isAiError, type AiFailure } from './errors';

/** One question for the cooking assistant. */
export interface AssistantInput {
  /** Trimmed and non-blank (the route checks). */
  question: string;
  /** The recipe the cook has open (recipe screens, cook mode), if any. */
  recipe?: AssistantRecipeContext | null;
  /** Page context that could not be read as a recipe: shown to a language model as-is, ignored offline. */
  notes?: string | null;
}

/**
 * Text deltas as they are produced; the generator's return value is the final answer.
 *
 * The deltas are a live preview: joined, they read like the answer as it is being written. The
 * return value is authoritative (tips split out into `tips`, formatting normalised), so a client
 * replaces the preview with it. Calling `return()` early (the browser went away) cancels the
 * upstream request. Failures are thrown as `AiError`.
 */
export type AnswerStream = AsyncGenerator<string, AssistantAnswer, undefined>;

export interface ModerationResult {
  flagged: boolean;
  /** The provider's category names that were flagged, e.g. `harassment`, `violence`. */
  categories: string[];
}

/**
 * The AI port: OpenAI (or any OpenAI-compatible server) when configured, else the offline kitchen
 * engine. Every call takes an optional AbortSignal and fails with an `AiError`, never a vendor error.
 */
export interface AiProvider {
  readonly kind: 'openai' | 'offline';
  answer(input: AssistantInput, signal?: AbortSignal): Promise<AssistantAnswer>;
  stream(input: AssistantInput, signal?: AbortSignal): AnswerStream;
  /** Content moderation; absent when the provider has none (offline). May fail with reason `unsupported`. */
  moderate?(text: string, signal?: AbortSignal): Promise<ModerationResult>;
}

export type AiConfig = Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'OPENAI_TIMEOUT_MS'>;

/** OpenAI when OPENAI_API_KEY is set (OPENAI_BASE_URL for a compatible server), else offline. */
export function createAi(config: AiConfig): AiProvider {
  if (config.OPENAI_API_KEY) {
    return createOpenAiProvider({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_MODEL,
      timeoutMs: config.OPENAI_TIMEOUT_MS,
    });
  }
  return createOfflineProvider();
}

/** Runs a stream to its end, handing each delta to `onDelta`; resolves with the final answer. */
export async function drainAnswer(stream: AnswerStream, onDelta?: (text: string) => void): Promise<AssistantAnswer> {
  for (;;) {
    const step = await stream.next();
    if (step.done) return step.value;
    onDelta?.(step.value);
  }
}
