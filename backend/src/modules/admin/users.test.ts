import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../../../db/seed';
import { adminUserPage, premiumComp, type AdminUser } from '@common/contracts/account.schema';
import { createLogger } from '../../platform/logger';
import { startServer, type RunningServer } from '../../server';
import { signUp, TestClient } from '../../testing/http-client';
import { signUpPremium } from '../../testing/premium-user';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { testConfig } from '../../testing/test-server';
import { markEmailVerified } from '../../testing/verified-user';

const ADMIN = 'users-admin@example.com';
const EXPERT = 'users-chef@example.com';

let database: TestDatabase;
let server: RunningServer;
let url: string;
let admin: TestClient;
let adminId: string;
let premiumRecipeId: number;
/** The server's log lines, parsed: security events are asserted on. */
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig(database.url, {
    LOG_LEVEL: 'info',
    RUN_WORKER_IN_WEB: 'true',
    ADMIN_EMAILS: ADMIN,
    EXPERT_EMAILS: EXPERT,
    RATE_AUTH_PER_IP: '1000',
  });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) logLines.push(JSON.parse(line));
      done();
    },
  });
  server = await startServer(config, createLogger(config.LOG_LEVEL, sink));
  await seedDatabase(server.deps.db);
  url = server.url;
  const signedUp = await signUp(url, { email: ADMIN });
  await markEmailVerified(server.deps.db, ADMIN);
  admin = signedUp.client;
  adminId = String(signedUp.user.id);
  premiumRecipeId = (await server.deps.db('recipes').where({ is_premium_exclusive: true }).first('id')).id;
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

const securityEvents = (name: string) => logLines.filter((line) => line.securityEvent === name);

async function verifiedCook(overrides: Parameters<typeof signUp>[1] = {}) {
  const cook = await signUp(url, overrides);
  await markEmailVerified(server.deps.db, cook.account.email);
  return { ...cook, userId: String(cook.user.id) };
}

async function findListed(search: string): Promise<AdminUser[]> {
  const response = await admin.get(`/api/admin/users?search=${encodeURIComponent(search)}`);
  expect(response.status, response.text).toBe(200);
  return adminUserPage.parse(response.json).items;
}

describe('admin users: access', () => {
  it('is admins only: 401 for visitors, 403 for every other user', async () => {
    const { client, userId } = await verifiedCook();
    const visitor = new TestClient(url);
    const compPath = `/api/admin/users/${userId}/comps`;
    const requests: Array<[string, string, unknown]> = [
      ['GET', '/api/admin/users', undefined],
      ['POST', compPath, { days: 30 }],
      ['DELETE', `${compPath}/${randomUUID()}`, undefined],
    ];
    for (const [method, path, body] of requests) {
      expect((await visitor.request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await client.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    // The refused grant did nothing.
    expect((await client.get('/api/auth/user')).json.isPremium).toBe(false);
  });
});

describe('GET /api/admin/users', () => {
  it('searches e-mail and name, case-insensitively, with roles for verified addresses only', async () => {
    const tag = randomUUID().slice(0, 8);
    const zelda = await verifiedCook({ email: `zq-${tag}@example.com`, firstName: 'Zelda', lastName: `Quartz${tag}` });
    const premium = await signUpPremium(url);
    await server.deps
      .db('users')
      .where({ id: String(premium.user.id) })
      .update({ last_name: `Quartz${tag}` });
    const chef = await signUp(url, { email: EXPERT, lastName: `Quartz${tag}` });

    for (const search of [
      `ZQ-${tag.toUpperCase()}`,
      `quartz${tag}`,
      `zelda QUARTZ${tag}`,
      `  zq-${tag}@EXAMPLE.com `,
    ]) {
      const found = await findListed(search);
      expect(found.map((user) => user.id)).toContain(zelda.userId);
    }
    const all = await findListed(`quartz${tag}`);
    expect(all.map((user) => user.id)).toEqual([String(chef.user.id), String(premium.user.id), zelda.userId]);
    expect(all.find((user) => user.id === zelda.userId)).toMatchObject({
      email: zelda.account.email,
      firstName: 'Zelda',
      emailVerified: true,
      roles: [],
      isPremium: false,
      comp: null,
    });
    expect(all.find((user) => user.id === String(premium.user.id))).toMatchObject({ isPremium: true, roles: [] });
    // EXPERT_EMAILS lists the chef, but the address is not verified yet: no role.
    expect(all.find((user) => user.id === String(chef.user.id))).toMatchObject({ emailVerified: false, roles: [] });
    await markEmailVerified(server.deps.db, EXPERT);
    expect((await findListed(`quartz${tag}`))[0]).toMatchObject({ email: EXPERT, roles: ['expert'] });
    expect((await findListed(ADMIN))[0]).toMatchObject({ id: adminId, roles: ['admin'] });

    // Wildcards are searched for, not expanded.
    for (const search of ['%', '_', '\\']) expect(await findListed(search), search).toEqual([]);
    expect(await findListed(`nobody-${tag}`)).toEqual([]);
  });

  it('pages 25 at a time, newest first', async () => {
    const tag = `Pager${randomUUID().slice(0, 8)}`;
    const ids: string[] = [];
    for (let index = 0; index < 27; index += 1) ids.push(String((await signUp(url, { lastName: tag })).user.id));
    const first = adminUserPage.parse((await admin.get(`/api/admin/users?search=${tag}`)).json);
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    const second = adminUserPage.parse((await admin.get(`/api/admin/users?search=${tag}&page=2`)).json);
    expect(second).toMatchObject({ total: 27, page: 2, pageSize: 25 });
    const newestFirst = [...ids].reverse();
    expect([...first.items, ...second.items].map((user) => user.id)).toEqual(newestFirst);
    const unfiltered = adminUserPage.parse((await admin.get('/api/admin/users')).json);
    expect(unfiltered.items).toHaveLength(25);
    expect(unfiltered.total).toBeGreaterThanOrEqual(30);
    expect(unfiltered.items[0].id).toBe(newestFirst[0]);
  });

  it('answers 400 naming the parameter for bad queries', async () => {
    const cases: Array<[string, string]> = [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=1001', 'page'],
      ['page=41', 'page'], // past the first 1,000 results at 25 a page
      ['page=1.5', 'page'],
      [`search=${'a'.repeat(255)}`, 'search'],
      ['search=a&search=b', 'search'],
    ];
    for (const [query, field] of cases) {
      const response = await admin.get(`/api/admin/users?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.json, query).toMatchObject({ code: 'invalid_input', field });
    }
  });
});

describe('Premium comps', () => {
  it('makes the cook Premium on their next request, and revoking ends it', async () => {
    const cook = await verifiedCook();
    expect((await cook.client.get(`/api/recipes/${premiumRecipeId}`)).status).toBe(403);

    const granted = await admin.post(`/api/admin/users/${cook.userId}/comps`, {
      days: 30,
      note: 'Sorry about the outage',
    });
    expect(granted.status, granted.text).toBe(201);
    const comp = premiumComp.parse(granted.json);
    expect(comp).toMatchObject({ grantedBy: ADMIN, note: 'Sorry about the outage', revokedAt: null });
    const days = (Date.parse(comp.endsAt) - Date.parse(comp.startsAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);
    expect(securityEvents('premium_comp.granted').at(-1)).toMatchObject({
      adminId,
      userId: cook.userId,
      compId: comp.id,
      days: 30,
    });

    // The cook's next request: Premium (session read-along) and a premium route opens.
    expect((await cook.client.get('/api/auth/user')).json).toMatchObject({ isPremium: true });
    expect((await cook.client.get(`/api/recipes/${premiumRecipeId}`)).status).toBe(200);
    expect((await cook.client.get('/api/subscription-status')).json).toMatchObject({
      hasSubscription: false,
      plan: 'premium',
      compEndsAt: Math.floor(Date.parse(comp.endsAt) / 1000),
    });
    // Signing in reads Premium without the session (isPremium's own query): the same answer.
    const again = await new TestClient(url).post('/api/auth/login', {
      email: cook.account.email,
      password: cook.account.password,
    });
    expect(again.json).toMatchObject({ isPremium: true });
    const [listed] = await findListed(cook.account.email);
    expect(listed).toMatchObject({ isPremium: true, comp: { id: comp.id, endsAt: comp.endsAt } });

    const revoked = await admin.request('DELETE', `/api/admin/users/${cook.userId}/comps/${comp.id}`);
    expect(revoked.status).toBe(204);
    expect(securityEvents('premium_comp.revoked').at(-1)).toMatchObject({
      adminId,
      userId: cook.userId,
      compId: comp.id,
    });
    expect((await cook.client.get('/api/auth/user')).json).toMatchObject({ isPremium: false });
    expect((await cook.client.get(`/api/recipes/${premiumRecipeId}`)).status).toBe(403);
    expect((await findListed(cook.account.email))[0]).toMatchObject({ isPremium: false, comp: null });
    // Kept for the record, with who ended it; ending it again changes nothing.
    const row = await server.deps.db('premium_comps').where({ id: comp.id }).first();
    expect(row).toMatchObject({ revoked_by: ADMIN, granted_by: ADMIN, revoked_at: expect.any(Date) });
    expect((await admin.request('DELETE', `/api/admin/users/${cook.userId}/comps/${comp.id}`)).status).toBe(204);
    expect((await server.deps.db('premium_comps').where({ id: comp.id }).first()).revoked_at).toEqual(row.revoked_at);
  });

  it('ends by itself when its period is over', async () => {
    const cook = await verifiedCook();
    const granted = await admin.post(`/api/admin/users/${cook.userId}/comps`, { days: 1 });
    expect(granted.status).toBe(201);
    expect((await cook.client.get('/api/auth/user')).json.isPremium).toBe(true);
    await server.deps
      .db('premium_comps')
      .where({ id: granted.json.id })
      .update({ ends_at: server.deps.db.raw(`now() - interval '1 second'`) });
    expect((await cook.client.get('/api/auth/user')).json.isPremium).toBe(false);
    expect((await cook.client.get(`/api/recipes/${premiumRecipeId}`)).status).toBe(403);
  });

  it('is refused for an address that is not verified yet (409) and for unknown users and comps (404)', async () => {
    const unverified = await signUp(url);
    const refused = await admin.post(`/api/admin/users/${String(unverified.user.id)}/comps`, { days: 30 });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'email_unverified' });
    expect((await unverified.client.get('/api/auth/user')).json.isPremium).toBe(false);

    expect((await admin.post(`/api/admin/users/${randomUUID()}/comps`, { days: 30 })).status).toBe(404);
    const cook = await verifiedCook();
    const other = await verifiedCook();
    expect((await admin.request('DELETE', `/api/admin/users/${cook.userId}/comps/${randomUUID()}`)).status).toBe(404);
    // A comp of one cook, addressed under another: 404, and it stays in force.
    const comp = await admin.post(`/api/admin/users/${cook.userId}/comps`, { days: 5 });
    expect((await admin.request('DELETE', `/api/admin/users/${other.userId}/comps/${comp.json.id}`)).status).toBe(404);
    expect((await cook.client.get('/api/auth/user')).json.isPremium).toBe(true);
  });

  it('answers 400 naming the field for bad ids and bodies', async () => {
    const cook = await verifiedCook();
    const bodies: Array<[unknown, string]> = [
      [{}, 'days'],
      [[], 'days'],
      [{ days: 0 }, 'days'],
      [{ days: -3 }, 'days'],
      [{ days: 367 }, 'days'],
      [{ days: 1.5 }, 'days'],
      [{ days: 'a month' }, 'days'],
      [{ days: null }, 'days'],
      [{ days: 30, note: 'x'.repeat(301) }, 'note'],
      [{ days: 30, note: 42 }, 'note'],
    ];
    for (const [body, field] of bodies) {
      const response = await admin.post(`/api/admin/users/${cook.userId}/comps`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json, JSON.stringify(body)).toMatchObject({ code: 'invalid_input', field });
    }
    const ids: Array<[string, string, string]> = [
      ['POST', '/api/admin/users/not-a-uuid/comps', 'id'],
      ['POST', "/api/admin/users/1'or'1'='1/comps", 'id'],
      ['DELETE', '/api/admin/users/not-a-uuid/comps/00000000-0000-4000-8000-000000000000', 'id'],
      ['DELETE', `/api/admin/users/${cook.userId}/comps/42`, 'compId'],
    ];
    for (const [method, path, field] of ids) {
      const response = await admin.request(method, path, method === 'POST' ? { days: 30 } : undefined);
      expect(response.status, path).toBe(400);
      expect(response.json, path).toMatchObject({ code: 'invalid_input', field });
    }
    expect(await server.deps.db('premium_comps').where({ user_id: cook.userId }).count({ n: '*' }).first()).toEqual({
      n: 0,
    });
  });
});
