import type { AssistantAnswer, AssistantRecipeContext } from './offline/types';

export type { AssistantAnswer, AssistantRecipeContext, RecipeNutrition } from './offline/types';

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
