import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db';

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
