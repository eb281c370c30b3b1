import { expect } from 'vitest';
import { FakeOpenAi } from '../../backend/src/testing/fake-openai';
import { TestClient } from '../../backend/src/testing/http-client';
import { signUpPremium } from '../../backend/src/testing/premium-user';
import { postEventStream } from '../../backend/src/testing/sse-client';
import { startTestServer } from '../../backend/src/testing/test-server';
import { checkInvariants } from '../support/invariants';
import { loadLoop, maxMs, percentile, statusCounts } from '../support/load';
import type { Figures } from '../support/report';
import { TcpProxy } from '../support/tcp-proxy';

const ASK = '/api/cooking-assistant/ask';
const STREAM = '/api/cooking-assistant/stream';

/**
 * The AI provider unreachable mid-conversation (a blackhole between Sous and an OpenAI-compatible
 * server, the product's default 30 s provider timeout): each waiting user gets the error within
 * 31 s, on /ask and on the stream, and the rest of the site keeps answering fast meanwhile.
 * (workers/… and backend/src/modules/assistant/assistant.test.ts cover a provider that hangs,
 * stalls or answers garbage, with a short timeout.)
 */
export async function aiProviderHang(figures: Figures): Promise<void> {
  const fake = new FakeOpenAi();
  await fake.start();
  const proxy = await new TcpProxy(Number(new URL(fake.url).port)).start();
  const server = await startTestServer({
    ...fake.config({ OPENAI_BASE_URL: `http://127.0.0.1:${proxy.port}/v1` }),
    RUN_WORKER_IN_WEB: 'true',
    RATE_AUTH_PER_IP: '100000',
  });
  let others: ReturnType<typeof loadLoop> | undefined;
  try {
    const users = await Promise.all([signUpPremium(server.url), signUpPremium(server.url), signUpPremium(server.url)]);
    const visitor = new TestClient(server.url);
    // The rest of the site, for a visitor and for a user whose question is waiting on the provider.
    others = loadLoop(
      'others',
      async (iteration) =>
        (iteration % 2 ? await visitor.get('/api/reviews') : await users[0].client.get('/api/recipes?limit=5')).status,
      100,
    );
    expect((await users[0].client.post(ASK, { question: 'How much does a cup of flour weigh?' })).status).toBe(200);

    proxy.blackhole();
    const started = Date.now();
    const [askA, askB, stream] = await Promise.all([
      users[0].client
        .post(ASK, { question: 'How long do I rest a steak?' })
        .then((r) => ({ ...r, ms: Date.now() - started })),
      users[1].client
        .post(ASK, { question: 'Can I freeze cooked rice?' })
        .then((r) => ({ ...r, ms: Date.now() - started })),
      postEventStream(users[2].client, STREAM, { question: 'What can replace buttermilk?' }).then((r) => ({
        ...r,
        ms: Date.now() - started,
      })),
    ]);
    const hangEnd = Date.now();
    const during = others.samples.filter((sample) => sample.at >= started && sample.at < hangEnd);
    proxy.restore();
    const recoveredStart = Date.now();
    const after = await users[0].client.post(ASK, { question: 'How much does a cup of sugar weigh?' });
    const recoveredMs = Date.now() - recoveredStart;
    const providerEvents = (await server.deps.db('payment_events').pluck('id')) as string[];
    const report = await checkInvariants(server.deps.db, { providerEvents });

    Object.assign(figures, {
      askSeconds: Math.round(Math.max(askA.ms, askB.ms) / 100) / 10,
      askStatus: `${askA.status}/${askB.status}`,
      streamSeconds: Math.round(stream.ms / 100) / 10,
      streamLastEvent: `${stream.events.at(-1)?.event}:${(stream.events.at(-1)?.data as { status?: number })?.status}`,
      otherRequests: during.length,
      otherStatuses: JSON.stringify(statusCounts(during)),
      otherP95Ms: percentile(during, 95),
      otherMaxMs: maxMs(during),
      askAfterRecovery: after.status,
      askAfterRecoveryMs: recoveredMs,
      violations: report.violations.length,
    });
    for (const ask of [askA, askB]) {
      expect(ask.status).toBe(504);
      expect(ask.json).toMatchObject({ code: 'ai_timeout' });
      expect(ask.ms).toBeLessThan(31_500);
    }
    expect(stream.status).toBe(200);
    expect(stream.events.at(-1)).toMatchObject({ event: 'error', data: { status: 504, code: 'ai_timeout' } });
    expect(stream.ms).toBeLessThan(31_500);
    expect(during.length).toBeGreaterThan(50);
    expect(during.every((sample) => sample.status === 200)).toBe(true);
    expect(percentile(during, 95)).toBeLessThan(500);
    expect(after.status).toBe(200);
    expect(report.violations).toEqual([]);
  } finally {
    await others?.stop();
    proxy.restore();
    await server.close();
    await proxy.close();
    await fake.stop();
  }
}
