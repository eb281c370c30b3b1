import { isAiError, type AiProvider } from '../../adapters/ai';
import type { TextModerator } from './moderation';

/**
 * The AI port's moderation for the rules to consult. A server without a moderation endpoint
 * (`unsupported`) means "no AI opinion", so reviews are not all held; other failures surface to
 * `moderateText`, which holds the text for a person.
 */
export function moderatorFromAi(ai: Pick<AiProvider, 'moderate'>): TextModerator {
  const moderate = ai.moderate?.bind(ai);
  if (!moderate) return {};
  return {
    async moderate(text) {
      try {
        return await moderate(text);
      } catch (error) {
        if (isAiError(error) && error.reason === 'unsupported') return { flagged: false, categories: [] };
        throw error;
      }
    },
  };
}
