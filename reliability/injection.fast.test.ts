import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../backend/src/testing/http-client';
import { waitFor } from '../backend/src/testing/wait-for';
import { createMediaSigner, mediaSigningSecret } from '../backend/src/modules/videos/media-signing';
import { recordFigures } from './support/figures';
import { generousLimits, leakIn, startWorld, type World } from './support/world';

/** Path traversal on static and media routes, SQL injection probes through the API, stored XSS. */
const dist = path.resolve('.data/reliability-dist');
const INDEX_HTML = '<!doctype html><title>Sous</title><div id="root"></div>';
let world: World;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("sous")');
  world = await startWorld({ ...generousLimits, FRONTEND_DIST: dist });
});
afterAll(() => world?.server.close());

/** Raw GET (fetch would normalise `..` away before sending). */
async function rawGet(target: string, cookie?: string) {
  const { request } = await import('node:http');
  const url = new URL(world.server.url);
  return new Promise<{ status: number; body: string; type: string }>((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: target, method: 'GET', headers: cookie ? { cookie } : {} },
      (res) => {
        let body = '';
        res.setEncoding('latin1');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, type: String(res.headers['content-type']) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Fragments of files a traversal could reach: system files, the repository, its secrets. */
const SECRET_CONTENT = [
  /root:x:0:0/,
  /"name": "sous"/,
  /DATABASE_URL/,
  /\[core\]/,
  /BEGIN [A-Z ]*PRIVATE KEY/,
  /"lockfileVersion"/,
];

const TRAVERSALS = [
  '/..%2f..%2fetc/passwd',
  '/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/%2e%2e%2f%2e%2e%2fpackage.json',
  '/..%252f..%252fpackage.json',
  '/%252e%252e%252fpackage.json',
  '/....//....//package.json',
  '/..%5c..%5cpackage.json',
  '/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json',
  '/%c0%af..%c0%afpackage.json',
  '/assets/..%2f..%2fpackage.json',
  '/assets/%2e%2e/%2e%2e/package.json',
  '/assets/..%2f..%2f.env',
  '/manifest.webmanifest/..%2f..%2fpackage.json',
  '/index.html%00.js',
  '/../../../../etc/passwd',
  '/.env',
  '/.git/config',
  '/package.json',
  '/package-lock.json',
  '//etc/passwd',
  '/%2fetc%2fpasswd',
  '/..;/..;/package.json',
];

const MEDIA_TRAVERSALS = [
  '/api/media/videos/..%2f..%2f..%2fetc%2fpasswd/video.mp4',
  '/api/media/videos/knife-skills/..%2f..%2fpackage.json',
  '/api/media/videos/%2e%2e/video.mp4',
  '/api/media/videos/..%252f..%252fpackage.json/video.mp4',
  '/api/media/videos/knife-skills/video.mp4%00.txt',
  '/api/media/videos/knife-skills/..%5c..%5cpackage.json',
  '/api/media/../../package.json',
  '/api/media/videos/%c0%ae%c0%ae/poster.jpg',
];

describe('path traversal', () => {
  it('serves no file outside the dist folder on static routes: 400/404, or the SPA shell', async (context) => {
    const statuses: number[] = [];
    for (const target of TRAVERSALS) {
      const response = await rawGet(target);
      statuses.push(response.status);
      for (const secret of SECRET_CONTENT) expect(response.body, `${target}`).not.toMatch(secret);
      expect([200, 400, 403, 404], target).toContain(response.status);
      if (response.status === 200) expect(response.body, `${target} answered 200 with something else`).toBe(INDEX_HTML);
    }
    recordFigures(
      context,
      `${TRAVERSALS.length} paths: ${statuses.filter((s) => s !== 200).length} refused, the rest got the SPA shell`,
    );
  });

  it('serves no file outside the media folder, signed or not', async () => {
    const cookie = world.as('premium').cookieHeader;
    for (const target of MEDIA_TRAVERSALS) {
      const response = await rawGet(target, cookie);
      for (const secret of SECRET_CONTENT) expect(response.body, target).not.toMatch(secret);
      expect([400, 403, 404], target).toContain(response.status);
    }
    // Even with the signing secret (as if it leaked), a traversal id is refused: ids are checked against the catalog.
    const signer = createMediaSigner(mediaSigningSecret(world.server.config));
    const userId = world.actors.premium.userId!;
    for (const id of ['../../etc/passwd', '..', '../../package.json', 'knife-skills/../../..']) {
      const signed = signer.sign(id, 'video.mp4', userId);
      const response = await rawGet(signed, cookie);
      expect([400, 403, 404], id).toContain(response.status);
      for (const secret of SECRET_CONTENT) expect(response.body).not.toMatch(secret);
    }
  });
});

/** Classic payloads, boolean pairs and time-based probes (PostgreSQL flavours first). */
const SQL_PAYLOADS = [
  "'",
  "''",
  '"',
  '\\',
  "' OR '1'='1",
  "' OR 1=1 --",
  "' OR 1=1#",
  '" OR "1"="1',
  "') OR ('1'='1",
  "1' ORDER BY 99 --",
  '1 UNION SELECT null,null,null --',
  "' UNION SELECT password_hash FROM users --",
  "'; DROP TABLE recipes; --",
  '1; DELETE FROM users',
  "%' AND 1=1 AND '%'='",
  "' AND 1=CAST((SELECT version()) AS int) --",
  "' AND extractvalue(1,concat(0x7e,version())) --",
  '$$ OR 1=1 $$',
  "E'\\x27",
  "'||(SELECT pg_sleep(3))||'",
  "'; SELECT pg_sleep(3) --",
  '1 AND (SELECT 1 FROM pg_sleep(3))',
  "' AND 1=(SELECT 1 FROM pg_sleep(3)) --",
  "1' WAITFOR DELAY '0:0:3' --",
  "' AND SLEEP(3) --",
  'egg:* | tomato',
  "egg & !'tomato'",
  '<->',
  '!!!',
];

/** The recipe list's query parameters; SQL_TARGETS adds the other parameters that reach a query. */
const RECIPE_LIST_PARAMS = [
  'search',
  'cuisine',
  'difficulty',
  'mealType',
  'dietary',
  'maxCookingTime',
  'minRating',
  'page',
  'limit',
  'featured',
];
const SQL_TARGETS = [
  '/api/recipes/by-ingredients?have=',
  '/api/reviews?page=',
  '/api/recipes/1/ratings?limit=',
  '/api/videos?category=',
  '/api/admin/reviews?status=',
  '/api/admin/expert-questions?status=',
  '/api/admin/dead-letters?state=',
  ...RECIPE_LIST_PARAMS.map((name) => `/api/recipes?${name}=`),
];

describe('SQL injection probes through the API', () => {
  it('answers every probe with 200 or 400, no SQL error, no delay, and no effect', async (context) => {
    const admin = world.as('admin');
    const { db } = world.server.deps;
    const before = Number((await db('recipes').count({ n: '*' }))[0].n);
    let slowest = 0;
    let probes = 0;
    for (const target of SQL_TARGETS) {
      for (const payload of SQL_PAYLOADS) {
        const started = performance.now();
        const response = await admin.get(`${target}${encodeURIComponent(payload)}`);
        const elapsed = performance.now() - started;
        probes += 1;
        slowest = Math.max(slowest, elapsed);
        expect([200, 400], `${target}${payload}`).toContain(response.status);
        expect(leakIn(response.text), `${target}${payload}: ${response.text.slice(0, 200)}`).toBeUndefined();
        expect(response.text).not.toMatch(/\b(42601|42P01|SQLSTATE)\b/);
        expect(elapsed, `${target}${payload} took ${elapsed.toFixed(0)} ms`).toBeLessThan(2500);
      }
    }
    expect(Number((await db('recipes').count({ n: '*' }))[0].n)).toBe(before);
    expect(await db.schema.hasTable('users')).toBe(true);
    recordFigures(
      context,
      `${probes} probes (${SQL_TARGETS.length} params × ${SQL_PAYLOADS.length} payloads), slowest ${slowest.toFixed(0)} ms`,
    );
  });

  it('treats boolean conditions as text: a false one still finds, a tautology does not list everything', async () => {
    const premium = world.as('premium');
    const count = async (path: string) => {
      const response = await premium.get(path);
      expect(response.status, path).toBe(200);
      return (response.json.recipes as unknown[]).length;
    };
    const everything = Number((await premium.get('/api/recipes?limit=100')).json.total);
    for (const path of ['/api/recipes?limit=100&search=', '/api/recipes/by-ingredients?limit=60&have=']) {
      const falseCondition = path.includes('have=') ? "egg,x' AND '1'='2" : "egg' AND '1'='2";
      expect(await count(`${path}${encodeURIComponent(falseCondition)}`), path).toBeGreaterThan(0);
      expect(await count(`${path}${encodeURIComponent("zzqx' OR '1'='1")}`), path).toBeLessThan(everything);
      expect(await count(`${path}${encodeURIComponent('zzqx") OR ("1"="1')}`), path).toBeLessThan(everything);
    }
    expect(await count(`/api/recipes?cuisine=${encodeURIComponent("x' OR '1'='1")}`)).toBe(0);
  });
});

const XSS = [
  `<script>alert("xss")</script>`,
  `<img src=x onerror="alert('n')">`,
  `"><svg/onload=alert(1)>`,
  `javascript:alert(1)`,
  `</textarea><iframe srcdoc="<script>alert(1)</script>">`,
  `{{constructor.constructor('alert(1)')()}}`,
  `\u2028<script>\u2029`,
];

describe('stored XSS', () => {
  it('stores markup verbatim, returns it only as JSON (nosniff), and never in an HTML response', async (context) => {
    const premium = world.as('premium');
    const admin = world.as('admin');
    const payload = XSS.join(' ');
    const review = await premium.post('/api/reviews', { customerName: XSS[1], reviewContent: payload, starRating: 5 });
    expect(review.status).toBe(201);
    await premium.post('/api/shopping-list/items', { text: XSS[0] });
    await premium.post('/api/cooking-expert/submit', { question: payload, name: XSS[2], category: 'Other' });
    await new TestClient(world.server.url).post('/api/contact', {
      firstName: XSS[1],
      email: 'xss@example.com',
      subject: XSS[0],
      message: payload,
    });
    const { user: registered } = await signUp(world.server.url, { firstName: XSS[0], lastName: XSS[2] });
    expect(registered.firstName).toBe(XSS[0]); // verbatim: escaping is the renderer's job

    await waitFor(async () =>
      (await admin.get('/api/admin/reviews?status=held')).text.includes(String(review.json.id)),
    );
    await admin.post(`/api/admin/reviews/${review.json.id}/approve`);
    const reads = [
      await new TestClient(world.server.url).get('/api/reviews?limit=50'),
      await premium.get('/api/shopping-list'),
      await premium.get('/api/cooking-expert/questions'),
      await admin.get('/api/admin/contact-messages'),
      await admin.get('/api/admin/reviews'),
      await admin.get('/api/admin/expert-questions'),
      await premium.get(`/api/recipes?search=${encodeURIComponent(XSS[0])}&dietary=${encodeURIComponent(XSS[1])}`),
    ];
    for (const read of reads) {
      expect(read.headers.get('content-type')).toMatch(/^application\/json/);
      expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(reads[0].text).toContain(JSON.stringify(XSS[1]).slice(1, -1)); // published verbatim, as JSON
    // Admin mail viewer: raw messages as text/plain only.
    const mail = await admin.get('/api/admin/mail');
    const messages = mail.json.messages as Array<{ id: string }>;
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages.slice(0, 20)) {
      const raw = await admin.get(`/api/admin/mail/${message.id}`);
      expect(raw.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(raw.text).not.toMatch(/content-type:\s*text\/html/i);
    }
    // HTML responses never echo the payload (no server-side rendering of user input, no reflected 404).
    for (const target of [`/${encodeURIComponent(XSS[0])}`, `/recipes?q=${encodeURIComponent(XSS[1])}`, '/reviews']) {
      const page = await rawGet(target);
      expect(page.body, target).not.toContain('<script>alert');
      expect(page.body).not.toContain('onerror=');
    }
    recordFigures(
      context,
      `${XSS.length} payloads through 6 writers, ${reads.length} JSON readers, mail viewer and SPA shell`,
    );
  });

  it('keeps the frontend free of raw HTML sinks (React escapes everything else)', () => {
    const sinks =
      /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write\(|new Function\(|\beval\(/;
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts') && sinks.test(readFileSync(file, 'utf8')))
          offenders.push(file);
      }
    };
    walk(path.resolve('frontend/src'));
    expect(offenders).toEqual([]);
  });
});

/** Strings that make backtracking regexes explode, built up to the length the contract allows. */
const evil = (length: number) => [
  'a'.repeat(length),
  ' '.repeat(length - 1) + 'x',
  '1'.repeat(length - 1) + 'x',
  '1 '.repeat(length / 2 - 1) + 'x!',
  '1/'.repeat(length / 2 - 1) + 'x',
  '1.'.repeat(length / 2 - 1) + 'x',
  '1-'.repeat(length / 2 - 1) + 'x',
  '**'.repeat(length / 2 - 1) + 'x',
  '- '.repeat(length / 2 - 1) + '\n',
  'cup '.repeat(length / 4 - 1) + 'x',
  '½'.repeat(length - 1) + 'x',
  'http://'.padEnd(length - 1, 'a') + '!',
  '(('.repeat(length / 2 - 1) + 'x',
  'aA1 '.repeat(length / 4 - 1) + '\u0000'.replace('\u0000', '!'),
  `${'Recipe: x\n'.repeat(length / 10 - 1)}`,
];

describe('ReDoS', () => {
  it('answers input at its length cap built to trigger catastrophic backtracking, quickly', async (context) => {
    const premium = world.as('premium');
    let slowest = { ms: 0, where: '' };
    const time = async (where: string, send: () => Promise<{ status: number }>) => {
      const started = performance.now();
      const response = await send();
      const ms = performance.now() - started;
      if (ms > slowest.ms) slowest = { ms, where };
      expect(response.status, where).toBeLessThan(500);
      expect(ms, `${where} took ${ms.toFixed(0)} ms`).toBeLessThan(1500);
    };
    let cases = 0;
    for (const [index, text] of evil(2000).entries()) {
      cases += 4;
      await time(`assistant question #${index}`, () => premium.post('/api/cooking-assistant/ask', { question: text }));
      await time(`assistant recipe #${index}`, () =>
        premium.post('/api/cooking-assistant/ask', {
          question: 'How long?',
          context: text,
          recipeIngredients: [text.slice(0, 1000)],
          recipeInstructions: [text],
        }),
      );
      await time(`review #${index}`, () =>
        premium.post('/api/reviews', { customerName: text.slice(0, 80), reviewContent: text, starRating: 3 }),
      );
      await time(`rating note #${index}`, () =>
        premium.put('/api/recipes/1/rating', { stars: 3, note: text.slice(0, 1000) }),
      );
    }
    for (const [index, text] of evil(200).entries()) {
      cases += 2;
      await time(`list line #${index}`, () => premium.post('/api/shopping-list/items', { text }));
      await time(`search #${index}`, () => premium.get(`/api/recipes?search=${encodeURIComponent(text)}`));
    }
    recordFigures(context, `${cases} requests, slowest ${slowest.ms.toFixed(0)} ms (${slowest.where})`);
  });
});
