import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import {
  AiError,
  isAiError,
  type AiFailure,
  type AiProvider,
  type AnswerStream,
  type AssistantAnswer,
  type AssistantInput,
} from '../../adapters/ai';
import { ASSISTANT_PREMIUM_MESSAGE } from '@common/contracts/assistant';
import { type AskAssistantRequest } from '@common/contracts/assistant.schema';
import { HttpError } from '../../platform/errors';
import type { Actor, PremiumCheck } from '../../platform/http/actor';
import { consumeOrThrow } from '../../platform/rate-limit';
import { requirePremium, type PremiumFeature } from '../subscriptions';
import { toAssistantInput } from './assistant.context';

export interface AssistantDeps {
  ai: AiProvider;
  isPremium: PremiumCheck;
  /** Questions per user per minute (AI_RATE_PER_MINUTE). */
  limiter: RateLimiterAbstract;
  /**
   * Hard ceiling on one answer. The provider enforces its own deadline (OPENAI_TIMEOUT_MS); this
   * one, a second later, holds even if a provider ignores its AbortSignal.
   */
  deadlineMs: number;
}

/** What a stream closed early returns; nobody reads it. */
const CANCELLED: AssistantAnswer = { answer: '', tips: [], relatedTopics: [] };

/** The assistant, as the one Premium 403 names it. */
const ASSISTANT_FEATURE: PremiumFeature = { title: 'AI Cooking Assistant', message: ASSISTANT_PREMIUM_MESSAGE };

const UNAVAILABLE = {
  status: 502,
  code: 'ai_unavailable',
  message: 'The cooking assistant is unavailable right now. Please try again in a moment.',
};

/** Each AI failure as the user sees it. */
const FAILURES: Record<AiFailure, { status: number; code: string; message: string }> = {
  timeout: {
    status: 504,
    code: 'ai_timeout',
    message: 'The cooking assistant took too long to answer. Please try again.',
  },
  malformed: {
    status: 502,
    code: 'ai_bad_response',
    message: 'The cooking assistant sent an answer we could not read. Please try again.',
  },
  unavailable: UNAVAILABLE,
  unsupported: UNAVAILABLE,
  // Only the logs see this one: the browser that asked has gone.
  aborted: { status: 400, code: 'cancelled', message: 'The question was cancelled.' },
};

/** An AiError becomes its HttpError, keeping the AiError as `cause` for the logs; anything else is left alone. */
function toHttpError(error: unknown): unknown {
  if (!isAiError(error)) return error;
  const { status, code, message } = FAILURES[error.reason];
  const httpError = new HttpError(status, message, code);
  httpError.cause = error;
  return httpError;
}

/** One answer's time budget: aborts the provider and rejects `race`d promises when it runs out. */
function answerDeadline(deadlineMs: number, outer?: AbortSignal) {
  const controller = new AbortController();
  const forward = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', forward, { once: true });
  if (outer?.aborted) forward();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(toHttpError(new AiError('timeout', `No answer within the ${deadlineMs} ms ceiling`)));
      controller.abort();
    }, deadlineMs);
  });
  expired.catch(() => {}); // only observed through race()
  return {
    signal: controller.signal,
    race: <T>(work: Promise<T>): Promise<T> => Promise.race([work, expired]),
    dispose() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}

/** Rate limit with a message about asking, not about "attempts". */
async function spendQuestion(limiter: RateLimiterAbstract, userId: string) {
  try {
    await consumeOrThrow(limiter, userId);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) {
      const seconds = Number(error.extra?.retryAfterSeconds ?? 60);
      throw new HttpError(
        429,
        `You're asking faster than the assistant can answer. Please wait ${seconds} seconds and try again.`,
        'rate_limited',
        undefined,
        error.extra,
      );
    }
    throw error;
  }
}

export function createAssistantService({ ai, isPremium, limiter, deadlineMs }: AssistantDeps) {
  /** Premium only, one point of the user's per-minute quota per question. */
  async function admit(actor: Actor, request: AskAssistantRequest) {
    requirePremium(await isPremium(actor), ASSISTANT_FEATURE);
    await spendQuestion(limiter, actor.userId);
    return toAssistantInput(request);
  }

  return {
    provider: ai.kind,

    /** The whole answer at once. Failures: 403 premium, 429 quota, 504 timeout, 502 provider. */
    async ask(actor: Actor, request: AskAssistantRequest, signal?: AbortSignal): Promise<AssistantAnswer> {
      const input = await admit(actor, request);
      const deadline = answerDeadline(deadlineMs, signal);
      try {
        return await deadline.race(ai.answer(input, deadline.signal));
      } catch (error) {
        throw toHttpError(error);
      } finally {
        deadline.dispose();
      }
    },

    /**
     * Checks access and quota (throwing before anything is sent), then returns the answer as a
     * stream of deltas whose return value is the final answer. Its failures are HttpErrors too.
     */
    async openStream(actor: Actor, request: AskAssistantRequest, signal?: AbortSignal): Promise<AnswerStream> {
      const input = await admit(actor, request);
      return guardedStream(input, signal);
    },
  };

  async function* guardedStream(input: AssistantInput, signal?: AbortSignal): AnswerStream {
    const deadline = answerDeadline(deadlineMs, signal);
    const stream = ai.stream(input, deadline.signal);
    let finished = false;
    try {
      for (;;) {
        const step = await deadline.race(stream.next());
        if (step.done) {
          finished = true;
          return step.value;
        }
        yield step.value;
      }
    } catch (error) {
      finished = true;
      throw toHttpError(error);
    } finally {
      deadline.dispose();
      // The consumer stopped early (the browser went away): closing the provider's stream cancels upstream.
      if (!finished) void stream.return(CANCELLED).catch(() => {});
    }
  }
}

export type AssistantService = ReturnType<typeof createAssistantService>;
