import pg from 'pg';
import { expect } from 'vitest';
import { signUp } from '../../backend/src/testing/http-client';
import { signUpPremium } from '../../backend/src/testing/premium-user';
import { seedRecipeId } from '../../backend/src/testing/seeded-server';
import { checkInvariants, scheduledRunHitDatabaseOutage } from '../support/invariants';
import { sleep } from '../support/load';
import { muteKnexConnectionNoise } from '../support/quiet';
import type { Figures } from '../support/report';
import { startServerBehindDatabaseProxy } from '../support/servers';

/**
 * A premium route (a Premium-exclusive recipe, the assistant) while the payment state cannot be
 * read: the subscriptions table locked by a long transaction, the table gone, and the whole
 * database gone. Each time: 503 for everyone, never a free pass, and the route back afterwards.
 */
export async function premiumWithoutPaymentState(figures: Figures): Promise<void> {
  const unmute = muteKnexConnectionNoise();
  const server = await startServerBehindDatabaseProxy({ RUN_WORKER_IN_WEB: 'true', RATE_AUTH_PER_IP: '100000' });
  const admin = new pg.Client({ connectionString: server.database.url, application_name: 'reliability-check' });
  try {
    await admin.connect();
    const premium = await signUpPremium(server.url);
    const free = await signUp(server.url);
    const recipe = await seedRecipeId(server, 'premium-lobster-thermidor');
    const path = `/api/recipes/${recipe}`;
    const ask = '/api/cooking-assistant/ask';
    const statuses = async () => {
      const [premiumRecipe, freeRecipe, freeAsk] = await Promise.all([
        premium.client.get(path),
        free.client.get(path),
        free.client.post(ask, { question: 'How long do I rest a steak?' }),
      ]);
      return { premium: premiumRecipe.status, free: freeRecipe.status, freeAsk: freeAsk.status };
    };
    expect(await statuses()).toEqual({ premium: 200, free: 403, freeAsk: 403 });

    // 1. The subscriptions table locked (a stuck migration or long transaction).
    await admin.query('begin');
    await admin.query('lock table subscriptions in access exclusive mode');
    const lockedStart = Date.now();
    const locked = await statuses();
    const lockedMs = Date.now() - lockedStart;
    await admin.query('rollback');

    // 2. The payment state missing altogether.
    await admin.query('alter table subscriptions rename to subscriptions_away');
    const missing = await statuses();
    await admin.query('alter table subscriptions_away rename to subscriptions');

    // 3. The database gone.
    server.proxy.refuse();
    const gone = await statuses();
    server.proxy.restore();
    await sleep(200);
    const back = await statuses();
    // The sandbox payments that made the Premium user: each provider event once, applied.
    const providerEvents = (await server.database.db('payment_events').pluck('id')) as string[];
    const report = await checkInvariants(
      server.database.db,
      { providerEvents },
      { explainDeadLetter: scheduledRunHitDatabaseOutage },
    );

    Object.assign(figures, {
      locked: JSON.stringify(locked),
      lockedSeconds: Math.round(lockedMs / 100) / 10,
      tableMissing: JSON.stringify(missing),
      databaseGone: JSON.stringify(gone),
      after: JSON.stringify(back),
      violations: report.violations.length,
    });
    const unavailable = { premium: 503, free: 503, freeAsk: 503 };
    expect(locked).toEqual(unavailable);
    expect(missing).toEqual(unavailable);
    expect(gone).toEqual(unavailable);
    expect(back).toEqual({ premium: 200, free: 403, freeAsk: 403 });
    expect(report.violations).toEqual([]);
  } finally {
    await admin.end().catch(() => {});
    await server.close();
    unmute();
  }
}
