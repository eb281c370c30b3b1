import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PREMIUM_PLAN } from '@common/contracts/subscriptions';
import { FakeOpenAi } from '../../testing/fake-openai';
import { signUp, TestClient } from '../../testing/http-client';
import { signUpPremium } from '../../testing/premium-user';
import { postEventStream } from '../../testing/sse-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { waitFor } from '../../testing/wait-for';

// The real OpenAI SDK talks to a local fake; answers give up after 1.5 s; 3 questions a minute.
const fake = new FakeOpenAi();
let server: TestServer;
beforeAll(async () => {
  await fake.start();
  server = await startTestServer({
    RUN_WORKER_IN_WEB: 'true',
    ...fake.config({ OPENAI_TIMEOUT_MS: '1500', AI_RATE_PER_MINUTE: '3' }),
  });
});
afterAll(async () => {
  await server?.close();
  await fake.stop();
});
beforeEach(() => fake.reset());

const ASK = '/api/cooking-assistant/ask';
const STREAM = '/api/cooking-assistant/stream';
const cookMode = {
  question: 'What do I do now?',
  recipeName: 'Spaghetti Carbonara',
  recipeIngredients: ['400 g spaghetti', '4 egg yolks', '100 g pecorino'],
  recipeInstructions: ['Boil the water.', 'Crisp the guanciale.', 'Whisk the eggs and cheese.'],
  currentStep: 1,
};

describe('POST /api/cooking-assistant/ask (OpenAI provider)', () => {
  it('answers a Premium member with the answer, the tips and the recipe sent as context', async () => {
    const { client } = await signUpPremium(server.url);
    const response = await client.post(ASK, cookMode);
    expect(response.status).toBe(200);
    expect(response.json.answer).toMatch(/^\*\*2 cups of all-purpose flour weigh about 240 g\.\*\*/);
    expect(response.json.answer).not.toMatch(/Tips:/);
    expect(response.json.tips).toEqual([
      'Weigh flour on a kitchen scale for reliable baking.',
      'Whisk flour that has been sitting a while before measuring.',
    ]);
    expect(response.json.relatedTopics).toEqual([]);
    const user = (fake.chatRequests[0].body.messages as Array<{ role: string; content: string }>)[1].content;
    expect(user).toContain('Recipe: Spaghetti Carbonara');
    expect(user).toContain('- 4 egg yolks');
    expect(user).toContain('The cook is on step 2 of 3: Crisp the guanciale.');
    expect(user).toContain('My question: What do I do now?');
  });

  it('reads the floating assistant’s context text and the page’s bare question', async () => {
    const { client } = await signUpPremium(server.url);
    const context = 'Recipe: Pancakes\nIngredients: 2 cups flour, 2 eggs\nInstructions: 1. Whisk. 2. Fry.';
    expect((await client.post(ASK, { question: '  Can I use oat milk?  ', context })).status).toBe(200);
    expect((await client.post(ASK, { question: 'How do I poach an egg?' })).status).toBe(200);
    const [home, page] = fake.chatRequests.map(
      (request) => (request.body.messages as Array<{ content: string }>)[1].content,
    );
    expect(home).toContain('Recipe: Pancakes');
    expect(home).toContain('- 2 cups flour\n- 2 eggs');
    expect(home).toContain('1. Whisk.\n2. Fry.');
    expect(home).toMatch(/My question: Can I use oat milk\?$/);
    expect(page).toBe('My question: How do I poach an egg?');
  });

  it('answers 401 to a visitor and 403 premium_required to a free user, without asking the provider', async () => {
    expect((await new TestClient(server.url).post(ASK, { question: 'Hi?' })).status).toBe(401);
    const { client } = await signUp(server.url);
    const free = await client.post(ASK, { question: 'How long do I boil an egg?' });
    expect(free.status).toBe(403);
    expect(free.json).toEqual({
      code: 'premium_required',
      message: 'Upgrade to Premium to use the AI cooking assistant',
      upsell: {
        title: 'AI Cooking Assistant',
        message: 'Upgrade to Premium to use the AI cooking assistant',
        price: PREMIUM_PLAN.pricePerMonth,
        upgradeUrl: '/subscribe',
      },
    });
    expect((await client.post(STREAM, { question: 'Hi?' })).status).toBe(403);
    expect(fake.chatRequests).toHaveLength(0);
  });

  it('refuses a blank or too long question and bad recipe fields with 400 naming the field', async () => {
    const { client } = await signUpPremium(server.url);
    for (const body of [{}, { question: '' }, { question: '   \n ' }, { question: 'x'.repeat(2001) }]) {
      const response = await client.post(ASK, body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(response.json.field).toBe('question');
    }
    expect((await client.post(ASK, { question: 'x', recipeInstructions: 'Boil.' })).json.field).toBe(
      'recipeInstructions',
    );
    expect((await client.post(ASK, { question: 'x', currentStep: -1 })).json.field).toBe('currentStep');
    expect((await client.post(STREAM, { question: ' ' })).status).toBe(400);
    expect(fake.chatRequests).toHaveLength(0);
    // A question of exactly 2000 characters is fine (and invalid ones spent no quota).
    expect((await client.post(ASK, { question: `${'x'.repeat(1999)}?` })).status).toBe(200);
  });

  it('allows AI_RATE_PER_MINUTE questions a minute per user, then 429 with Retry-After', async () => {
    const { client } = await signUpPremium(server.url);
    for (let index = 0; index < 3; index += 1)
      expect((await client.post(ASK, { question: 'Flour?' })).status).toBe(200);
    const limited = await client.post(ASK, { question: 'Flour?' });
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await client.post(STREAM, { question: 'Flour?' })).status).toBe(429); // one quota for both routes
    const other = await signUpPremium(server.url);
    expect((await other.client.post(ASK, { question: 'Flour?' })).status).toBe(200); // per user
  });

  it('answers 504 quickly when the provider hangs, while other routes keep answering', async () => {
    const { client } = await signUpPremium(server.url);
    fake.mode = 'hang';
    const started = Date.now();
    const pending = client.post(ASK, { question: 'Flour?' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const during = Date.now();
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await new TestClient(server.url).get('/healthz')).status).toBe(200);
    expect(Date.now() - during).toBeLessThan(1000);
    const response = await pending;
    const elapsed = Date.now() - started;
    expect(response.status).toBe(504);
    expect(response.json).toEqual({
      code: 'ai_timeout',
      message: 'The cooking assistant took too long to answer. Please try again.',
    });
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(4000);
  });

  it('answers 504 when the provider sends headers and then stalls', async () => {
    const { client } = await signUpPremium(server.url);
    fake.mode = 'stall';
    const started = Date.now();
    expect((await client.post(ASK, { question: 'Flour?' })).status).toBe(504);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it.each([
    ['malformed', 'ai_bad_response', 'The cooking assistant sent an answer we could not read. Please try again.'],
    ['empty', 'ai_bad_response', 'The cooking assistant sent an answer we could not read. Please try again.'],
    ['error', 'ai_unavailable', 'The cooking assistant is unavailable right now. Please try again in a moment.'],
  ] as const)('answers 502 with a clear message when the provider output is %s', async (mode, code, message) => {
    const { client } = await signUpPremium(server.url);
    fake.mode = mode;
    const response = await client.post(ASK, { question: 'Flour?' });
    expect(response.status).toBe(502);
    expect(response.json).toEqual({ code, message });
    expect(response.text).not.toMatch(/at .*\.ts|stack/i);
  });
});

describe('POST /api/cooking-assistant/stream (OpenAI provider)', () => {
  it('streams delta events as they are written, then done with the parsed answer', async () => {
    const { client } = await signUpPremium(server.url);
    fake.chunkDelayMs = 40;
    try {
      const response = await postEventStream(client, STREAM, cookMode, { 'accept-encoding': 'gzip, br' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(response.headers.get('cache-control')).toContain('no-cache');
      expect(response.headers.get('content-encoding')).toBeNull();
      const deltas = response.events.filter((event) => event.event === 'delta');
      const last = response.events.at(-1)!;
      expect(deltas.length).toBeGreaterThan(5);
      expect(last.event).toBe('done');
      expect(response.events.filter((event) => event.event === 'done')).toHaveLength(1);
      const done = last.data as { answer: string; tips: string[]; relatedTopics: string[] };
      expect(done.tips).toHaveLength(2);
      const preview = deltas.map((event) => (event.data as { text: string }).text).join('');
      expect(preview.trim()).toBe(done.answer);
      expect(preview).not.toContain('Tips:');
      // Flushed as it goes: the first delta arrived well before the answer was complete.
      expect(last.at - deltas[0].at).toBeGreaterThan(300);
    } finally {
      fake.chunkDelayMs = 15;
    }
  });

  it('ends with an error event when the provider hangs, within the deadline', async () => {
    const { client } = await signUpPremium(server.url);
    fake.mode = 'hang';
    const started = Date.now();
    const response = await postEventStream(client, STREAM, { question: 'Flour?' });
    expect(Date.now() - started).toBeLessThan(4000);
    expect(response.status).toBe(200);
    expect(response.events).toEqual([
      {
        event: 'error',
        data: {
          status: 504,
          code: 'ai_timeout',
          message: 'The cooking assistant took too long to answer. Please try again.',
        },
        at: expect.any(Number),
      },
    ]);
  });

  it('ends with an error event when the streamed output is malformed', async () => {
    const { client } = await signUpPremium(server.url);
    fake.mode = 'malformed';
    const response = await postEventStream(client, STREAM, { question: 'Flour?' });
    expect(response.events.at(-1)).toMatchObject({ event: 'error', data: { status: 502, code: 'ai_bad_response' } });
    expect(response.events.some((event) => event.event === 'done')).toBe(false);
  });

  it('cancels the upstream request when the browser goes away', async () => {
    const { client } = await signUpPremium(server.url);
    fake.chunkDelayMs = 100;
    try {
      const controller = new AbortController();
      const response = await fetch(`${server.url}${STREAM}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url, cookie: client.cookieHeader },
        body: JSON.stringify({ question: 'Flour?' }),
        signal: controller.signal,
      });
      const reader = response.body!.getReader();
      await reader.read();
      controller.abort();
      await waitFor(() => fake.cancelledStreams === 1, 3000);
      expect((await client.get('/api/auth/user')).status).toBe(200);
    } finally {
      fake.chunkDelayMs = 15;
    }
  });
});
