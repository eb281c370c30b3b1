import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../../testing/http-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

describe('conditional JSON reads', () => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await startTestServer();
    ({ client } = await signUp(server.url));
  });
  afterAll(() => server?.close());

  it('answers 304 with no body when the browser holds the current version', async () => {
    const first = await client.get('/api/recipes?limit=5');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('content-type')).toMatch(/application\/json/);

    // As a browser revalidates. (Without an explicit Cache-Control, fetch adds "no-cache" to any
    // request carrying If-None-Match, which rightly makes the server answer in full.)
    const revalidate = { 'if-none-match': etag!, 'cache-control': 'max-age=0' };
    const again = await client.get('/api/recipes?limit=5', revalidate);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    const other = await client.get('/api/recipes?limit=5&page=2', revalidate);
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('leaves no-store responses (the session) alone', async () => {
    const user = await client.get('/api/auth/user');
    expect(user.status).toBe(200);
    expect(user.headers.get('etag')).toBeNull();
  });

  it("sends a write's JSON answer whole, as JSON, untagged", async () => {
    const added = await client.post('/api/shopping-list/items', { text: '2 eggs' });
    expect(added.status).toBeLessThan(300);
    expect(added.headers.get('content-type')).toMatch(/application\/json/);
    expect(added.headers.get('etag')).toBeNull();
    expect(added.json).toMatchObject({ items: [expect.objectContaining({ ingredient: 'eggs' })] });
  });

  it('does not tag errors', async () => {
    const missing = await client.get('/api/recipes/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });
});
