import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeOpenAi } from '../../testing/fake-openai';
import { AiError, drainAnswer, type AssistantInput } from '.';
import { createOpenAiProvider } from './openai';
import { loadSystemPrompt } from './prompt';
import { rejectionOf } from '../../testing/rejection';

const fake = new FakeOpenAi();
beforeAll(() => fake.start());
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

const provider = (timeoutMs = 1500) =>
  createOpenAiProvider({ apiKey: 'sk-test-fake', baseURL: fake.baseUrl, model: 'gpt-fake', timeoutMs });

const carbonara: AssistantInput = {
  question: 'What do I do now?',
  recipe: {
    name: 'Spaghetti Carbonara',
    ingredients: ['400 g spaghetti', '4 egg yolks'],
    instructions: ['Boil the water.', 'Cook the guanciale.', 'Whisk the eggs.'],
    currentStep: 1,
  },
};

const failure = (promise: Promise<unknown>) => rejectionOf(promise, AiError);

describe('OpenAI provider (real SDK against a local fake server)', () => {
  it('answers with the tips split out and sends the versioned prompt and the recipe', async () => {
    const answer = await provider().answer(carbonara);
    expect(answer.answer).toMatch(/^\*\*2 cups of all-purpose flour weigh about 240 g\.\*\*/);
    expect(answer.answer).not.toContain('Tips');
    expect(answer.tips).toEqual([
      'Weigh flour on a kitchen scale for reliable baking.',
      'Whisk flour that has been sitting a while before measuring.',
    ]);
    expect(answer.relatedTopics).toEqual([]);

    const [request] = fake.chatRequests;
    expect(request.headers.authorization).toBe('Bearer sk-test-fake');
    expect(request.body.model).toBe('gpt-fake');
    const [system, user] = request.body.messages as Array<{ role: string; content: string }>;
    expect(system).toEqual({ role: 'system', content: loadSystemPrompt() });
    expect(system.content).toMatch(/Celsius/);
    expect(system.content).toMatch(/"Tips:"/);
    expect(user.role).toBe('user');
    expect(user.content).toContain('Recipe: Spaghetti Carbonara');
    expect(user.content).toContain('- 400 g spaghetti');
    expect(user.content).toContain('3. Whisk the eggs.');
    expect(user.content).toContain('The cook is on step 2 of 3: Cook the guanciale.');
    expect(user.content).toMatch(/My question: What do I do now\?$/);
  });

  it('streams several deltas without the tips, then returns the parsed answer', async () => {
    const deltas: string[] = [];
    const answer = await drainAnswer(provider().stream({ question: 'Flour?' }), (text) => deltas.push(text));
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('').trim()).toBe(answer.answer);
    expect(answer.tips).toHaveLength(2);
    expect(fake.chatRequests[0].body.stream).toBe(true);
  });

  it.each(['hang', 'stall'] as const)('gives up with reason timeout when the server %ss (answer)', async (mode) => {
    fake.mode = mode;
    const started = Date.now();
    const error = await failure(provider(800).answer({ question: 'Flour?' }));
    expect(error.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it.each(['hang', 'stall'] as const)('gives up with reason timeout when the server %ss (stream)', async (mode) => {
    fake.mode = mode;
    const started = Date.now();
    const error = await failure(drainAnswer(provider(800).stream({ question: 'Flour?' })));
    expect(error.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it.each([
    ['malformed', 'answer', 'not valid JSON'],
    ['malformed', 'stream', 'not valid JSON'],
    ['empty', 'answer', 'empty answer'],
    ['empty', 'stream', 'empty answer'],
  ] as const)('reports %s output (%s) as malformed', async (mode, call, message) => {
    fake.mode = mode;
    const ai = provider();
    const error = await failure(
      call === 'answer' ? ai.answer({ question: 'Flour?' }) : drainAnswer(ai.stream({ question: 'Flour?' })),
    );
    expect(error.reason).toBe('malformed');
    expect(error.message).toContain(message);
  });

  it('reports a server error as unavailable and does not retry it', async () => {
    fake.mode = 'error';
    const error = await failure(provider().answer({ question: 'Flour?' }));
    expect(error.reason).toBe('unavailable');
    expect(error.message).toContain('HTTP 500');
    expect(fake.chatRequests).toHaveLength(1);
  });

  it('reports an unreachable server as unavailable', async () => {
    const ai = createOpenAiProvider({
      apiKey: 'sk-test-fake',
      baseURL: 'http://127.0.0.1:9/v1',
      model: 'gpt-fake',
      timeoutMs: 1500,
    });
    expect((await failure(ai.answer({ question: 'Flour?' }))).reason).toBe('unavailable');
  });

  it('stops when the caller aborts (the browser went away)', async () => {
    fake.mode = 'hang';
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await failure(provider(5000).answer({ question: 'Flour?' }, controller.signal));
    expect(error.reason).toBe('aborted');
  });

  it('moderates through the moderations endpoint, and says when a server has none', async () => {
    const ai = provider();
    expect(await ai.moderate!('Lovely risotto, would cook again')).toEqual({ flagged: false, categories: [] });
    expect(await ai.moderate!('I will kill the chef')).toEqual({ flagged: true, categories: ['violence'] });
    fake.moderationAvailable = false;
    expect((await failure(ai.moderate!('Lovely risotto'))).reason).toBe('unsupported');
  });
});

describe('OpenAI provider: recipe context and the diet guard', () => {
  const ANCHOVY_REPLY = [
    '**Swap fish sauce for soy sauce with a squeeze of lime.**',
    '',
    '- 1 tbsp soy sauce + a squeeze of lime juice',
    '- 2 tsp soy sauce + 1 tsp mashed anchovy, for closer umami',
    '',
    'Tips:',
    '- Worcestershire sauce adds depth too.',
    '- Add it at the end and taste.',
  ].join('\n');
  const vegetarianAsk: AssistantInput = {
    question: 'What is a vegetarian substitute for fish sauce?',
    recipe: {
      name: 'Thai Green Curry with Chicken',
      ingredients: ['1 tbsp fish sauce', '1 lb chicken thighs'],
      instructions: ['Simmer 10 minutes.'],
      servings: 6,
      writtenFor: 4,
      nutrition: { calories: 520, protein: 31 },
    },
  };

  it('sends the servings the page shows, the nutrition per serving and the stated diet in the prompt', async () => {
    await provider().answer(vegetarianAsk);
    const user = (fake.chatRequests[0].body.messages as Array<{ content: string }>)[1].content;
    expect(user).toContain('Servings shown on the page: 6 (the amounts below are written for 4');
    expect(user).toContain('Nutrition per serving: calories 520 kcal, protein 31 g');
    expect(user).toContain('My diet: vegetarian.');
  });

  it("filters a model's anchovy suggestion out of a vegetarian answer, keeping the rest", async () => {
    fake.reply = ANCHOVY_REPLY;
    const answer = await provider().answer(vegetarianAsk);
    expect(answer.answer).not.toMatch(/anchovy/i);
    expect(answer.answer).toContain('1 tbsp soy sauce + a squeeze of lime juice');
    expect(answer.answer).toMatch(/left out a suggestion that is not vegetarian/);
    expect(answer.tips).toEqual(['Add it at the end and taste.']);
  });

  it('streams only the checked answer when a diet is stated', async () => {
    fake.reply = ANCHOVY_REPLY;
    const deltas: string[] = [];
    const answer = await drainAnswer(provider().stream(vegetarianAsk), (text) => deltas.push(text));
    expect(deltas.join('')).not.toMatch(/anchovy/i);
    expect(deltas.join('').trim()).toBe(answer.answer);
    expect(answer.answer).not.toMatch(/anchovy/i);
  });

  it('leaves an answer alone when no diet is stated', async () => {
    fake.reply = ANCHOVY_REPLY;
    const answer = await provider().answer({ ...vegetarianAsk, question: 'Substitute for fish sauce?' });
    expect(answer.answer).toMatch(/anchovy/);
  });
});
