import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../../testing/http-client';
import { signUpVerified } from '../../testing/verified-user';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: 'ops@example.com' });
});
afterAll(() => server?.close());

describe('/admin/queues', () => {
  it('sends a visitor to sign-in', async () => {
    const response = await new TestClient(server.url).get('/admin/queues');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/api/login?returnTo=%2Fadmin%2Fqueues');
  });

  it('refuses a signed-in user who is not an admin', async () => {
    const { client } = await signUp(server.url);
    expect((await client.get('/admin/queues')).status).toBe(403);
    expect((await client.get('/admin/queues/api/queues')).status).toBe(403);
  });

  it('shows the dashboard and its queue data to an admin', async () => {
    const { client } = await signUpVerified(server, { email: 'ops@example.com' });
    const page = await client.get('/admin/queues');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html');
    const api = await client.get('/admin/queues/api/queues');
    expect(api.status).toBe(200);
    const names = (api.json.queues as Array<{ name: string }>).map((queue) => queue.name).sort();
    expect(names).toEqual(['events', 'maintenance']);
  });
});
