import { describe, expect, it } from 'vitest';
import type { Db } from './db';
import { createLogger } from './logger';
import { catalogReads } from './read-replica';

const primary = { name: 'primary' } as unknown as Db;
const replica = { name: 'replica' } as unknown as Db;
const log = createLogger('silent');
const which = (db: Db) => Promise.resolve((db as unknown as { name: string }).name);
const failing = (error: object) => (db: Db) => (db === replica ? Promise.reject(error) : which(db));

describe('catalogReads', () => {
  it('reads from the primary when there is no replica', async () => {
    expect(await catalogReads({ primary, log }).read(which)).toBe('primary');
  });

  it('reads from the replica when there is one', async () => {
    expect(await catalogReads({ primary, replica, log }).read(which)).toBe('replica');
  });

  it('falls back to the primary while the replica is unreachable, and tries it again later', async () => {
    let clock = 0;
    const reads = catalogReads({ primary, replica, log, retryAfterMs: 30_000, now: () => clock });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });
    expect(await reads.read(failing(refused))).toBe('primary');
    // Not tried again for a while: a query that would reach it goes straight to the primary.
    clock += 29_000;
    expect(await reads.read(which)).toBe('primary');
    clock += 2000;
    expect(await reads.read(which)).toBe('replica');
  });

  it('answers from the primary when the standby cancels a read for its replay, and keeps using the replica', async () => {
    const reads = catalogReads({ primary, replica, log });
    const conflict = Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' });
    expect(await reads.read(failing(conflict))).toBe('primary');
    expect(await reads.read(which)).toBe('replica');
  });

  it("passes on the query's own errors", async () => {
    const reads = catalogReads({ primary, replica, log });
    const syntax = Object.assign(new Error('syntax error at or near "form"'), { code: '42601' });
    await expect(reads.read(failing(syntax))).rejects.toThrow('syntax error');
  });
});
