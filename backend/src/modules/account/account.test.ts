import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExport, type AccountExport } from '@common/contracts/account.schema';
import { AISLES } from '@common/contracts/shopping-list';
import { signUp, TestClient } from '../../testing/http-client';
import { readMailbox } from '../../testing/mail';
import { signUpPremium } from '../../testing/premium-user';
import { startSeededServer } from '../../testing/seeded-server';
import type { TestServer } from '../../testing/test-server';
import { markEmailVerified } from '../../testing/verified-user';
import { waitFor } from '../../testing/wait-for';
import { EXPORTED_TABLES, NOT_EXPORTED } from './account.repository';

const ADMIN = 'account-admin@example.com';
let server: TestServer;
let admin: TestClient;
let recipeIds: number[];
let skillVideoIds: string[];

beforeAll(async () => {
  server = await startSeededServer({
    RUN_WORKER_IN_WEB: 'true',
    ADMIN_EMAILS: ADMIN,
    RATE_AUTH_PER_IP: '1000',
    RATE_LOGIN_FAILURES_PER_ACCOUNT: '3',
  });
  admin = (await signUp(server.url, { email: ADMIN })).client;
  await markEmailVerified(server.deps.db, ADMIN);
  const { db } = server.deps;
  recipeIds = await db('recipes').where({ is_premium_exclusive: false }).orderBy('id').limit(6).pluck('id');
  skillVideoIds = await db('skill_videos').orderBy('id').limit(3).pluck('id');
});
afterAll(() => server?.close());

const deleteAccount = (client: TestClient, body?: unknown) => client.request('DELETE', '/api/account', body);

/** Every table with a user's rows: a `user_id` column or a foreign key to users (and users itself). */
async function userTables(): Promise<string[]> {
  const { rows } = await server.deps.db.raw(`
    select table_name::text as name from information_schema.columns
      where table_schema = 'public' and column_name = 'user_id'
    union
    select conrelid::regclass::text from pg_constraint
      where contype = 'f' and confrelid = 'public.users'::regclass
    union select 'users'`);
  return (rows as Array<{ name: string }>).map((row) => row.name).sort();
}

/** Rows of `table` that name the user: in `user_id`, or any other column referencing users (a household's owner). */
async function rowsOf(table: string, userId: string): Promise<number> {
  const { db } = server.deps;
  const { rows } = await db.raw(
    `select a.attname::text as name from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
       where c.contype = 'f' and c.conrelid = ?::regclass and c.confrelid = 'public.users'::regclass`,
    [table],
  );
  const columns =
    table === 'users' ? ['id'] : [...new Set(['user_id', ...rows.map((row: { name: string }) => row.name)])];
  const present = (await db('information_schema.columns')
    .where({ table_name: table })
    .whereIn('column_name', columns)
    .pluck('column_name')) as string[];
  const row = await db(table)
    .where((query) => {
      for (const column of present) query.orWhere(column, userId);
    })
    .count({ n: '*' })
    .first();
  return Number(row?.n);
}

/**
 * Gives a Premium cook a row in every table of personal data, each carrying `marker` where it holds
 * text, through the API as the cook would (the comp through the admin API).
 */
async function populate(client: TestClient, userId: string, email: string, marker: string) {
  const ok = (response: { status: number; text: string }, what: string) =>
    expect(response.status, `${what}: ${response.text}`).toBeLessThan(300);
  ok(await client.put(`/api/favorites/${recipeIds[0]}`), 'favorite');
  ok(await client.post('/api/shopping-list/recipes', { recipeId: recipeIds[1], servings: 3 }), 'list recipe');
  const item = await client.post('/api/shopping-list/items', { text: `2 lemons ${marker}` });
  ok(item, 'list item');
  const list = (await client.get('/api/shopping-list')).json.items as Array<{ id: string; ingredient: string }>;
  const line = list.find((entry) => entry.ingredient.includes(marker))!;
  ok(await client.patch(`/api/shopping-list/items/${line.id}`, { completed: true }), 'tick');
  ok(await client.post('/api/shopping-lists', { name: `Costco ${marker}` }), 'named list');
  ok(await client.put('/api/shopping-list/aisles', { order: [...AISLES].reverse() }), 'aisle order');
  ok(
    await client.post('/api/planner/entries', {
      date: '2026-12-01',
      meal: 'dinner',
      recipeId: recipeIds[0],
      servings: 2,
    }),
    'planned dinner',
  );
  ok(
    await client.post('/api/planner/entries', { date: '2026-12-02', meal: 'lunch', note: `leftovers ${marker}` }),
    'note',
  );
  ok(await client.post('/api/planner/calendar-link'), 'calendar link');
  ok(await client.post('/api/household', { name: `Household ${marker}` }), 'household');
  ok(await client.post('/api/saved-videos', { videoId: skillVideoIds[0], videoType: 'skill' }), 'saved video');
  ok(
    await client.post('/api/cooking-expert/submit', {
      question: `How long should brisket rest? ${marker}`,
      name: 'Ada',
      category: 'Baking & Pastry',
    }),
    'question',
  );
  const review = await client.post('/api/reviews', {
    customerName: `Ada ${marker}`,
    reviewContent: `A lovely, calm recipe site that I use every week for dinner. ${marker}`,
    starRating: 5,
  });
  ok(review, 'review');
  ok(await client.put(`/api/recipes/${recipeIds[2]}/rating`, { stars: 4, note: `Lovely ${marker}` }), 'rating');
  ok(
    await client.post('/api/recipes', {
      name: `Family stew ${marker}`,
      ingredients: ['2 carrots'],
      instructions: ['Simmer for 2 hours.'],
      prepTimeMinutes: 15,
    }),
    'own recipe',
  );
  const collection = await client.post('/api/collections', { name: `Sundays ${marker}` });
  ok(collection, 'collection');
  ok(await client.put(`/api/collections/${collection.json.id}/recipes/${recipeIds[3]}`), 'collection recipe');
  ok(await client.put(`/api/recipes/${recipeIds[3]}/note`, { text: `Less salt ${marker}` }), 'private note');
  ok(
    await client.post(`/api/recipes/${recipeIds[3]}/cooked`, {
      date: '2026-11-01',
      rating: 5,
      note: `Great ${marker}`,
    }),
    'cooked',
  );
  ok(await client.post('/api/create-subscription', { planType: 'freemium' }), 'free plan');
  await markEmailVerified(server.deps.db, email);
  ok(await admin.post(`/api/admin/users/${userId}/comps`, { days: 7, note: `goodwill ${marker}` }), 'comp');
  return { reviewId: String(review.json.id) };
}

async function premiumCook(marker: string) {
  const account = await signUpPremium(server.url);
  const userId = String(account.user.id);
  const made = await populate(account.client, userId, account.account.email, marker);
  return { ...account, userId, ...made };
}

describe('GET /api/account/export', () => {
  it('is for signed-in cooks only', async () => {
    expect((await new TestClient(server.url).get('/api/account/export')).status).toBe(401);
  });

  it("downloads everything Sous holds about the cook, and nothing of anyone else's", async () => {
    const cook = await premiumCook('cook-marker');
    const other = await premiumCook('other-marker');
    const response = await cook.client.get('/api/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="sous-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('content-disposition')).toContain(new Date().toISOString().slice(0, 10));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const data: AccountExport = accountExport.strict().parse(response.json);

    expect(data.profile).toMatchObject({
      id: cook.userId,
      email: cook.account.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      hasPassword: true,
      emailVerifiedAt: expect.any(String),
    });
    expect(data.favorites).toEqual([
      expect.objectContaining({ recipeId: recipeIds[0], recipeName: expect.any(String) }),
    ]);
    expect(data.shoppingList.recipes).toEqual([expect.objectContaining({ recipeId: recipeIds[1], servings: 3 })]);
    expect(data.shoppingList.customItems).toEqual([expect.objectContaining({ text: '2 lemons cook-marker' })]);
    expect(data.shoppingList.completed).toHaveLength(1);
    expect(data.shoppingList.lists.map((list) => list.name)).toEqual(['Shopping list', 'Costco cook-marker']);
    expect(data.shoppingList.recipes[0].listId).toBe(data.shoppingList.lists[0].id);
    expect(data.shoppingList.aisleOrder).toEqual([...AISLES].reverse());
    expect(data.planner).toEqual([
      expect.objectContaining({ date: '2026-12-01', meal: 'dinner', recipeId: recipeIds[0], servings: 2 }),
      expect.objectContaining({ date: '2026-12-02', meal: 'lunch', recipeId: null, note: 'leftovers cook-marker' }),
    ]);
    expect(data.household).toMatchObject({ name: 'Household cook-marker', role: 'owner' });
    expect(data.savedVideos).toEqual([expect.objectContaining({ videoId: skillVideoIds[0], videoType: 'skill' })]);
    expect(data.expertQuestions).toEqual([
      expect.objectContaining({ question: 'How long should brisket rest? cook-marker', status: 'asked' }),
    ]);
    expect(data.reviews).toEqual([
      expect.objectContaining({ id: cook.reviewId, customerName: 'Ada cook-marker', starRating: 5 }),
    ]);
    expect(data.recipes).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Family stew cook-marker',
        recipeIngredient: ['2 carrots'],
        prepTime: 'PT15M',
      }),
    ]);
    expect(data.recipeRatings).toEqual([
      expect.objectContaining({ recipeId: recipeIds[2], stars: 4, note: 'Lovely cook-marker' }),
    ]);
    expect(data.collections).toEqual([
      expect.objectContaining({
        name: 'Sundays cook-marker',
        recipes: [expect.objectContaining({ recipeId: recipeIds[3], recipeName: expect.any(String) })],
      }),
    ]);
    expect(data.recipeNotes).toEqual([
      expect.objectContaining({ recipeId: recipeIds[3], text: 'Less salt cook-marker' }),
    ]);
    expect(data.cookedLog).toEqual([
      expect.objectContaining({ recipeId: recipeIds[3], date: '2026-11-01', rating: 5, note: 'Great cook-marker' }),
    ]);
    expect(data.subscription.freePlanChosenAt).toEqual(expect.any(String));
    expect(data.subscription.billingCustomer).toMatchObject({ provider: 'sandbox' });
    expect(data.subscription.subscriptions).toEqual([
      expect.objectContaining({ provider: 'sandbox', status: 'active', cancelAtPeriodEnd: false }),
    ]);
    expect(data.premiumComps).toEqual([expect.objectContaining({ note: 'goodwill cook-marker', revokedAt: null })]);
    expect(data.devices).toEqual([expect.objectContaining({ current: true })]);

    // Another cook's data, secrets and hashes are not in the file.
    const { db } = server.deps;
    const secrets = [
      ...(await db('sessions').pluck('token_hash')),
      ...(await db('planner_calendar_links').pluck('token_hash')),
      ...(await db('users').whereNotNull('password_hash').pluck('password_hash')),
      ...(await db('sandbox_subscriptions').pluck('client_secret')),
      ...(await db('expert_questions').whereNotNull('answer_token_nonce').pluck('answer_token_nonce')),
    ];
    for (const secret of secrets) expect(response.text).not.toContain(secret);
    for (const foreign of ['other-marker', other.userId, other.account.email]) {
      expect(response.text).not.toContain(foreign);
    }
    expect(response.text).not.toMatch(/password_hash|token_hash|client_secret|granted_by|ai_draft/);
  });

  it('has a section for every table of personal data, or a reason for leaving the table out', async () => {
    // The detector sees a new table of personal data (this one exists only for the check).
    await server.deps.db.raw('create table coverage_probe (owner uuid references users(id) on delete cascade)');
    expect(await userTables()).toContain('coverage_probe');
    await server.deps.db.raw('drop table coverage_probe');

    const tables = await userTables();
    const decided = [...Object.keys(EXPORTED_TABLES), ...Object.keys(NOT_EXPORTED)].sort();
    expect(tables, 'a table of personal data: add it to EXPORTED_TABLES (and the export) or NOT_EXPORTED').toEqual(
      decided,
    );
    for (const reason of Object.values(NOT_EXPORTED)) expect(reason.length).toBeGreaterThan(20);
    const sections = Object.keys(accountExport.shape);
    for (const [table, section] of Object.entries(EXPORTED_TABLES)) expect(sections, table).toContain(section);

    // With a row in every exported table, every section those tables feed carries something.
    const cook = await premiumCook('coverage-marker');
    for (const table of Object.keys(EXPORTED_TABLES))
      expect(await rowsOf(table, cook.userId), table).toBeGreaterThan(0);
    const data = accountExport.parse((await cook.client.get('/api/account/export')).json);
    const filled = (value: unknown): boolean =>
      Array.isArray(value)
        ? value.length > 0
        : value !== null && typeof value === 'object'
          ? Object.values(value).some(filled)
          : value !== null && value !== undefined;
    for (const section of new Set(Object.values(EXPORTED_TABLES))) expect(filled(data[section]), section).toBe(true);
  });
});

describe('DELETE /api/account', () => {
  it('is for signed-in cooks only', async () => {
    const visitor = new TestClient(server.url);
    expect((await deleteAccount(visitor, { password: 'correct horse battery' })).status).toBe(401);
  });

  it('answers 400 naming the field for every bad body, and deletes nothing', async () => {
    const { client, user } = await signUp(server.url);
    const bodies: Array<[unknown, string]> = [
      [undefined, 'password'],
      [{}, 'password'],
      [[], 'password'],
      [{ password: '' }, 'password'],
      [{ password: 42 }, 'password'],
      [{ password: null }, 'password'],
      [{ password: ['correct horse battery'] }, 'password'],
      [{ password: 'x'.repeat(201) }, 'password'],
      [{ password: 'correct horse battery', confirm: 'yes' }, 'confirm'],
      [{ confirm: 'DELETE' }, 'password'],
    ];
    for (const [body, field] of bodies) {
      const response = await deleteAccount(client, body === undefined ? undefined : JSON.stringify(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json, JSON.stringify(body)).toMatchObject({ code: 'invalid_input', field });
    }
    // Not a JSON object or array at all: the body parser answers before any field is read.
    for (const body of ['null', '"correct horse battery"', '{"password":', 'password=x']) {
      expect((await deleteAccount(client, body)).status, body).toBe(400);
    }
    expect(await rowsOf('users', String(user.id))).toBe(1);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('refuses a wrong password with 403 and deletes nothing; failures share sign-in’s limit', async () => {
    const cook = await premiumCook('wrong-password-marker');
    const before = await Promise.all(Object.keys(EXPORTED_TABLES).map((table) => rowsOf(table, cook.userId)));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await deleteAccount(cook.client, { password: 'not my password' });
      expect(wrong.status).toBe(403);
      expect(wrong.json).toMatchObject({ code: 'invalid_password', field: 'password' });
    }
    const after = await Promise.all(Object.keys(EXPORTED_TABLES).map((table) => rowsOf(table, cook.userId)));
    expect(after).toEqual(before);
    expect((await cook.client.get('/api/auth/user')).json.isPremium).toBe(true);
    const subscriptionIds: string[] = await server.deps.db('subscriptions').where({ user_id: cook.userId }).pluck('id');
    expect(
      await server.deps.db('sandbox_subscriptions').whereIn('id', subscriptionIds).pluck('cancel_at_period_end'),
    ).toEqual([false]);

    // RATE_LOGIN_FAILURES_PER_ACCOUNT is 3 here: the right password is refused now, and so is sign-in.
    const limited = await deleteAccount(cook.client, { password: cook.account.password });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const login = await new TestClient(server.url).post('/api/auth/login', {
      email: cook.account.email,
      password: cook.account.password,
    });
    expect(login.status).toBe(429);
    expect(await rowsOf('users', cook.userId)).toBe(1);
  });

  it('closes the account: signed out everywhere, data gone, review anonymised, Premium cancelled, mail sent', async () => {
    const cook = await premiumCook('closing-marker');
    const { db } = server.deps;
    const secondDevice = new TestClient(server.url);
    expect(
      (await secondDevice.post('/api/auth/login', { email: cook.account.email, password: cook.account.password }))
        .status,
    ).toBe(200);
    await waitFor(async () => (await db('reviews').where({ id: cook.reviewId }).first())?.status === 'approved');
    const subscriptionIds: string[] = await db('subscriptions').where({ user_id: cook.userId }).pluck('id');
    expect(await db('payment_events').whereIn('subscription_id', subscriptionIds).count()).not.toEqual([{ count: 0 }]);
    const ratedRecipe = await db('recipes').where({ id: recipeIds[2] }).first('review_count');

    const closed = await deleteAccount(cook.client, { password: cook.account.password });
    expect(closed.status, closed.text).toBe(204);
    expect(closed.headers.getSetCookie().join('\n')).toMatch(/sous_session=;/);

    // Signed out on every device, and the address and password sign in to nothing.
    expect((await cook.client.get('/api/auth/user')).status).toBe(401);
    expect((await secondDevice.get('/api/auth/user')).status).toBe(401);
    const login = await new TestClient(server.url).post('/api/auth/login', {
      email: cook.account.email,
      password: cook.account.password,
    });
    expect(login.status).toBe(401);

    // No row of theirs anywhere; the review stays with a neutral name.
    for (const table of await userTables()) expect(await rowsOf(table, cook.userId), table).toBe(0);
    expect(await db('payment_events').whereIn('subscription_id', subscriptionIds).count()).toEqual([{ count: 0 }]);
    expect(await db('reviews').where({ id: cook.reviewId }).first()).toMatchObject({
      user_id: null,
      customer_name: 'Former member',
      status: 'approved',
    });
    const published = await new TestClient(server.url).get('/api/reviews?limit=50');
    const review = (published.json.reviews as Array<{ id: string; customerName: string }>).find(
      (entry) => entry.id === cook.reviewId,
    );
    expect(review?.customerName).toBe('Former member');
    expect(published.text).not.toContain('Ada closing-marker');
    // Their rating left the recipe's count.
    expect((await db('recipes').where({ id: recipeIds[2] }).first('review_count')).review_count).toBe(
      ratedRecipe.review_count - 1,
    );

    // The worker cancels the subscription at the provider (sandbox here; Stripe in account-stripe.test.ts)…
    await waitFor(async () => {
      const rows = await db('sandbox_subscriptions').whereIn('id', subscriptionIds).select('cancel_at_period_end');
      return rows.length === 1 && rows[0].cancel_at_period_end === true;
    });
    // …and mails the confirmation to the address the account had.
    const mail = await waitFor(() =>
      readMailbox(server.config.DATA_DIR).find(
        (text) => text.includes(`To: ${cook.account.email}`) && text.includes('account has been deleted'),
      ),
    );
    expect(mail).toContain('Subject: Your Sous account has been deleted');
    expect(mail).toContain('Former member');
    // Once mailed, the stored event no longer holds the address.
    await waitFor(async () => {
      const event = await db('outbox')
        .where({ type: 'account.closed' })
        .whereRaw(`payload->>'userId' = ?`, [cook.userId])
        .first();
      return event && event.processed_at !== null;
    });
    const events = await db('outbox').whereRaw(`payload::text like ?`, [`%${cook.account.email}%`]);
    expect(events).toEqual([]);

    // Closing again with the old session: nobody is signed in.
    expect((await deleteAccount(cook.client, { password: cook.account.password })).status).toBe(401);
  });

  it('lets an account without a password close with { confirm: "DELETE" } after a recent sign-in', async () => {
    const { db } = server.deps;
    const { client, user, account } = await signUp(server.url);
    const userId = String(user.id);
    // As an account created through the OIDC provider: no password, an issuer and subject.
    await db('users')
      .where({ id: userId })
      .update({ password_hash: null, oidc_issuer: 'https://id.example', oidc_subject: `sub-${userId}` });

    for (const body of [{}, { password: account.password }, { confirm: 'delete' }]) {
      const response = await deleteAccount(client, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json).toMatchObject({ code: 'invalid_input', field: 'confirm' });
    }
    // A session signed in long ago (a borrowed laptop) must sign in again first.
    await db('sessions')
      .where({ user_id: userId })
      .update({ created_at: db.raw(`now() - interval '1 hour'`) });
    const stale = await deleteAccount(client, { confirm: 'DELETE' });
    expect(stale.status).toBe(403);
    expect(stale.json).toMatchObject({ code: 'recent_sign_in_required' });
    expect(await rowsOf('users', userId)).toBe(1);

    await db('sessions').where({ user_id: userId }).update({ created_at: db.fn.now() });
    expect((await deleteAccount(client, { confirm: 'DELETE' })).status).toBe(204);
    expect(await rowsOf('users', userId)).toBe(0);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });
});
