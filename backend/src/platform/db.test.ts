import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecipes } from '../../../db/seeds/recipes.seed';
import { signUp, type TestClient } from '../testing/http-client';
import { startTestServer, type TestServer } from '../testing/test-server';
import { createDb, isDatabaseUnavailable, isQueryTimeout } from './db';

/** Which errors mean "PostgreSQL is away" (the API answers 503) rather than a bug (500). */
describe('isDatabaseUnavailable', () => {
  it.each([
    [{ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' }, true],
    [{ code: 'ECONNRESET', message: 'read ECONNRESET' }, true],
    [{ code: '57P01', message: 'terminating connection due to administrator command' }, true],
    [{ code: '57P03', message: 'the database system is starting up' }, true],
    [{ code: '53300', message: 'sorry, too many clients already' }, true],
    [{ name: 'KnexTimeoutError', message: 'Knex: Timeout acquiring a connection.' }, true],
    [new Error('select * from "reviews" - Connection terminated unexpectedly'), true],
    [new Error('Connection terminated'), true],
    [new Error('ROLLBACK - Connection ended unexpectedly'), true],
    [{ code: '23505', message: 'duplicate key value violates unique constraint' }, false],
    [{ code: '42P01', message: 'relation "nope" does not exist' }, false],
    [new Error('Cannot read properties of undefined'), false],
    [undefined, false],
  ])('%o → %s', (error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});

describe('isQueryTimeout', () => {
  it.each([
    [{ code: '57014', message: 'select … - canceling statement due to statement timeout' }, true],
    [
      Object.assign(new Error('Defined query timeout of 5000ms exceeded'), {
        name: 'KnexTimeoutError',
        sql: 'select 1',
      }),
      true,
    ],
    [{ name: 'KnexTimeoutError', message: 'Knex: Timeout acquiring a connection.' }, false],
    [{ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }, false],
    [{ code: '23505', message: 'duplicate key value' }, false],
    [undefined, false],
  ])('%o → %s', (error, expected) => {
    expect(isQueryTimeout(error)).toBe(expected);
  });
});

/*
 * Every statement of the web (and worker) pool is bounded by DATABASE_STATEMENT_TIMEOUT_MS: one slow or
 * blocked query cannot hold a connection (and a request) for as long as it likes.
 */
describe('statement_timeout on the request pool', () => {
  let server: TestServer;
  let cook: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ DATABASE_STATEMENT_TIMEOUT_MS: '400' });
    await seedRecipes(server.database.db);
    cook = (await signUp(server.url)).client;
  });
  afterAll(() => server?.close());

  it("is set on the pool's connections", async () => {
    const { rows } = await server.deps.db.raw('show statement_timeout');
    expect(rows[0].statement_timeout).toBe('400ms');
  });

  it('cancels a statement blocked past the bound and answers 503 with a clear message, not a 500', async () => {
    // Hold a lock that the recipe search must wait for, from a connection outside the server's pool.
    const locker = createDb(server.database.url, 1);
    let releaseLock = () => {};
    const released = new Promise<void>((resolve) => (releaseLock = resolve));
    let lockHeld = () => {};
    const locked = new Promise<void>((resolve) => (lockHeld = resolve));
    const holding = locker.transaction(async (trx) => {
      await trx.raw('lock table recipes in access exclusive mode');
      lockHeld();
      await released;
    });
    try {
      await locked;
      // Without a bound the request would wait for the lock: let go after 5 s in any case.
      const fallback = setTimeout(releaseLock, 5000);
      const started = Date.now();
      const response = await cook.get('/api/recipes?search=egg');
      const elapsed = Date.now() - started;
      clearTimeout(fallback);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.json).toEqual({
        message: 'This took the database too long. Please try again in a moment, or narrow your search.',
        code: 'timeout',
      });
      expect(elapsed).toBeLessThan(4000);
    } finally {
      releaseLock();
      await holding;
      await locker.destroy();
    }
    // The pool is fine afterwards.
    expect((await cook.get('/api/recipes?search=egg')).status).toBe(200);
  });

  it('leaves pools created without it (migrations, the importer) unbounded', async () => {
    const tool = createDb(server.database.url, 1);
    try {
      const { rows } = await tool.raw('show statement_timeout');
      expect(rows[0].statement_timeout).toBe('0');
    } finally {
      await tool.destroy();
    }
  });
});
