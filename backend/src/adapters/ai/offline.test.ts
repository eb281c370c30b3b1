import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../platform/config';
import { AiError, createAi, drainAnswer } from '.';
import { createOfflineProvider, wordChunks } from './offline';
import { answerOffline } from './offline/index';

const recipe = {
  name: 'Pancakes',
  ingredients: ['2 cups flour', '2 eggs'],
  instructions: ['Whisk everything.', 'Rest the batter 10 minutes.', 'Fry in butter.'],
  currentStep: 0,
};

describe('offline provider', () => {
  it('answers with the kitchen engine', async () => {
    const answer = await createOfflineProvider().answer({ question: 'how many grams in 2 cups of flour' });
    expect(answer.answer).toContain('240 g');
  });

  it('streams the same answer in word chunks', async () => {
    const question = { question: "what's the next step", recipe };
    const deltas: string[] = [];
    const answer = await drainAnswer(createOfflineProvider().stream(question), (text) => deltas.push(text));
    expect(answer).toEqual(answerOffline(question.question, recipe));
    expect(answer.answer).toContain('Rest the batter');
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe(answer.answer);
  });

  it('refuses to start when already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(createOfflineProvider().answer({ question: 'hi' }, controller.signal)).rejects.toBeInstanceOf(AiError);
  });

  it.each([
    ['', []],
    ['one', ['one']],
    ['one two three four', ['one two three ', 'four']],
    ['  a\n\nb  c\td e ', ['  a\n\nb  c\t', 'd e ']],
  ])('splits %j into chunks that join back exactly', (text, chunks) => {
    expect(wordChunks(text)).toEqual(chunks);
    expect(wordChunks(text).join('')).toBe(text);
  });
});

describe('createAi', () => {
  const config = (env: Record<string, string> = {}) => parseConfig({ DATABASE_URL: 'postgres://x/y', ...env });

  it('is offline without OPENAI_API_KEY and OpenAI with it', () => {
    expect(createAi(config()).kind).toBe('offline');
    expect(createAi(config({ OPENAI_API_KEY: 'sk-x', OPENAI_BASE_URL: 'http://127.0.0.1:1/v1' })).kind).toBe('openai');
  });

  it('caps OPENAI_TIMEOUT_MS at 30 s and rate-limits 20 questions a minute by default', () => {
    expect(config().OPENAI_TIMEOUT_MS).toBe(30_000);
    expect(config().AI_RATE_PER_MINUTE).toBe(20);
    expect(() => config({ OPENAI_TIMEOUT_MS: '30001' })).toThrow(/OPENAI_TIMEOUT_MS/);
  });
});
