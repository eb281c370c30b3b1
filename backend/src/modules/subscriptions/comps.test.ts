import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabasePerFile } from '../../testing/test-db';
import { entitlementSubquery, hasEntitlement } from './subscriptions.repository';

/*
 * Premium has one definition read two ways: `hasEntitlement` (isPremium's own query) and
 * `entitlementSubquery` (read along with the session). Both must give the same answer for every
 * state of a subscription and of an admin's comp.
 */
const database = testDatabasePerFile();

type CompState = { starts: string; ends: string; revoked?: boolean } | null;
type SubscriptionState = { status: string; ends: string } | null;

const cases: Array<[label: string, comp: CompState, subscription: SubscriptionState, premium: boolean]> = [
  ['nothing', null, null, false],
  ['a comp in force', { starts: '-1 hour', ends: '+30 days' }, null, true],
  ['a comp that ended', { starts: '-31 days', ends: '-1 day' }, null, false],
  ['a comp that ends this second', { starts: '-1 day', ends: '-1 second' }, null, false],
  ['a comp not started yet', { starts: '+1 day', ends: '+30 days' }, null, false],
  ['a revoked comp', { starts: '-1 hour', ends: '+30 days', revoked: true }, null, false],
  ['a paid subscription', null, { status: 'active', ends: '+30 days' }, true],
  ['a past-due subscription', null, { status: 'past_due', ends: '+30 days' }, false],
  [
    'a comp and a past-due subscription',
    { starts: '-1 hour', ends: '+1 day' },
    { status: 'past_due', ends: '+1 day' },
    true,
  ],
  [
    'a revoked comp and a paid subscription',
    { starts: '-1 hour', ends: '+1 day', revoked: true },
    { status: 'active', ends: '+1 day' },
    true,
  ],
];

describe('the Premium rule', () => {
  it.each(cases)('%s: isPremium and the session read-along agree', async (_label, comp, subscription, premium) => {
    const { db } = database;
    const interval = (offset: string) => db.raw(`now() + interval '${offset.replace('+', '')}'`);
    const [user] = await db('users')
      .insert({ email: `${randomUUID()}@example.com` })
      .returning('id');
    if (comp) {
      await db('premium_comps').insert({
        user_id: user.id,
        starts_at: interval(comp.starts),
        ends_at: interval(comp.ends),
        granted_by: 'admin@example.com',
        revoked_at: comp.revoked ? db.fn.now() : null,
        revoked_by: comp.revoked ? 'admin@example.com' : null,
      });
    }
    if (subscription) {
      await db('subscriptions').insert({
        id: `sub_${randomUUID()}`,
        user_id: user.id,
        provider: 'sandbox',
        status: subscription.status,
        current_period_end: interval(subscription.ends),
        provider_created_at: db.fn.now(),
      });
    }
    const alongside = await db('users as u')
      .where('u.id', user.id)
      .first(db.raw('exists (?) as premium', [entitlementSubquery(db, 'u.id')]));
    expect(await hasEntitlement(db, user.id)).toBe(premium);
    expect(alongside.premium).toBe(premium);
  });
});
