import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../../testing/http-client';
import { signUpVerified } from '../../testing/verified-user';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    ADMIN_EMAILS: 'ops@example.com,reader@example.com,root@example.com',
    // Normalised like ADMIN_EMAILS: case and surrounding space do not matter.
    OPS_SUPERUSERS: ' Root@Example.com ',
  });
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

describe('/admin/queues job actions', () => {
  const BASE = '/admin/queues/api/queues/maintenance';
  const maintenance = () => server.deps.queues.queue('maintenance');
  const delayedJob = async () => (await maintenance().add('probe', { from: 'test' }, { delay: 3_600_000 })).id!;
  const stateOf = async (id: string) => (await maintenance().getJob(id))?.getState();
  const jobCount = async () => Object.values(await maintenance().getJobCounts()).reduce((sum, n) => sum + n, 0);

  let admin: TestClient;
  let superuser: TestClient;
  beforeAll(async () => {
    admin = (await signUpVerified(server, { email: 'reader@example.com' })).client;
    superuser = (await signUpVerified(server, { email: 'root@example.com' })).client;
  });

  it('shows the queues read-only to an admin and read-write to an ops superuser', async () => {
    const flags = async (client: TestClient) =>
      ((await client.get('/admin/queues/api/queues')).json.queues as Array<{ readOnlyMode: boolean }>).map(
        (queue) => queue.readOnlyMode,
      );
    expect(await flags(admin)).toEqual([true, true]);
    expect(await flags(superuser)).toEqual([false, false]);
  });

  // An admin could queue arbitrary jobs on the events queue, i.e. official mails in our name.
  it.each([
    ['POST', `${BASE}/add`, { name: 'events', data: { type: 'auth.password_reset_requested' } }],
    ['PUT', `${BASE}/retry/failed`, {}],
    ['PUT', `${BASE}/promote`, {}],
    ['PUT', `${BASE}/clean/delayed`, {}],
    ['PUT', `${BASE}/pause`, {}],
    ['PUT', '/admin/queues/api/queues/pause', {}],
    ['PUT', '/admin/queues/api/queues/events/empty', {}],
  ])('refuses an admin who is not an ops superuser: %s %s', async (method, path, body) => {
    const id = await delayedJob();
    const before = await jobCount();
    const response = await admin.request(method, path, body);
    expect(response.status).toBe(403);
    expect(response.json).toMatchObject({ code: 'forbidden' });
    expect(await jobCount()).toBe(before);
    expect(await stateOf(id)).toBe('delayed');
    expect(await maintenance().isPaused()).toBe(false);
  });

  it.each([
    ['PUT', 'promote', {}],
    ['PATCH', 'update-data', { jobData: { from: 'admin' } }],
  ])('refuses an admin %s on one job (%s)', async (method, action, body) => {
    const id = await delayedJob();
    const response = await admin.request(method, `${BASE}/${id}/${action}`, body);
    expect(response.status).toBe(403);
    const job = await maintenance().getJob(id);
    expect(await job?.getState()).toBe('delayed');
    expect(job?.data).toEqual({ from: 'test' });
  });

  it('lets an ops superuser promote a job and add one', async () => {
    const id = await delayedJob();
    const promoted = await superuser.request('PUT', `${BASE}/${id}/promote`, {});
    expect(promoted.status).toBeLessThan(300);
    expect(await stateOf(id)).toBe('waiting');

    const before = await jobCount();
    const added = await superuser.post(`${BASE}/add`, { name: 'probe', data: { from: 'superuser' } });
    expect(added.status).toBe(200);
    expect(await jobCount()).toBe(before + 1);
  });

  it('still holds a superuser to the same-origin rule', async () => {
    const id = await delayedJob();
    const response = await superuser.request('PUT', `${BASE}/${id}/promote`, {}, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await stateOf(id)).toBe('delayed');
  });
});
