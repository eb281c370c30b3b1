import type { AiProvider, AnswerStream } from './port';
import { AiError } from './errors';
import { answerOffline } from './offline/index';

const WORDS_PER_CHUNK = 3;

/** The text in chunks of a few words, each with its trailing space, so the chunks join back exactly. */
export function wordChunks(text: string, wordsPerChunk = WORDS_PER_CHUNK): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let index = 0; index < words.length; index += wordsPerChunk) {
    chunks.push(words.slice(index, index + wordsPerChunk).join(''));
  }
  return chunks;
}

function throwIfCancelled(signal?: AbortSignal) {
  if (signal?.aborted) throw new AiError('aborted', 'The question was cancelled');
}

/** The built-in kitchen engine behind the AI port: no network, no key, answers in microseconds. */
export function createOfflineProvider(): AiProvider {
  return {
    kind: 'offline',

    async answer(input, signal) {
      throwIfCancelled(signal);
      return answerOffline(input.question, input.recipe);
    },

    async *stream(input, signal): AnswerStream {
      throwIfCancelled(signal);
      const answer = answerOffline(input.question, input.recipe);
      for (const chunk of wordChunks(answer.answer)) {
        throwIfCancelled(signal);
        yield chunk;
      }
      return answer;
    },
  };
}
