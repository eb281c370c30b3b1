import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, publicOrigin } from './config';

const secrets = { MEDIA_SIGNING_SECRET: 'm'.repeat(32), LINK_SIGNING_SECRET: 'l'.repeat(32) };

describe('parseConfig', () => {
  it('fills defaults from a minimal environment', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://x/y' });
    expect(config.PORT).toBe(3000);
    expect(config.APP_NAME).toBe('Sous');
    expect(config.CONTACT_EMAIL).toBe('support@sous.example');
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.RUN_WORKER_IN_WEB).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ REDIS_URL: 'not a url' }, /^Invalid configuration: REDIS_URL /],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL /],
    [{ CONTACT_EMAIL: 'nobody' }, /^Invalid configuration: CONTACT_EMAIL /],
    [{ DATABASE_URL: '' }, /^Invalid configuration: DATABASE_URL /],
    [{ NODE_ENV: 'production', ...secrets }, /^Invalid configuration: APP_ORIGIN is required in production/],
    [
      { NODE_ENV: 'production', APP_ORIGIN: '', ...secrets },
      /^Invalid configuration: APP_ORIGIN is required in production/,
    ],
    [{ METRICS_PORT: '3000' }, /^Invalid configuration: METRICS_PORT must differ from PORT/],
    [{ TRUST_PROXY_HOPS: '0' }, /^Invalid configuration: TRUST_PROXY_HOPS /],
  ])('names the variable in one line for %o', (env, message) => {
    const attempt = () => parseConfig({ DATABASE_URL: 'postgres://x/y', ...env });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
  });

  it('splits and normalises e-mail lists', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://x/y', ADMIN_EMAILS: ' Ann@Example.com, bob@example.com ,' });
    expect(config.ADMIN_EMAILS).toEqual(['ann@example.com', 'bob@example.com']);
  });

  it('normalises e-mail lists as accounts are: Unicode, spaces and case', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://x/y', ADMIN_EMAILS: '\u00a0ＡＤＭＩＮ@Example.test\u200b' });
    expect(config.ADMIN_EMAILS).toEqual(['admin@example.test']);
  });

  it('builds links from APP_ORIGIN, else http://localhost:$PORT, never from a request', () => {
    expect(publicOrigin(parseConfig({ DATABASE_URL: 'postgres://x/y', PORT: '4100' }))).toBe('http://localhost:4100');
    const configured = parseConfig({ DATABASE_URL: 'postgres://x/y', APP_ORIGIN: 'https://sous.example/some/path' });
    expect(publicOrigin(configured)).toBe('https://sous.example');
  });

  it.each([
    [{}, true],
    [{ LOCAL_SIGNUP: 'false' }, false],
    [{ OIDC_ISSUER_URL: 'https://id.example', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }, false],
    [
      { OIDC_ISSUER_URL: 'https://id.example', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b', LOCAL_SIGNUP: 'true' },
      true,
    ],
  ])('local sign-up for %o: %s', (env, expected) => {
    expect(parseConfig({ DATABASE_URL: 'postgres://x/y', ...env }).LOCAL_SIGNUP).toBe(expected);
  });
});
