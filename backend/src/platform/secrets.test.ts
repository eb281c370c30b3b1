import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';
import { readOrCreateSecrets, SECRETS_FILE, signingSecrets } from './secrets';

const freshDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'sous-secrets-')), 'data');

/** A separate Node process (a web or worker start-up) asking for the signing secrets of `dataDir`. */
async function secretsInAnotherProcess(dataDir: string): Promise<{ media: string; link: string }> {
  const script = `const { signingSecrets } = await import('./backend/src/platform/secrets.ts');
process.stdout.write(JSON.stringify(signingSecrets({ DATA_DIR: process.env.DATA_DIR })));`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { env: { ...process.env, DATA_DIR: dataDir } },
  );
  return JSON.parse(stdout) as { media: string; link: string };
}

describe('signing secrets without MEDIA_SIGNING_SECRET / LINK_SIGNING_SECRET (embedded default)', () => {
  it('generates random ones once per DATA_DIR: processes started together agree, a restart keeps them', async () => {
    const [one, other] = [freshDir(), freshDir()];
    // Web and worker starting at the same moment on one folder, and a process on another folder.
    const together = await Promise.all([
      secretsInAnotherProcess(one),
      secretsInAnotherProcess(one),
      secretsInAnotherProcess(one),
      secretsInAnotherProcess(other),
    ]);
    expect(together[1]).toEqual(together[0]);
    expect(together[2]).toEqual(together[0]);
    expect(together[3].media).not.toBe(together[0].media);
    expect(together[3].link).not.toBe(together[0].link);
    expect(together[0].media).not.toBe(together[0].link);
    expect(together[0].media).toMatch(/^[\w-]{43}$/);
    // Restarted: same folder, same secrets (every issued link stays valid).
    expect(await secretsInAnotherProcess(one)).toEqual(together[0]);
    // No temporary file left behind by the processes that lost the race.
    expect(readdirSync(one)).toEqual([SECRETS_FILE]);
  }, 60_000);

  it('keeps them in DATA_DIR/secrets.json, readable by the owner only', () => {
    const dataDir = freshDir();
    const secrets = signingSecrets({ DATA_DIR: dataDir });
    const file = path.join(dataDir, SECRETS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      mediaSigningSecret: secrets.media,
      linkSigningSecret: secrets.link,
    });
  });

  it('prefers the variables when they are set, and takes the file for the one that is not', () => {
    const dataDir = freshDir();
    const kept = readOrCreateSecrets(dataDir);
    expect(signingSecrets({ DATA_DIR: dataDir, MEDIA_SIGNING_SECRET: 'm'.repeat(20) })).toEqual({
      media: 'm'.repeat(20),
      link: kept.linkSigningSecret,
    });
    expect(
      signingSecrets({
        DATA_DIR: freshDir(),
        MEDIA_SIGNING_SECRET: 'm'.repeat(20),
        LINK_SIGNING_SECRET: 'l'.repeat(20),
      }),
    ).toEqual({ media: 'm'.repeat(20), link: 'l'.repeat(20) });
  });

  it('refuses a damaged secrets file with one line, rather than signing with something else', () => {
    const dataDir = freshDir();
    readOrCreateSecrets(dataDir);
    writeFileSync(path.join(dataDir, SECRETS_FILE), '{"mediaSigningSecret":"short"}');
    expect(() => readOrCreateSecrets(dataDir)).toThrow(ConfigError);
    expect(() => readOrCreateSecrets(dataDir)).toThrow(
      /^Invalid configuration: \S+secrets\.json has no mediaSigningSecret; restore it, or remove it to sign with new secrets$/,
    );
  });
});

describe('signing secrets with NODE_ENV=production', () => {
  const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', APP_ORIGIN: 'https://sous.example' };

  it.each([
    [{}, 'MEDIA_SIGNING_SECRET'],
    [{ MEDIA_SIGNING_SECRET: 'm'.repeat(32) }, 'LINK_SIGNING_SECRET'],
    [{ LINK_SIGNING_SECRET: 'l'.repeat(32) }, 'MEDIA_SIGNING_SECRET'],
  ])('refuses to start without them (%o → %s)', (env, variable) => {
    expect(() => parseConfig({ ...production, ...env })).toThrow(ConfigError);
    expect(() => parseConfig({ ...production, ...env })).toThrow(
      new RegExp(`^Invalid configuration: ${variable} is required when NODE_ENV=production`),
    );
  });

  it('starts with both', () => {
    const config = parseConfig({
      ...production,
      MEDIA_SIGNING_SECRET: 'm'.repeat(32),
      LINK_SIGNING_SECRET: 'l'.repeat(32),
    });
    expect(signingSecrets(config)).toEqual({ media: 'm'.repeat(32), link: 'l'.repeat(32) });
  });

  it('the web process exits 1 with one clear line on stderr', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'backend/src/main.ts'], {
      env: {
        ...process.env,
        ...production,
        MEDIA_SIGNING_SECRET: '',
        LINK_SIGNING_SECRET: '',
        PORT: '0',
        METRICS_PORT: '0',
        DATA_DIR: freshDir(),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Invalid configuration: MEDIA_SIGNING_SECRET is required when NODE_ENV=production (16+ random characters, the same for web and worker)',
    ]);
  }, 60_000);
});
