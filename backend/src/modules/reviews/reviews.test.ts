import { describe, expect, it } from 'vitest';
import { REVIEW_SUBMITTED_MESSAGE } from '@common/contracts/reviews';
import { signUp, TestClient } from '../../testing/http-client';
import { readMailbox } from '../../testing/mail';
import { seedRecipeId, startSeededServer } from '../../testing/seeded-server';
import { adminDuringTests, serverDuringTests } from '../../testing/during-tests';
import { waitFor } from '../../testing/wait-for';

const server = serverDuringTests(
  {
    RUN_WORKER_IN_WEB: 'true',
    ADMIN_EMAILS: 'reviews-admin@example.com',
    RATE_AUTH_PER_IP: '1000',
  },
  startSeededServer,
);
const admin = adminDuringTests(server, 'reviews-admin@example.com');

const review = (overrides: Record<string, unknown> = {}) => ({
  customerName: 'Grace',
  reviewContent: 'Lovely recipes, the weeknight plans saved me hours.',
  starRating: 5,
  ...overrides,
});

const reviewRow = (id: string) => server.deps.db('reviews').where({ id }).first();
const decided = (id: string) =>
  waitFor(async () => ((await reviewRow(id))?.status !== 'pending' ? reviewRow(id) : null));
/** Mails to the author about reviews (the account's own mails, such as its confirmation link, left out). */
const mailTo = (email: string) =>
  readMailbox(server.config.DATA_DIR).filter((mail) => mail.includes(`To: ${email}`) && /review/i.test(mail));

describe('submitting a review', () => {
  it('stores it pending with its event, then publishes it after automatic approval and mails the author once', async () => {
    const { client, account } = await signUp(server.url);
    const response = await client.post('/api/reviews', review({ customerName: '  Grace H.  ' }));
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ id: expect.any(String), status: 'pending', message: REVIEW_SUBMITTED_MESSAGE });
    const id = response.json.id as string;
    const event = await server.deps
      .db('outbox')
      .where({ type: 'review.submitted' })
      .whereRaw(`payload->>'reviewId' = ?`, [id])
      .first();
    expect(event).toBeDefined();

    const row = await decided(id);
    expect(row).toMatchObject({ status: 'approved', customer_name: 'Grace H.', moderated_by: 'auto' });
    const list = await new TestClient(server.url).get('/api/reviews');
    expect(list.status).toBe(200);
    expect((list.json.reviews as Array<{ id: string }>)[0]).toEqual({
      id,
      customerName: 'Grace H.',
      reviewContent: review().reviewContent,
      starRating: 5,
      createdAt: expect.any(String),
    });
    const mails = (await waitFor(() => (mailTo(account.email).length === 1 ? mailTo(account.email) : null)))!;
    expect(mails[0]).toContain('Subject: Your review is live on Sous');
    expect(mails[0]).toContain('has been approved');
  });

  it('rejects obvious spam automatically: never published, the author is told why', async () => {
    const { client, account } = await signUp(server.url);
    const { json } = await client.post(
      '/api/reviews',
      review({ reviewContent: 'Click here to earn $500 a day at http://spam.example' }),
    );
    const row = await decided(json.id as string);
    expect(row).toMatchObject({ status: 'rejected', moderation_reason: 'link, spam' });
    const list = await client.get('/api/reviews?limit=50');
    expect((list.json.reviews as Array<{ id: string }>).map((item) => item.id)).not.toContain(json.id);
    const mail = await waitFor(() => mailTo(account.email)[0]);
    expect(mail).toContain('Subject: About your review on Sous');
    expect(mail).toContain('it contains a link or contact details and it looks like advertising');
  });

  it('stores XSS strings verbatim, holds them for an admin, and publishes them verbatim once approved', async () => {
    const { client, account } = await signUp(server.url);
    const name = `<img src=x onerror="alert('n')">`;
    const text = `<script>alert("xss")</script> & "quotes" 'single' </textarea>`;
    const { json } = await client.post('/api/reviews', review({ customerName: name, reviewContent: text }));
    const row = await decided(json.id as string);
    expect(row).toMatchObject({ status: 'held', customer_name: name, review_content: text });
    expect(row.moderation_reason).toContain('markup');
    const heldMail = await waitFor(() => mailTo(account.email)[0]);
    expect(heldMail).toContain("we'll review it shortly");

    const held = await admin.get('/api/admin/reviews?status=held');
    expect(held.status).toBe(200);
    const listed = (held.json.reviews as Array<{ id: string; customerName: string; reviewContent: string }>).find(
      (item) => item.id === json.id,
    );
    expect(listed).toMatchObject({ customerName: name, reviewContent: text, status: 'held' });

    const approved = await admin.post(`/api/admin/reviews/${json.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ status: 'approved', moderatedBy: 'reviews-admin@example.com' });
    const again = await admin.post(`/api/admin/reviews/${json.id}/approve`);
    expect(again.status).toBe(200); // idempotent
    const published = await new TestClient(server.url).get('/api/reviews?limit=50');
    expect(published.text).not.toContain('&lt;');
    expect((published.json.reviews as Array<{ id: string }>).find((item) => item.id === json.id)).toMatchObject({
      customerName: name,
      reviewContent: text,
    });
    // held mail, then exactly one approval mail (the repeated approve sent none)
    await waitFor(() => mailTo(account.email).length === 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mails = mailTo(account.email);
    expect(mails).toHaveLength(2);
    expect(mails.filter((mail) => mail.includes('Subject: Your review is live on Sous'))).toHaveLength(1);
  });

  it('lets an admin reject an approved review (it disappears) and answers 404/400 for unknown or bad ids', async () => {
    const { client } = await signUp(server.url);
    const { json } = await client.post('/api/reviews', review({ reviewContent: 'Nice and simple dinners.' }));
    await decided(json.id as string);
    const rejected = await admin.post(`/api/admin/reviews/${json.id}/reject`, { reason: 'Duplicate' });
    expect(rejected.json).toMatchObject({ status: 'rejected', moderationReason: 'Duplicate' });
    const list = await client.get('/api/reviews?limit=50');
    expect((list.json.reviews as Array<{ id: string }>).map((item) => item.id)).not.toContain(json.id);
    expect((await admin.post('/api/admin/reviews/00000000-0000-4000-8000-000000000000/approve')).status).toBe(404);
    const bad = await admin.post('/api/admin/reviews/abc/approve');
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('id');
    const badReason = await admin.post(`/api/admin/reviews/${json.id}/approve`, { reason: 'x'.repeat(501) });
    expect(badReason.json.field).toBe('reason');
  });

  it.each([
    [{ customerName: '   ' }, 'customerName', 'Please fill in all fields'],
    [{ customerName: undefined }, 'customerName', 'Please fill in all fields'],
    [{ reviewContent: '' }, 'reviewContent', 'Please fill in all fields'],
    [{ reviewContent: null }, 'reviewContent', 'Please fill in all fields'],
    [{ customerName: 'x'.repeat(81) }, 'customerName', 'customerName: must be at most 80 characters'],
    [{ reviewContent: 'x'.repeat(2001) }, 'reviewContent', 'reviewContent: must be at most 2000 characters'],
    [{ customerName: 42 }, 'customerName', 'customerName: must be text'],
    [{ starRating: 0 }, 'starRating', 'starRating: must be a whole number from 1 to 5'],
    [{ starRating: 6 }, 'starRating', 'starRating: must be a whole number from 1 to 5'],
    [{ starRating: 4.5 }, 'starRating', 'starRating: must be a whole number from 1 to 5'],
    [{ starRating: '5' }, 'starRating', 'starRating: must be a whole number from 1 to 5'],
    [{ starRating: undefined }, 'starRating', 'starRating: must be a whole number from 1 to 5'],
  ])('answers bad review input #%# with 400 naming the field', async (overrides, field, message) => {
    const { client } = await signUp(server.url);
    const response = await client.post('/api/reviews', review(overrides));
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ field, message });
  });

  it('needs a session to write (401) but not to read', async () => {
    const visitor = new TestClient(server.url);
    expect((await visitor.post('/api/reviews', review())).status).toBe(401);
    expect((await visitor.get('/api/reviews')).status).toBe(200);
  });

  it('allows 10 reviews per user per hour, then 429', async () => {
    const { client } = await signUp(server.url);
    for (let index = 0; index < 10; index += 1) {
      expect((await client.post('/api/reviews', review({ reviewContent: `Review number ${index}` }))).status).toBe(201);
    }
    const limited = await client.post('/api/reviews', review());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // bad input does not spend the budget of another user
    const other = (await signUp(server.url)).client;
    expect((await other.post('/api/reviews', review({ customerName: '' }))).status).toBe(400);
    expect((await other.post('/api/reviews', review())).status).toBe(201);
  });
});

describe('listing reviews', () => {
  it('pages approved reviews newest first with total and totalPages', async () => {
    await waitFor(async () => {
      const pending = await server.deps.db('reviews').where({ status: 'pending' }).count({ n: '*' }).first();
      return Number(pending?.n) === 0;
    });
    const approved = Number(
      (await server.deps.db('reviews').where({ status: 'approved' }).count({ n: '*' }).first())?.n,
    );
    const first = await new TestClient(server.url).get('/api/reviews?page=1&limit=3');
    expect(first.json).toMatchObject({ total: approved, page: 1, totalPages: Math.ceil(approved / 3) });
    const dates = (first.json.reviews as Array<{ createdAt: string }>).map((item) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await new TestClient(server.url).get('/api/reviews?page=2&limit=3');
    expect((second.json.reviews as Array<{ id: string }>)[0]?.id).not.toBe(
      (first.json.reviews as Array<{ id: string }>)[0]?.id,
    );
    expect((await new TestClient(server.url).get('/api/reviews')).json.reviews).toHaveLength(Math.min(10, approved));
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['limit=51', 'limit'],
    ['limit=0', 'limit'],
  ])('answers ?%s with 400 naming %s', async (query, field) => {
    const response = await new TestClient(server.url).get(`/api/reviews?${query}`);
    expect(response.status).toBe(400);
    expect(response.json.field).toBe(field);
  });
});

describe('admin moderation access', () => {
  it('is admin only: 401 for visitors, 403 for other users', async () => {
    const { client } = await signUp(server.url);
    const visitor = new TestClient(server.url);
    const { json } = await client.post('/api/reviews', review());
    for (const [method, path] of [
      ['GET', '/api/admin/reviews'],
      ['POST', `/api/admin/reviews/${json.id}/approve`],
      ['POST', `/api/admin/reviews/${json.id}/reject`],
      ['GET', '/api/admin/rating-notes'],
    ] as const) {
      expect((await client.request(method, path, method === 'POST' ? {} : undefined)).status, path).toBe(403);
      expect((await visitor.request(method, path, method === 'POST' ? {} : undefined)).status, path).toBe(401);
    }
    expect((await reviewRow(json.id as string)).moderated_by).not.toBe('x');
    const badStatus = await admin.get('/api/admin/reviews?status=published');
    expect(badStatus.status).toBe(400);
    expect(badStatus.json.field).toBe('status');
  });
});

describe('per-recipe ratings', () => {
  it('keeps one rating per user per recipe and recomputes the recipe average and count', async () => {
    const recipeId = await seedRecipeId(server, 'italian-spaghetti-carbonara');
    const alice = (await signUp(server.url)).client;
    const bob = (await signUp(server.url)).client;
    const first = await alice.put(`/api/recipes/${recipeId}/rating`, { stars: 5 });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ recipeId, rating: 5, reviewCount: 1, mine: { stars: 5, note: null } });
    expect((await bob.put(`/api/recipes/${recipeId}/rating`, { stars: 2 })).json).toMatchObject({
      rating: 3.5,
      reviewCount: 2,
    });
    expect((await alice.put(`/api/recipes/${recipeId}/rating`, { stars: 4 })).json).toMatchObject({
      rating: 3,
      reviewCount: 2,
    });
    const recipe = await alice.get(`/api/recipes/${recipeId}`);
    expect(recipe.json).toMatchObject({ rating: 3, reviewCount: 2 });
  });

  it('keeps the average right when many users rate at the same time', async () => {
    const recipeId = await seedRecipeId(server, 'italian-classic-tiramisu');
    const raters = await Promise.all(Array.from({ length: 8 }, () => signUp(server.url)));
    await Promise.all(
      raters.map(({ client }, index) => client.put(`/api/recipes/${recipeId}/rating`, { stars: (index % 5) + 1 })),
    );
    const row = await server.deps.db('recipes').where({ id: recipeId }).first('rating', 'review_count');
    expect(row).toEqual({ rating: 2.63, review_count: 8 }); // (1+2+3+4+5+1+2+3)/8 = 2.625
  });

  it('moderates notes: approved ones are shown verbatim, spam never; changing the note re-moderates it', async () => {
    const recipeId = await seedRecipeId(server, 'thai-mango-sticky-rice');
    const { client } = await signUp(server.url, { firstName: 'Noor' });
    const note = `Use <b>ripe</b> mangoes & a pinch of salt "really"`;
    const saved = await client.put(`/api/recipes/${recipeId}/rating`, {
      stars: 5,
      note: `  Great with ripe mangoes  `,
    });
    expect(saved.json.mine).toMatchObject({ note: 'Great with ripe mangoes', noteStatus: 'pending' });
    await waitFor(
      async () => ((await client.get(`/api/recipes/${recipeId}/ratings`)).json.ratings as unknown[]).length === 1,
    );
    const ratings = await client.get(`/api/recipes/${recipeId}/ratings`);
    expect(ratings.json).toMatchObject({
      recipeId,
      reviewCount: 1,
      ratings: [{ authorName: 'Noor', stars: 5, note: 'Great with ripe mangoes' }],
      mine: { noteStatus: 'approved' },
    });
    // Same note, new stars: stays approved, no new moderation event.
    const events = async () =>
      Number((await server.deps.db('outbox').where({ type: 'recipe_rating.noted' }).count({ n: '*' }).first())?.n ?? 0);
    const before = await events();
    expect(
      (await client.put(`/api/recipes/${recipeId}/rating`, { stars: 4, note: 'Great with ripe mangoes' })).json.mine,
    ).toMatchObject({ noteStatus: 'approved' });
    expect(await events()).toBe(before);

    // Markup is held for an admin, then shown verbatim once approved.
    await client.put(`/api/recipes/${recipeId}/rating`, { stars: 4, note });
    await waitFor(
      async () =>
        ((await client.get(`/api/recipes/${recipeId}/ratings`)).json.mine as { noteStatus: string }).noteStatus ===
        'held',
    );
    expect((await client.get(`/api/recipes/${recipeId}/ratings`)).json.ratings).toEqual([]);
    const held = await admin.get('/api/admin/rating-notes?status=held');
    const mine = (held.json.notes as Array<{ recipeId: number; note: string; userId: string }>).find(
      (item) => item.recipeId === recipeId,
    );
    expect(mine).toMatchObject({ note, recipeName: 'Mango Sticky Rice' });
    expect((await admin.post(`/api/admin/rating-notes/${recipeId}/${mine!.userId}/approve`)).status).toBe(200);
    expect(
      ((await client.get(`/api/recipes/${recipeId}/ratings`)).json.ratings as Array<{ note: string }>)[0].note,
    ).toBe(note);

    // Spam is rejected and never shown; removing the note clears it.
    await client.put(`/api/recipes/${recipeId}/rating`, { stars: 4, note: 'Buy now! Click here http://x.example' });
    await waitFor(
      async () =>
        ((await client.get(`/api/recipes/${recipeId}/ratings`)).json.mine as { noteStatus: string }).noteStatus ===
        'rejected',
    );
    expect((await client.get(`/api/recipes/${recipeId}/ratings`)).json.ratings).toEqual([]);
    const cleared = await client.put(`/api/recipes/${recipeId}/rating`, { stars: 4, note: '  ' });
    expect(cleared.json.mine).toMatchObject({ note: null, noteStatus: null });
  });

  it.each([
    [{ stars: 0 }, 'stars'],
    [{ stars: 6 }, 'stars'],
    [{ stars: 3.5 }, 'stars'],
    [{}, 'stars'],
    [{ stars: 3, note: 7 }, 'note'],
    [{ stars: 3, note: 'x'.repeat(1001) }, 'note'],
  ])('answers bad rating input #%# with 400 naming the field', async (body, field) => {
    const { client } = await signUp(server.url);
    const recipeId = await seedRecipeId(server, 'italian-spaghetti-carbonara');
    const response = await client.put(`/api/recipes/${recipeId}/rating`, body);
    expect(response.status).toBe(400);
    expect(response.json.field).toBe(field);
  });

  it('answers 404 for an unknown recipe, 400 for a bad id, 401 for visitors, 403 for premium-only recipes', async () => {
    const { client } = await signUp(server.url);
    expect((await client.put('/api/recipes/999999/rating', { stars: 3 })).status).toBe(404);
    expect((await client.get('/api/recipes/999999/ratings')).status).toBe(404);
    expect((await client.put('/api/recipes/abc/rating', { stars: 3 })).json.field).toBe('id');
    expect((await new TestClient(server.url).get('/api/recipes/1/ratings')).status).toBe(401);
    const premium = await seedRecipeId(server, 'premium-duck-confit');
    expect((await client.put(`/api/recipes/${premium}/rating`, { stars: 3 })).status).toBe(403);
  });
});
