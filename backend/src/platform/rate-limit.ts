import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Db } from './db';
import { HttpError } from './errors';

export interface LimitRule {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/**
 * Rate limits live in PostgreSQL or Redis so every web process shares them. In Redis the keys carry
 * the app's namespace (QUEUE_PREFIX), so apps or test servers sharing one Redis never share a limit.
 */
export function createLimiter(
  rule: LimitRule,
  store: { db: Db; redis?: Redis; namespace?: string },
): RateLimiterAbstract {
  if (store.redis) {
    const keyPrefix = store.namespace ? `${store.namespace}:${rule.keyPrefix}` : rule.keyPrefix;
    return new RateLimiterRedis({
      storeClient: store.redis,
      keyPrefix,
      points: rule.points,
      duration: rule.durationSeconds,
      // Redis away (down, or a command timed out): count in this process instead of failing the request.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix, points: rule.points, duration: rule.durationSeconds }),
    });
  }
  return new RateLimiterPostgres({
    storeClient: store.db,
    storeType: 'knex',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: rule.keyPrefix,
    points: rule.points,
    duration: rule.durationSeconds,
  });
}

export function rateLimitedError(retryAfterMs: number): HttpError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(429, 'Too many attempts. Please wait and try again.', 'rate_limited', undefined, {
    retryAfterSeconds,
  });
}

/** Spends one point; throws 429 with Retry-After when the key is over its limit. */
export async function consumeOrThrow(limiter: RateLimiterAbstract, key: string, points = 1): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw rateLimitedError(error.msBeforeNext);
    throw error;
  }
}

/** Throws 429 if the key has already used up its points, without spending one. */
export async function assertUnderLimit(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const state = await limiter.get(key);
  if (state && state.consumedPoints >= limiter.points) throw rateLimitedError(state.msBeforeNext);
}
