import { describe, expect, it } from 'vitest';
import { createDb } from '../../platform/db';
import { testDatabasePerFile } from '../../testing/test-db';
import { insertSession, insertUser, sessionReader } from './auth.repository';

const database = testDatabasePerFile();
const hour = 3_600_000;

async function sessionOf(tokenHash: string, expiresInMs: number) {
  const user = await insertUser(database.db, { email: `${tokenHash}@example.com` });
  await insertSession(database.db, {
    token_hash: tokenHash,
    user_id: user!.id,
    expires_at: new Date(Date.now() + expiresInMs),
    absolute_expires_at: new Date(Date.now() + 30 * 24 * hour),
    user_agent: null,
    ip: null,
  });
  return user!.id;
}

describe('sessionReader', () => {
  it('reads live sessions only, through one statement PostgreSQL prepared once on the connection', async () => {
    const live = await sessionOf('live-token', hour);
    await sessionOf('expired-token', -hour);
    // One connection, so that the reads and the look at its prepared statements share it.
    const db = createDb(database.url, 1);
    try {
      const read = sessionReader(db);
      expect((await read('live-token'))?.user_id).toBe(live);
      expect(await read('expired-token')).toBeUndefined();
      expect(await read('no-such-token')).toBeUndefined();
      expect((await read('live-token'))?.user_id).toBe(live);
      const { rows } = await db.raw<{ rows: Array<{ name: string; statement: string }> }>(
        'select name, statement from pg_prepared_statements',
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].name).toMatch(/^sous_[0-9a-f]{24}$/);
      expect(rows[0].statement).toContain('"sessions"');
    } finally {
      await db.destroy();
    }
  });
});
