import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

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
});
