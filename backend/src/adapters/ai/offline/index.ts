import { answerTemperatureConversion, answerUnitConversion } from './answer-conversion';
import { answerFallback, answerSmallTalk, answerTechnique } from './answer-general';
import { answerHealthQuestion } from './answer-health';
import { answerMissingRecipe, answerRecipe, answerServingScale } from './answer-recipe';
import { answerCookingTime, answerSafety } from './answer-safety';
import { answerDietSubstitution, answerSubstitution } from './answer-substitution';
import { normalizeText } from './text';
import type { AssistantAnswer, AssistantRecipeContext, Handler, Question } from './types';

export type { AssistantAnswer, AssistantRecipeContext } from './types';

/**
 * First match wins. A swap asked for under a stated diet or allergy is answered first, with only
 * the options that keep to it (and the label caution). Health and safety come next so a risky question is never answered as a plain
 * conversion or recipe lookup; broad recipe phrasings ("how much …") come after the unit converters
 * so "how many grams in 2 cups of flour" is a conversion even with a recipe open.
 */
const HANDLERS: readonly Handler[] = [
  answerSmallTalk,
  answerDietSubstitution,
  answerHealthQuestion,
  answerSafety,
  answerSubstitution,
  answerServingScale,
  answerTemperatureConversion,
  answerUnitConversion,
  answerRecipe,
  answerTechnique,
  answerCookingTime,
  answerMissingRecipe,
];

// Questions are spoken or typed sentences; the cap keeps regex work bounded on pasted essays.
const MAX_QUESTION_LENGTH = 500;

/** The default cooking assistant: answers from built-in tables, with no language model and no network. */
export function answerOffline(question: string, recipe?: AssistantRecipeContext | null): AssistantAnswer {
  const raw = typeof question === 'string' ? question.slice(0, MAX_QUESTION_LENGTH) : '';
  const normalized: Question = { raw, text: normalizeText(raw), recipe: recipe ?? null };
  for (const handler of HANDLERS) {
    const answer = handler(normalized);
    if (answer) return answer;
  }
  return answerFallback();
}
