import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUp } from '../backend/src/testing/http-client';
import { createMediaSigner, mediaSigningSecret } from '../backend/src/modules/videos/media-signing';
import { ACCESS_MATRIX } from './support/access-matrix';
import { recordFigures } from './support/figures';
import { worldDuringTests } from './support/fixtures';
import { requestFor, routeKey } from './support/route-requests';
import type { World } from './support/world';

/*
 * Premium is decided on the server from the subscription row alone. (backend/src/modules/subscriptions/
 * subscriptions.test.ts covers isPremium in a sign-up body and provider-driven status changes; this
 * file attacks every premium endpoint at once.)
 */
const { world, fixtures } = worldDuringTests();

/** Premium endpoints, read off the access matrix: 403 for a free user, 2xx for Premium. */
const premiumRoutes = () =>
  world.server.app.apiRoutes.filter((route) => {
    const row = ACCESS_MATRIX[routeKey(route)];
    return row && row[1] === 403 && row[2] >= 200 && row[2] < 300;
  });

const forgedQuery = 'isPremium=true&premium=1&role=admin&roles=admin&plan=premium&subscription=active';
const forgedBody = {
  isPremium: true,
  premium: true,
  role: 'admin',
  roles: ['admin'],
  plan: 'premium',
  planType: 'premium',
  subscription: { status: 'active', currentPeriodEnd: 4102444800 },
  user: { isPremium: true },
};

async function premiumStatuses(client: ReturnType<World['as']>, forge: boolean) {
  const statuses: Record<string, number> = {};
  for (const route of premiumRoutes()) {
    const request = requestFor(route)!;
    let path = request.path(fixtures);
    if (forge) path += `${path.includes('?') ? '&' : '?'}${forgedQuery}`;
    const base = request.body?.(fixtures);
    const body = route.method === 'GET' ? undefined : forge ? { ...forgedBody, ...(base as object) } : (base ?? {});
    const headers: Record<string, string> = forge
      ? { 'x-premium': 'true', 'x-user-role': 'admin', 'x-forwarded-user': 'admin' }
      : {};
    statuses[routeKey(route)] = (await client.request(route.method, path, body, headers)).status;
  }
  return statuses;
}

describe('premium bypass attempts', () => {
  it('finds the premium endpoints in the matrix', () => {
    expect(premiumRoutes().length).toBeGreaterThanOrEqual(9);
  });

  it('refuses forged isPremium/role/plan fields in body, query, headers and cookies with 403', async (context) => {
    const client = world.as('free');
    client.cookies.set('isPremium', 'true');
    client.cookies.set('role', 'admin');
    const statuses = await premiumStatuses(client, true);
    for (const [key, status] of Object.entries(statuses)) expect(status, key).toBe(403);
    // …and the forged fields did not stick to the account either.
    const me = await world.as('free').get('/api/auth/user');
    expect(me.json).toMatchObject({ isPremium: false, roles: [] });
    recordFigures(context, `${Object.keys(statuses).length} premium endpoints × forged fields: all 403`);
  });

  const states = [
    ['canceled, period over', 'canceled', -3600],
    ['active but the paid period is over', 'active', -60],
    ['past_due', 'past_due', 7 * 86_400],
    ['incomplete', 'incomplete', 7 * 86_400],
    ['incomplete_expired', 'incomplete_expired', -60],
    ['unpaid', 'unpaid', 7 * 86_400],
    ['paused', 'paused', 7 * 86_400],
    ['trialing but over', 'trialing', -1],
  ] as const;

  it.each(states)('refuses every premium endpoint when the subscription is %s', async (_label, status, offset) => {
    const { db } = world.server.deps;
    const userId = world.actors.other.userId!;
    // The "other" Premium user, with every subscription row of theirs rewritten to this state.
    await db('subscriptions')
      .where({ user_id: userId })
      .update({ status, current_period_end: new Date(Date.now() + offset * 1000) });
    try {
      const statuses = await premiumStatuses(world.as('other'), false);
      for (const [key, code] of Object.entries(statuses)) expect(code, `${key} when ${status}`).toBe(403);
      const me = await world.as('other').get('/api/subscription-status');
      expect(me.json.hasSubscription).toBe(false);
    } finally {
      await db('subscriptions')
        .where({ user_id: userId })
        .update({ status: 'active', current_period_end: new Date(Date.now() + 30 * 86_400_000) });
    }
  });

  it('refuses a second subscription row in a bad state plus no active one (newest wins nothing)', async () => {
    const { db } = world.server.deps;
    const { client, user } = await signUp(world.server.url);
    await db('subscriptions').insert({
      id: `sub_forged_${randomUUID()}`,
      user_id: String(user.id),
      provider: 'sandbox',
      status: 'past_due',
      current_period_end: new Date(Date.now() + 86_400_000),
      provider_created_at: new Date(),
    });
    const statuses = await premiumStatuses(client, true);
    for (const [key, code] of Object.entries(statuses)) expect(code, key).toBe(403);
  });

  it('refuses expired, tampered, stretched and borrowed signed media URLs with 403', async (context) => {
    const premium = world.as('premium');
    const userId = world.actors.premium.userId!;
    const video = fixtures.skillVideoIds[0];
    const secret = mediaSigningSecret(world.server.config);
    const url = (clock: Date) => createMediaSigner(secret, () => clock).sign(video, 'video.mp4', userId);
    const fresh = url(new Date());
    expect((await premium.get(fresh)).status).toBe(200);

    const [path, query] = fresh.split('?');
    const params = new URLSearchParams(query);
    const sig = params.get('sig')!;
    const exp = Number(params.get('exp'));
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    const attempts: Record<string, string> = {
      'expired an hour ago': url(new Date(Date.now() - 3_600_000)),
      'expired just now': url(new Date(Date.now() - 600_000)),
      'signature tampered': `${path}?exp=${exp}&sig=${flip(sig)}`,
      'expiry stretched a year': `${path}?exp=${exp + 31_536_000}&sig=${sig}`,
      'signed for years ahead': createMediaSigner(secret, () => new Date(Date.now() + 3e10)).sign(
        video,
        'video.mp4',
        userId,
      ),
      'another file kind': `${path.replace('video.mp4', 'captions.vtt')}?${query}`,
      'another video': `${path.replace(video, fixtures.skillVideoIds[1])}?${query}`,
      'a masterclass': `/api/media/videos/${fixtures.masterclassIds[0]}/video.mp4?${query}`,
      'signed with a guessed secret': createMediaSigner('guessed-secret-0000000000').sign(video, 'video.mp4', userId),
      'no signature': path,
      'sig as an array': `${path}?exp=${exp}&sig=${sig}&sig=${sig}`,
    };
    for (const [label, attempt] of Object.entries(attempts)) {
      const response = await premium.get(attempt);
      expect(response.status, label).toBe(403);
      expect(response.headers.get('content-type'), label).toContain('application/json');
    }
    // The genuine URL, copied into another account.
    expect((await world.as('other').get(fresh)).status).toBe(403);
    recordFigures(context, `${Object.keys(attempts).length + 1} forged media URLs: all 403`);
  });
});
