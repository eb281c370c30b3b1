import type { AiProvider, AssistantAnswer } from '../../adapters/ai';
import type { AnswerDrafter } from './drafts';

const asDraft = (answer: AssistantAnswer) =>
  [answer.answer.trim(), ...answer.tips.map((tip) => `Tip: ${tip}`)].filter(Boolean).join('\n\n');

/**
 * Drafts from the AI port. A language model drafts any question; the offline engine only the ones
 * it knows (substitutions, food safety, conversions, …). Its "can't answer that offline" reply is
 * no draft, so the expert gets the template instead. That reply is recognised by asking the engine
 * a question nobody would ask (the engine is deterministic).
 */
export function drafterFromAi(ai: Pick<AiProvider, 'kind' | 'answer'>): AnswerDrafter {
  let offlineFallback: Promise<string> | undefined;
  return {
    async draftAnswer(question, category) {
      if (ai.kind === 'offline') {
        offlineFallback ??= ai.answer({ question: 'qzxv wplk' }).then((answer) => answer.answer);
        const answer = await ai.answer({ question });
        if (answer.answer === (await offlineFallback)) return '';
        return asDraft(answer);
      }
      const answer = await ai.answer({
        question: `A home cook asked our cooking expert (category: ${category}):\n\n${question}\n\nDraft a clear, practical answer the expert can edit before sending.`,
      });
      return asDraft(answer);
    },
  };
}
