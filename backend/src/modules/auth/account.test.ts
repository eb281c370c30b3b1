import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../../testing/http-client';
import { readMailbox } from '../../testing/mail';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { waitFor } from '../../testing/wait-for';

/** The cook's control of their own account: password, address and signed-in devices. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RUN_WORKER_IN_WEB: 'true', RATE_AUTH_PER_IP: '1000' });
});
afterAll(() => server?.close());

const client = () => new TestClient(server.url);
const mailsTo = (address: string) =>
  readMailbox(server.config.DATA_DIR).filter((text) => text.toLowerCase().includes(`to: ${address}`));

/** The same account signed in on a second device. */
async function secondDevice(account: { email: string; password: string }) {
  const other = client();
  const response = await other.post('/api/auth/login', account, { 'user-agent': 'Mozilla/5.0 (iPhone) Safari' });
  expect(response.status).toBe(200);
  return other;
}

describe('change password', () => {
  it('needs the current password, signs every other device out, keeps this one, and mails a notice', async () => {
    const { client: laptop, account } = await signUp(server.url);
    const phone = await secondDevice(account);
    const change = await laptop.post('/api/account/password', {
      currentPassword: account.password,
      newPassword: 'a spicier secret sauce',
    });
    expect(change.status).toBe(204);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
    expect((await client().post('/api/auth/login', account)).status).toBe(401);
    expect(
      (await client().post('/api/auth/login', { email: account.email, password: 'a spicier secret sauce' })).status,
    ).toBe(200);
    await waitFor(() => mailsTo(account.email).find((text) => text.includes('password was changed')));
  });

  it.each([
    [{ currentPassword: 'not my password at all', newPassword: 'a spicier secret sauce' }, 403, 'currentPassword'],
    [{ newPassword: 'a spicier secret sauce' }, 400, 'currentPassword'],
    [{ currentPassword: 'correct horse battery', newPassword: 'short' }, 400, 'newPassword'],
    [{ currentPassword: 'correct horse battery', newPassword: 'password12345' }, 400, 'newPassword'],
  ])('refuses %o with %i naming %s, and changes nothing', async (body, status, field) => {
    const { client: cook, account } = await signUp(server.url);
    const response = await cook.post('/api/account/password', body);
    expect(response.status).toBe(status);
    expect(response.json.field).toBe(field);
    expect((await client().post('/api/auth/login', account)).status).toBe(200);
  });

  it('answers a visitor with 401', async () => {
    expect((await client().post('/api/account/password', {})).status).toBe(401);
  });
});

describe('signed-in devices', () => {
  it('lists this device and the others, signs one out, and refuses another cook’s device', async () => {
    const { client: laptop, account } = await signUp(server.url);
    const phone = await secondDevice(account);
    const devices = (await laptop.get('/api/account/sessions')).json as unknown as {
      id: string;
      current: boolean;
      userAgent: string | null;
    }[];
    expect(devices).toHaveLength(2);
    expect(devices.filter((device) => device.current)).toHaveLength(1);
    const phoneDevice = devices.find((device) => device.userAgent?.includes('iPhone'))!;
    expect(phoneDevice.current).toBe(false);
    expect(JSON.stringify(devices)).not.toMatch(/token/i);

    const stranger = (await signUp(server.url)).client;
    expect((await stranger.delete(`/api/account/sessions/${phoneDevice.id}`)).status).toBe(404);
    expect((await phone.get('/api/auth/user')).status).toBe(200);
    expect((await laptop.delete(`/api/account/sessions/${phoneDevice.id}`)).status).toBe(204);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
    expect((await laptop.delete('/api/account/sessions/not-a-device')).status).toBe(404);
  });

  it('signs out everywhere, this device included', async () => {
    const { client: laptop, account } = await signUp(server.url);
    const phone = await secondDevice(account);
    expect((await laptop.post('/api/account/sessions/revoke-all')).status).toBe(204);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
  });
});

describe('change e-mail', () => {
  it('moves the account only when the link sent to the new address is opened, telling the old one', async () => {
    const { client: cook, account } = await signUp(server.url);
    const newEmail = `moved-${account.email}`;
    const request = await cook.post('/api/account/email', {
      newEmail: newEmail.toUpperCase(),
      password: account.password,
    });
    expect(request.status).toBe(202);
    await waitFor(() => mailsTo(account.email).find((text) => text.includes(newEmail)));
    const link = await waitFor(() => mailsTo(newEmail).find((text) => text.includes('verify-email?token=')));
    expect((await cook.get('/api/auth/user')).json.email).toBe(account.email);
    const token = decodeURIComponent(/verify-email\?token=([^\s]+)/.exec(link!)![1]);
    const opened = await client().post('/api/auth/verify-email', { token });
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await client().post('/api/auth/login', account)).status).toBe(401);
    expect((await client().post('/api/auth/login', { email: newEmail, password: account.password })).status).toBe(200);
  });

  it('answers the same for an address another cook holds, and sends it no link', async () => {
    const { client: cook, account } = await signUp(server.url);
    const { account: other } = await signUp(server.url);
    const request = await cook.post('/api/account/email', { newEmail: other.email, password: account.password });
    expect(request.status).toBe(202);
    await waitFor(() => mailsTo(account.email).find((text) => text.includes(other.email)));
    expect(mailsTo(other.email).some((text) => text.includes('Confirm your new e-mail'))).toBe(false);
  });

  it.each([
    [{ newEmail: 'not-an-address', password: 'correct horse battery' }, 400, 'newEmail'],
    [{ newEmail: 'fine@example.com', password: 'wrong password here' }, 403, 'password'],
    [{ newEmail: 'fine@example.com' }, 400, 'password'],
  ])('refuses %o with %i naming %s', async (body, status, field) => {
    const { client: cook } = await signUp(server.url);
    const response = await cook.post('/api/account/email', body);
    expect(response.status).toBe(status);
    expect(response.json.field).toBe(field);
  });
});
