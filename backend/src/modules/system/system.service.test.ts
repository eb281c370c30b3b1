import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lifecycle } from '../../platform/http/drain';
import { createQueueFactory, type QueueFactory } from '../../platform/queue/queues';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { checkReadiness } from './system.service';

let database: TestDatabase;
const factories: QueueFactory[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(factories.map((factory) => factory.close()));
  await database?.drop();
});

const queuesOn = (redisUrl: string) => {
  const factory = createQueueFactory({ redisUrl, databaseUrl: database.url, prefix: 'readiness', lockSeconds: 5 });
  factories.push(factory);
  return factory;
};

describe('readiness', () => {
  it('is ok with the database and Redis up', async () => {
    const readiness = await checkReadiness({
      db: database.db,
      queues: queuesOn(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'),
      lifecycle: new Lifecycle(),
    });
    expect(readiness).toMatchObject({ ready: true, status: 'ok', failing: [] });
  });

  it('stays ready, reported degraded, while Redis is unreachable: the app serves without it', async () => {
    // Nothing listens on port 1.
    const readiness = await checkReadiness({
      db: database.db,
      queues: queuesOn('redis://127.0.0.1:1'),
      lifecycle: new Lifecycle(),
    });
    expect(readiness).toMatchObject({ ready: true, status: 'degraded', failing: ['queue'] });
    expect(readiness.checks).toEqual({ database: 'ok', queue: 'unreachable' });
  });

  it('is not ready while draining, whatever the dependencies say', async () => {
    const lifecycle = new Lifecycle();
    lifecycle.draining = true;
    const readiness = await checkReadiness({
      db: database.db,
      queues: queuesOn(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'),
      lifecycle,
    });
    expect(readiness).toMatchObject({ ready: false, status: 'draining' });
  });
});
