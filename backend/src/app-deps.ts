import type { Redis } from 'ioredis';
import type { Middleware } from 'koa';
import type { Mailer } from './adapters/mail';
import type { Config } from './platform/config';
import type { Lifecycle } from './platform/http/drain';
import type { Db } from './platform/db';
import type { OutboxRelay } from './platform/events/outbox';
import type { LiveEvents } from './platform/live-events';
import type { Logger } from './platform/logger';
import type { QueueFactory } from './platform/queue/queues';

/** What the composition root hands every module router. */
export interface AppDeps {
  config: Config;
  db: Db;
  /** DATABASE_READ_URL's pool, for catalog reads only (platform/read-replica.ts). */
  replica?: Db;
  log: Logger;
  queues: QueueFactory;
  relay: OutboxRelay;
  mailer: Mailer;
  /** The cook's changes across web processes (PostgreSQL LISTEN/NOTIFY), for GET /api/events. */
  live: LiveEvents;
  /** Shared Redis client for rate limits when REDIS_URL is set (else limits live in PostgreSQL). */
  redis?: Redis;
  /** Draining after SIGTERM: /readyz fails and connections close after their answer. */
  lifecycle: Lifecycle;
  /** Integration tests only: checks every answer against its route's contract (testing/response-contract.ts). */
  responseCheck?: Middleware;
}
