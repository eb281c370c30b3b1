import { findTechnique } from './techniques';
import { bullets, makeAnswer } from './text';
import type { AssistantAnswer, Question } from './types';

const CAPABILITIES = bullets([
  '**Unit conversions:** cups, spoons, ounces and pounds to grams or millilitres, and oven temperatures',
  '**Substitutions:** what to use when you are out of an ingredient',
  '**Food safety:** safe cooking temperatures, fridge and freezer times, thawing and reheating',
  '**This recipe:** next step, ingredient amounts, timing (when a recipe is open)',
  '**A few techniques:** resting meat, hot oil, dough rising, boiling eggs',
]);

const EXAMPLES = [
  'How many grams in 2 cups of flour?',
  'What can I use instead of buttermilk?',
  'What temperature should chicken be cooked to?',
];

/** Greetings, thanks and "what can you do". */
export function answerSmallTalk(question: Question): AssistantAnswer | null {
  const { text } = question;
  if (text === '' || /^(?:help|what can you do|what do you know|what can i ask|how does this work)\b/.test(text)) {
    return makeAnswer(`**I'm your offline kitchen assistant.** I can help with:\n${CAPABILITIES}`, [], EXAMPLES);
  }
  if (text.split(' ').length <= 4) {
    if (/^(?:thanks|thank you|thx|cheers|ta)\b/.test(text)) {
      return makeAnswer('**You’re welcome — happy cooking!**', [], EXAMPLES);
    }
    if (/^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening))\b/.test(text)) {
      return makeAnswer(`**Hi! What are you cooking?** I can help with:\n${CAPABILITIES}`, [], EXAMPLES);
    }
  }
  return null;
}

export function answerTechnique(question: Question): AssistantAnswer | null {
  const technique = findTechnique(question.text);
  return technique ? makeAnswer(technique.answer, technique.tips, technique.related) : null;
}

/** The honest answer when nothing matched: say what is possible instead of making something up. */
export function answerFallback(): AssistantAnswer {
  return makeAnswer(
    `**Sorry, I can't answer that one offline** — it's outside what I know, and I'd rather not guess.\n\nI can help with:\n${CAPABILITIES}`,
    [],
    EXAMPLES,
  );
}
