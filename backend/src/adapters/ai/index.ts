import type { Config } from '../../platform/config';
import { createOfflineProvider } from './offline'; // offline.ts, the port over the engine in offline/
import { createOpenAiProvider } from './openai';
import type { AiProvider, AnswerStream, AssistantAnswer } from './port';

export { AiError, isAiError, type AiFailure } from './errors';
export type {
  AiProvider,
  AnswerStream,
  AssistantAnswer,
  AssistantInput,
  AssistantRecipeContext,
  ModerationResult,
  RecipeNutrition,
} from './port';

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
