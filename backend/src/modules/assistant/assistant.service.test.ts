import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { AiError, drainAnswer, type AiProvider } from '../../adapters/ai';
import { HttpError } from '../../platform/errors';
import type { Actor } from '../../platform/http/actor';
import { createAssistantService } from './assistant.service';
import { rejectionOf } from '../../testing/rejection';

const actor: Actor = { userId: 'u1', email: 'cook@example.com', roles: [], sessionTokenHash: 'h' };
const never = new Promise<never>(() => {});

/** A provider that ignores its AbortSignal and never answers: only the service's ceiling can help. */
const deafProvider: AiProvider = {
  kind: 'openai',
  answer: () => never,
  // eslint-disable-next-line require-yield
  async *stream() {
    return await never;
  },
};

const service = (ai: AiProvider, premium = true) =>
  createAssistantService({
    ai,
    isPremium: async () => premium,
    limiter: new RateLimiterMemory({ points: 2, duration: 60 }),
    deadlineMs: 200,
  });

const httpFailure = (promise: Promise<unknown>) => rejectionOf(promise, HttpError);

describe('assistant service', () => {
  it('answers 504 at its own ceiling even when the provider ignores cancellation', async () => {
    const started = Date.now();
    const error = await httpFailure(service(deafProvider).ask(actor, { question: 'q' }));
    expect(error.status).toBe(504);
    expect(error.code).toBe('ai_timeout');
    expect(Date.now() - started).toBeLessThan(1000);

    const stream = await service(deafProvider).openStream(actor, { question: 'q' });
    expect((await httpFailure(drainAnswer(stream))).status).toBe(504);
  });

  it.each([
    ['timeout', 504, 'ai_timeout'],
    ['malformed', 502, 'ai_bad_response'],
    ['unavailable', 502, 'ai_unavailable'],
  ] as const)('maps an AiError %s to %i %s, keeping the cause', async (reason, status, code) => {
    const failing: AiProvider = {
      kind: 'openai',
      answer: async () => {
        throw new AiError(reason, 'upstream detail');
      },
      // eslint-disable-next-line require-yield
      async *stream() {
        throw new AiError(reason, 'upstream detail');
      },
    };
    const error = await httpFailure(service(failing).ask(actor, { question: 'q' }));
    expect([error.status, error.code]).toEqual([status, code]);
    expect(error.message).not.toContain('upstream detail');
    expect((error.cause as AiError).reason).toBe(reason);
    const streamed = await httpFailure(drainAnswer(await service(failing).openStream(actor, { question: 'q' })));
    expect([streamed.status, streamed.code]).toEqual([status, code]);
  });

  it('refuses non-Premium users before spending quota, then limits per user', async () => {
    const offline: AiProvider = {
      kind: 'offline',
      answer: async () => ({ answer: 'ok', tips: [], relatedTopics: [] }),
      // eslint-disable-next-line require-yield
      async *stream() {
        return { answer: 'ok', tips: [], relatedTopics: [] };
      },
    };
    expect((await httpFailure(service(offline, false).ask(actor, { question: 'q' }))).code).toBe('premium_required');
    const premium = service(offline);
    await premium.ask(actor, { question: 'q' });
    await premium.ask(actor, { question: 'q' });
    const limited = await httpFailure(premium.ask(actor, { question: 'q' }));
    expect(limited.status).toBe(429);
    expect(limited.message).toMatch(/^You're asking faster than the assistant can answer\. Please wait \d+ seconds/);
    expect(Number(limited.extra?.retryAfterSeconds)).toBeGreaterThan(0);
    await premium.ask({ ...actor, userId: 'u2' }, { question: 'q' });
  });
});
