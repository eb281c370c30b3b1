import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ignore from 'ignore';
import { describe, expect, it } from 'vitest';

/*
 * What `docker build` (docker-compose.yml: context `.`, infra/Dockerfile) would send, computed the way
 * Docker does from .dockerignore (https://docs.docker.com/build/concepts/context/#dockerignore-files):
 * lines are trimmed, `#` lines are comments, each pattern is cleaned (Go's filepath.Clean) and matched
 * against the path from the context root (a leading `/` changes nothing; unlike .gitignore, `foo`
 * matches only the top-level `foo`), `**` spans any number of folders, `!` re-includes, the last
 * matching line wins, and a matching folder takes everything under it. The matching itself is the
 * `ignore` package's (.gitignore rules) on patterns anchored to the root. The one difference left, an
 * exception re-including something under an excluded folder (Docker allows it, .gitignore does not),
 * is refused in our .dockerignore by the test below.
 */
const root = path.resolve(import.meta.dirname, '..');
const dockerignore = readFileSync(path.join(root, '.dockerignore'), 'utf8');

function dockerPatterns(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const cleaned = path.posix.normalize(negated ? line.slice(1).trim() : line).replace(/^\/+|\/+$/g, '');
      return `${negated ? '!' : ''}/${cleaned}`;
    });
}

/** Every file and symlink (not followed) Docker would send from `directory` with these rules. */
function buildContext(directory: string, text: string): string[] {
  const matcher = ignore().add(dockerPatterns(text));
  const sent: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(directory, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!matcher.ignores(`${name}/`)) walk(name);
      } else if (!matcher.ignores(name)) {
        sent.push(name);
      }
    }
  };
  walk('');
  return sent.sort();
}

/** What must never be in the context: secrets, local state, dependencies, history, generated output. */
const FORBIDDEN = [
  /(^|\/)\.env(\.|$)/,
  /^\.data\//,
  /(^|\/)node_modules(\/|$)/,
  /^\.git(\/|$)/,
  /^e2e\/screenshots\//,
  /^bench\/results\//,
  /(^|\/)test-runs\//,
  /^frontend\/dist\//,
  /^\.build\//,
  /\.(pem|key|log)$/,
];
/** What the Dockerfile copies or its `npm ci` / `npm run build` / `npm run web` read. */
const NEEDED = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'backend/src/main.ts',
  'common/kitchen/index.ts',
  'backend/src/platform/config.ts',
  'frontend/index.html',
  'frontend/vite.config.ts',
  'frontend/src/main.tsx',
  'db/migrate.ts',
  'db/migrations/20261121000000_foundation.ts',
  'infra/Dockerfile',
  'infra/serve.js',
  'infra/build-server.ts',
  'workers/src/main.ts',
  'media/videos/boiled-eggs.mp4',
];

function scratchTree(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'sous-docker-context-'));
  const files: Record<string, string> = {
    '.env': 'STRIPE_SECRET_KEY=sk_live_x\n',
    '.env.local': 'X=1\n',
    '.env.production': 'LINK_SIGNING_SECRET=x\n',
    '.env.example': 'PORT=3000\n',
    '.data/mail/messages.jsonl': '{"raw":"reset link"}\n',
    '.data/pg/PG_VERSION': '16\n',
    '.data/secrets.json': '{}\n',
    '.data/test-runs/abc/mail/index.jsonl': '\n',
    'node_modules/x/index.js': '\n',
    'node_modules/.bin/x': '\n',
    'backend/node_modules/y/index.js': '\n',
    'frontend/.env': 'VITE_X=1\n',
    'backend/.env.local': 'X=1\n',
    'infra/tls.key': 'key\n',
    '.git/config': '[core]\n',
    '.git/objects/ab/cdef': 'x\n',
    'e2e/screenshots/home.png': 'png\n',
    'bench/results/latest.json': '{}\n',
    'frontend/dist/index.html': '<html>\n',
    '.build/server/web.mjs': '\n',
    'server.log': 'x\n',
    'import-report-2026.jsonl': '\n',
    'docs/performance.md': '# docs\n',
  };
  for (const file of NEEDED) files[file] = 'x\n';
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(directory, file)), { recursive: true });
    writeFileSync(path.join(directory, file), content);
  }
  return directory;
}

describe("buildContext matches as Docker does (examples from Docker's documentation)", () => {
  const tree = [
    'temp',
    'tempa',
    'README.md',
    'CHANGES.md',
    'main.go',
    'foo/x',
    'a/foo/x',
    'somedir/temporary.txt',
    'somedir/temp',
    'somedir/subdir/temporary.txt',
    'a/b/c/x.go',
    'docs/README.md',
  ];
  const sentWith = (rules: string) => {
    const directory = mkdtempSync(path.join(tmpdir(), 'sous-docker-rules-'));
    for (const file of tree) {
      mkdirSync(path.dirname(path.join(directory, file)), { recursive: true });
      writeFileSync(path.join(directory, file), '');
    }
    const sent = buildContext(directory, rules);
    return tree.filter((file) => !sent.includes(file)).sort();
  };
  it.each([
    ['*/temp*', ['somedir/temp', 'somedir/temporary.txt']],
    ['*/*/temp*', ['somedir/subdir/temporary.txt']],
    ['temp?', ['tempa']],
    ['**/*.go', ['a/b/c/x.go', 'main.go']],
    ['foo', ['foo/x']],
    ['/foo/', ['foo/x']],
    ['# a comment\n  *.md  \n!README.md', ['CHANGES.md']],
    ['**/*.md\n!README.md', ['CHANGES.md', 'docs/README.md']],
    ['*\n!somedir', tree.filter((file) => !file.startsWith('somedir/')).sort()],
  ])('%j excludes %j', (rules, excluded) => {
    expect(sentWith(rules)).toEqual(excluded);
  });
});

describe('the Docker build context (.dockerignore)', () => {
  it('keeps .env, .data, node_modules, .git, test runs and build output out of a checkout-like tree', () => {
    const sent = buildContext(scratchTree(), dockerignore);
    expect(sent.filter((file) => FORBIDDEN.some((pattern) => pattern.test(file)))).toEqual([]);
    expect(sent).not.toContain('.env.example'); // nothing in the image reads it
    expect(sent).not.toContain('docs/performance.md');
    // …and still sends what the build needs.
    expect(NEEDED.filter((file) => !sent.includes(file))).toEqual([]);
  });

  it('would have sent every secret without it', () => {
    const sent = buildContext(scratchTree(), '');
    for (const file of ['.env', '.data/mail/messages.jsonl', '.data/secrets.json', 'node_modules/x/index.js']) {
      expect(sent).toContain(file);
    }
  });

  it('sends every tracked file the image needs from this checkout, and nothing forbidden', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    const needed = tracked.filter((file) =>
      /^(package\.json|package-lock\.json|tsconfig(\.base|\.node)?\.json|(backend|common|db|frontend|infra|media|workers)\/)/.test(
        file,
      ),
    );
    const sent = buildContext(root, dockerignore);
    expect(needed.filter((file) => !sent.includes(file))).toEqual([]);
    expect(sent.filter((file) => FORBIDDEN.some((pattern) => pattern.test(file)))).toEqual([]);
  });

  it('re-includes only top-level entries (where Docker and .gitignore rules agree)', () => {
    const exceptions = dockerPatterns(dockerignore).filter((pattern) => pattern.startsWith('!'));
    expect(exceptions.length).toBeGreaterThan(5);
    expect(exceptions.filter((pattern) => pattern.slice(2).includes('/'))).toEqual([]);
  });

  it('copies what the Dockerfile names', () => {
    const dockerfile = readFileSync(path.join(root, 'infra/Dockerfile'), 'utf8');
    const sources = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((match) => match[1].split(/\s+/));
    expect(sources).toEqual(['package.json', 'package-lock.json', '.']);
    const sent = buildContext(root, dockerignore);
    expect(sources.filter((source) => source !== '.' && !sent.includes(source))).toEqual([]);
  });
});
