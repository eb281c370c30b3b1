import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPremium } from '../../testing/premium-user';
import { postEventStream } from '../../testing/sse-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

// No OPENAI_API_KEY: the embedded default, answered by the offline kitchen engine.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RUN_WORKER_IN_WEB: 'true', OPENAI_API_KEY: '' });
});
afterAll(() => server?.close());

const ASK = '/api/cooking-assistant/ask';

describe('cooking assistant without an AI provider (offline engine)', () => {
  it('answers conversions, cook-mode steps and the floating assistant’s context text', async () => {
    const { client } = await signUpPremium(server.url);

    const conversion = await client.post(ASK, { question: 'how many grams in 2 cups of flour' });
    expect(conversion.status).toBe(200);
    expect(conversion.json.answer).toContain('240 g');
    expect(Array.isArray(conversion.json.tips)).toBe(true);
    expect(Array.isArray(conversion.json.relatedTopics)).toBe(true);

    const cookMode = await client.post(ASK, {
      question: "what's the next step",
      recipeName: 'Lemon Pancakes',
      recipeIngredients: ['2 cups flour', '2 eggs', '1 lemon'],
      recipeInstructions: ['Whisk the dry ingredients.', 'Beat in the eggs and lemon zest.', 'Fry in butter.'],
      currentStep: 0,
    });
    expect(cookMode.status).toBe(200);
    expect(cookMode.json.answer).toContain('Step 2 of 3');
    expect(cookMode.json.answer).toContain('Beat in the eggs and lemon zest.');

    const home = await client.post(ASK, {
      question: 'how much flour do I need?',
      context: 'Recipe: Lemon Pancakes\nIngredients: 2 cups flour, 2 eggs, 1 lemon\nInstructions: Whisk. Fry.',
    });
    expect(home.status).toBe(200);
    expect(home.json.answer).toContain('2 cups flour');
  });

  it('streams the offline answer in word chunks, then done', async () => {
    const { client } = await signUpPremium(server.url);
    const response = await postEventStream(client, '/api/cooking-assistant/stream', {
      question: 'how many grams in 2 cups of flour',
    });
    expect(response.status).toBe(200);
    const deltas = response.events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(2);
    const done = response.events.at(-1)!;
    expect(done.event).toBe('done');
    const answer = (done.data as { answer: string }).answer;
    expect(answer).toContain('240 g');
    expect(deltas.map((event) => (event.data as { text: string }).text).join('')).toBe(answer);
  });
});
