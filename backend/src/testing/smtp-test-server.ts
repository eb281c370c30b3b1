import { afterAll, beforeAll } from 'vitest';
import { LocalSmtp } from './local-smtp';
import { startTestServer, type TestServer } from './test-server';

/**
 * For a test file: a test server whose in-process worker mails through a local SMTP server, started
 * before the file's tests and stopped after them. Read `server` inside tests (it is set by then).
 */
export function useSmtpTestServer(overrides: Record<string, string> = {}) {
  const setup = { smtp: new LocalSmtp(), server: undefined as unknown as TestServer };
  beforeAll(async () => {
    await setup.smtp.start();
    setup.server = await startTestServer({
      RUN_WORKER_IN_WEB: 'true',
      SMTP_URL: `smtp://127.0.0.1:${setup.smtp.port}`,
      ...overrides,
    });
  }, 120_000);
  afterAll(async () => {
    await setup.server?.close();
    await setup.smtp.stop();
  });
  return setup;
}

/** After the expected mail arrived, a pause long enough for any duplicate to show up too. */
export const settleMail = () => new Promise((resolve) => setTimeout(resolve, 1500));
