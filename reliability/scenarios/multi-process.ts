import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { signUp, TestClient, type TestResponse } from '../../backend/src/testing/http-client';
import { LocalSmtp, mailHeader } from '../../backend/src/testing/local-smtp';
import { waitFor } from '../../backend/src/testing/wait-for';
import { SERVED_BY, startDeployment, type Deployment, type ServedProcess } from '../support/deployment';
import { checkInvariants } from '../support/invariants';
import { loadLoop, sleep, statusCounts } from '../support/load';
import { ReconnectingEventStream } from '../support/reconnecting-stream';
import { reportScenarios, scenario, type Figures } from '../support/report';

/** Wrong passwords one account may get (per address) before sign-in answers 429. */
const LOGIN_FAILURES = 6;
const SUPPORT = 'support@multi-process.example';
/** A stream must be back, through HAProxy on the surviving process, this soon after its process died. */
const RECONNECT_WITHIN_MS = 10_000;
/** Every change must be on every stream this soon after the last one was made. */
const DELIVERED_WITHIN_MS = 10_000;
/** Answers after which a client retries a write that carries its own id (no answer at all is 0). */
const RETRYABLE = new Set([0, 502, 503, 504]);

type Member = 'owner' | 'member';

export interface MultiProcessSettings {
  /** Signed-in cooks sending mixed traffic besides the household's two members. */
  cooks: number;
  /** Traffic before the web process is killed, and after the kills. */
  beforeKillMs: number;
  afterKillMs: number;
  /** Also SIGKILL a worker, a second after the web process. */
  killWorker: boolean;
}

interface RunningDeployment {
  deployment: Deployment;
  smtp: LocalSmtp;
}

/**
 * 2 web + 2 worker processes behind HAProxy, on a database of their own (migrated by the first web
 * process, or copied from the run's migrated template), Redis with a `{sous-mp-…}` hash-tag prefix, and a local SMTP server: started before the
 * file's tests, everything killed after them.
 */
function deploymentPerFile({ migrate }: { migrate: 'first-web-process' | 'template' }): RunningDeployment {
  const running = { smtp: new LocalSmtp() } as RunningDeployment;
  beforeAll(async () => {
    await running.smtp.start();
    running.deployment = await startDeployment({
      adminUrl: inject('testDatabaseAdminUrl'),
      databaseName: `sous_t_${inject('testRunId')}_mp_${process.pid}`,
      template: migrate === 'template' ? inject('testTemplateDatabase') : undefined,
      webs: 2,
      workers: 2,
      seed: true,
      haproxy: true,
      log: (line) => console.info(`${new Date().toISOString()} ${line}`),
      env: {
        SMTP_URL: `smtp://127.0.0.1:${running.smtp.port}`,
        CONTACT_EMAIL: SUPPORT,
        // A killed worker's jobs come back after 2 s; a relay cut by a killed web process is swept after 2 s.
        QUEUE_LOCK_SECONDS: '2',
        OUTBOX_SWEEP_SECONDS: '2',
        RATE_LOGIN_FAILURES_PER_ACCOUNT: String(LOGIN_FAILURES),
        // Everyone comes from 127.0.0.1: the per-address and per-user limits would measure the limiter.
        RATE_AUTH_PER_IP: '100000',
        RATE_API_PER_MINUTE: '100000',
        RATE_REVIEWS_PER_HOUR: '100000',
        RATE_CONTACT_PER_HOUR: '100000',
      },
    });
  }, 180_000);
  afterAll(async () => {
    await running.deployment?.close();
    await running.smtp.stop();
  }, 60_000);
  return running;
}

/** A client with `client`'s session that talks to `baseUrl` (another process, or the proxy). */
function sameSession(client: TestClient, baseUrl: string): TestClient {
  const copy = new TestClient(baseUrl);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

interface WriteLog {
  /** Requests sent, retries included, by answer. */
  statuses: number[];
  /** Writes retried with their id after no answer or a 502/503/504. */
  retried: number;
  /** Writes that never got a 2xx (each retried up to 10 times). */
  gaveUp: string[];
}

/**
 * Sends a write that carries its own id until it gets an answer other than "no answer, 502, 503,
 * 504" (ten tries, 200 ms apart): what a client does with an idempotent write. Returns the last answer.
 */
async function idempotentWrite(label: string, log: WriteLog, send: () => Promise<TestResponse>) {
  for (let attempt = 1; ; attempt++) {
    const response = await send().catch(() => ({ status: 0 }) as TestResponse);
    log.statuses.push(response.status);
    if (!RETRYABLE.has(response.status) || attempt === 10) {
      if (response.status >= 300) log.gaveUp.push(`${label}: ${response.status}`);
      return response;
    }
    if (attempt === 1) log.retried += 1;
    await sleep(200);
  }
}

/**
 * Signed-in traffic through HAProxy while one web process (and, in the full form, one worker) is
 * SIGKILLed: sessions and limits are shared, no accepted write is lost or doubled, every event is
 * handled once, and the household's event streams resume on the surviving process without a gap.
 */
async function trafficWithKills(
  { deployment, smtp }: RunningDeployment,
  settings: MultiProcessSettings,
  figures: Figures,
): Promise<void> {
  const { url, db, webs } = deployment;
  const webNamed = (name: string | null) => webs.find((web) => web.name === name);
  const recipeIds: number[] = await db('recipes')
    .where({ is_premium_exclusive: false })
    .orderBy('id')
    .limit(40)
    .pluck('id');

  // Cooks sign up and in through the proxy; two of them share a household (one list, one planner).
  const owner = await signUp(url, { firstName: 'Olive', lastName: 'Owner' });
  const member = await signUp(url, { firstName: 'Mo', lastName: 'Member' });
  const cooks = await Promise.all(Array.from({ length: settings.cooks }, () => signUp(url)));
  expect((await owner.client.post('/api/household', { name: 'Two processes' })).status).toBe(201);
  const inviteUrl = String((await owner.client.post('/api/household/invites')).json.url);
  const token = new URL(inviteUrl).searchParams.get('invite');
  expect((await member.client.post('/api/household/join', { token })).status).toBe(200);
  const everyone = [owner, member, ...cooks];

  // Sessions: each cookie is answered by both web processes (sequential requests alternate under round robin).
  const servedBefore = new Set<string>();
  for (const { client } of everyone) {
    const servers = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const response = await client.get('/api/auth/user');
      expect(response.status).toBe(200);
      servers.add(String(response.headers.get(SERVED_BY)));
    }
    servedBefore.add([...servers].sort().join('+'));
  }
  expect([...servedBefore]).toEqual([
    webs
      .map((web) => web.name)
      .sort()
      .join('+'),
  ]);

  // Rate limits: wrong passwords for one account, spread over both processes, reach one shared limit.
  const target = await signUp(url);
  const attempts: Array<{ status: number; servedBy: string | null }> = [];
  for (let i = 0; i <= LOGIN_FAILURES; i++) {
    const response = await new TestClient(url).post('/api/auth/login', {
      email: target.account.email,
      password: 'not the password at all',
    });
    attempts.push({ status: response.status, servedBy: response.headers.get(SERVED_BY) });
  }
  const rightPassword = await new TestClient(url).post('/api/auth/login', {
    email: target.account.email,
    password: target.account.password,
  });
  const failedOn = new Set(attempts.slice(0, LOGIN_FAILURES).map((attempt) => attempt.servedBy));
  expect(failedOn.size).toBe(2);
  expect(attempts.map((attempt) => attempt.status)).toEqual([...Array(LOGIN_FAILURES).fill(401), 429]);
  expect(rightPassword.status).toBe(429);

  // Event streams: each household member holds one through the proxy. The process serving the
  // member's is the one to die; a witness per member listens on the other one directly.
  const streams: Record<Member, ReconnectingEventStream> = {
    owner: await new ReconnectingEventStream(owner.client).open(),
    member: await new ReconnectingEventStream(member.client).open(),
  };
  const victim = webNamed(streams.member.current().servedBy)!;
  expect(victim).toBeDefined();
  const survivor = webs.find((web) => web !== victim)!;
  const witnesses: Record<Member, ReconnectingEventStream> = {
    owner: await new ReconnectingEventStream(sameSession(owner.client, survivor.url)).open(),
    member: await new ReconnectingEventStream(sameSession(member.client, survivor.url)).open(),
  };

  try {
    // Traffic: the owner keeps adding lines to the shared list; the cooks write a mix of everything.
    const writes: WriteLog = { statuses: [], retried: 0, gaveUp: [] };
    const lines: Array<{ id: string; text: string }> = [];
    const favorites: Array<{ userId: string; recipeId: number }> = [];
    const plannerKeys: string[] = [];
    const accepted = { reviews: [] as string[], contactMessages: [] as string[] };
    const unanswered = { reviews: 0, contactMessages: 0 };
    let replays = 0;
    let ownerListWrites = 0;

    /** Adds a line with its own id (sent again, as a phone that lost the answer would, when `replay`). */
    const addLine = async (client: TestClient, text: string, replay: boolean) => {
      const line = { id: randomUUID(), text };
      const send = async (label: string) => {
        const response = await idempotentWrite(label, writes, () => client.post('/api/shopping-list/items', line));
        // Each accepted change to the shared list is announced to both members.
        if (response.status === 201 && client === owner.client) ownerListWrites += 1;
        return response.status;
      };
      const status = await send(text);
      if (status !== 201) return status;
      lines.push(line);
      if (replay) {
        replays += 1;
        await send(`${text} (again)`);
      }
      return status;
    };
    const editor = loadLoop('editor', (n) => addLine(owner.client, `mp shared line ${n}`, n % 4 === 0), 100);
    const visitor = new TestClient(url);
    const cookLoops = cooks.map((cook, c) =>
      loadLoop(
        `cook${c}`,
        async (n) => {
          switch (n % 5) {
            case 0:
              return addLine(cook.client, `mp cook ${c} line ${n}`, n % 10 === 0);
            case 1: {
              const recipeId = recipeIds[(c * 7 + n) % recipeIds.length];
              const response = await idempotentWrite(`favorite ${recipeId}`, writes, () =>
                cook.client.put(`/api/favorites/${recipeId}`),
              );
              if (response.status === 200) favorites.push({ userId: String(cook.user.id), recipeId });
              return response.status;
            }
            case 2: {
              const clientKey = randomUUID();
              const date = new Date(Date.UTC(2027, 0, 1 + (n % 300))).toISOString().slice(0, 10);
              const response = await idempotentWrite(`planner ${clientKey}`, writes, () =>
                cook.client.post('/api/planner/entries', { date, meal: 'dinner', note: `mp ${c}/${n}`, clientKey }),
              );
              if (response.status === 201) plannerKeys.push(clientKey);
              return response.status;
            }
            case 3: {
              // No id of its own: a write whose answer is lost is not sent again.
              const response = await cook.client
                .post('/api/reviews', {
                  customerName: `Cook ${c}`,
                  reviewContent: `Two processes, one kitchen (${c}/${n}).`,
                  starRating: 5,
                })
                .catch(() => ({ status: 0, json: {} }) as TestResponse);
              if (response.status === 201) accepted.reviews.push(String(response.json.id));
              else unanswered.reviews += 1;
              return response.status;
            }
            default: {
              const response = await visitor
                .post('/api/contact', {
                  firstName: 'Lee',
                  email: `lee${c}@example.com`,
                  subject: `Multi-process ${c}/${n}`,
                  message: `Sent while processes die (${c}/${n}).`,
                })
                .catch(() => ({ status: 0, json: {} }) as TestResponse);
              if (response.status === 201) accepted.contactMessages.push(String(response.json.id));
              else unanswered.contactMessages += 1;
              return response.status;
            }
          }
        },
        100,
      ),
    );
    const loops = [editor, ...cookLoops];

    let killedAt = 0;
    let workerKilled: ServedProcess | undefined;
    try {
      await sleep(settings.beforeKillMs);
      killedAt = Date.now();
      await victim.kill('SIGKILL');
      if (settings.killWorker) {
        await sleep(1000);
        workerKilled = deployment.workers[0];
        await workerKilled.kill('SIGKILL');
      }
      await sleep(settings.afterKillMs);
    } finally {
      await Promise.all(loops.map((loop) => loop.stop()));
    }
    const lastWriteAt = Date.now();
    const samples = loops.flatMap((loop) => loop.samples);

    // The member's stream came back through the proxy, on the survivor, resuming from its last id.
    const reconnection = streams.member.connections.find((connection) => connection.openedAt > killedAt);
    expect(reconnection).toBeDefined();
    const reconnectMs = reconnection!.openedAt - killedAt;

    // Every change the survivor's own witness saw reaches each member's stream, once, in time.
    const missing = (who: Member) => {
      const have = new Set(streams[who].ids('list.changed'));
      return witnesses[who].ids('list.changed').filter((id) => !have.has(id));
    };
    let deliveredMs = -1;
    await waitFor(() => missing('owner').length === 0 && missing('member').length === 0, DELIVERED_WITHIN_MS, 50).then(
      () => (deliveredMs = Date.now() - lastWriteAt),
      () => {},
    );
    const listEvents = (who: Member) => streams[who].ids('list.changed');
    const duplicates = (who: Member) => listEvents(who).length - new Set(listEvents(who)).size;
    const witnessed = new Map(
      witnesses.member
        .events()
        .filter((event) => event.event === 'list.changed')
        .map((event) => [event.id, event]),
    );
    const afterKill = [...witnessed.values()].filter((event) => event.receivedAt > killedAt);
    // Changes made while the member's stream was away, handed over by the survivor on resume.
    const memberEvents = streams.member.events().filter((event) => event.event === 'list.changed');
    const replayed = memberEvents.filter(
      (event) =>
        reconnection &&
        event.receivedAt >= reconnection.openedAt &&
        (witnessed.get(event.id)?.receivedAt ?? Infinity) < reconnection.openedAt,
    );
    const worstDelayMs = Math.max(
      0,
      ...memberEvents.map((event) => event.receivedAt - (witnessed.get(event.id)?.receivedAt ?? event.receivedAt)),
    );

    // Sessions survive: every cookie is answered by the surviving process.
    const after = await Promise.all(everyone.map(({ client }) => client.get('/api/auth/user')));

    // No accepted write is lost, and no write sent twice with its id is stored twice.
    const texts = [...new Set(lines.map((line) => line.text))];
    const storedLines: Array<{ id: string; text: string }> = await db('shopping_list_custom_items')
      .whereIn('text', texts)
      .select('id', 'text');
    const storedIds = new Set(storedLines.map((row) => row.id));
    const lostLines = lines.filter((line) => !storedIds.has(line.id));
    const linesStoredTwice = storedLines.length - new Set(storedLines.map((row) => row.text)).size;
    const storedFavorites: Array<{ user_id: string; recipe_id: number }> = await db('favorites').select(
      'user_id',
      'recipe_id',
    );
    const favoriteKeys = new Set(storedFavorites.map((row) => `${row.user_id}/${row.recipe_id}`));
    const lostFavorites = favorites.filter((favorite) => !favoriteKeys.has(`${favorite.userId}/${favorite.recipeId}`));
    const plannerRows: Array<{ client_key: string; n: number }> = await db('planner_entries')
      .whereIn('client_key', plannerKeys)
      .groupBy('client_key')
      .select('client_key', db.raw('count(*)::int as n'));
    const lostPlanner = plannerKeys.length - plannerRows.length;
    const plannerTwice = plannerRows.filter((row) => row.n > 1).length;

    // Every event handled once: reviews moderated, messages mailed, the outbox drained, no dead letter.
    const report = await checkInvariants(db, accepted, { waitMs: 90_000 });
    await waitFor(
      async () => Number((await db('outbox').whereNull('processed_at').count({ n: '*' }).first())?.n) === 0,
      60_000,
      250,
    );
    // A job the killed worker held comes back after its 2 s lock: give it time to run (twice, if it would).
    if (settings.killWorker) await sleep(3000);
    const contactEvents: string[] = await db('outbox').where({ type: 'contact_message.sent' }).pluck('id');
    const supportMails = smtp.to(SUPPORT).map((mail) => mailHeader(mail.raw, 'Message-ID') ?? '');
    const mailsPerEvent = contactEvents.map(
      (eventId) => new Set(supportMails.filter((id) => id.startsWith(`<${eventId}.`))).size,
    );
    const strangerMails = supportMails.filter((id) => !contactEvents.some((eventId) => id.startsWith(`<${eventId}.`)));
    const resends = supportMails.length - new Set(supportMails).size;
    // Each account's confirmation mail, sent once by whichever worker took the job.
    const confirmations = [...everyone, target].map(
      ({ account }) =>
        new Set(smtp.to(account.email, '/verify-email?token=').map((mail) => mailHeader(mail.raw, 'Message-ID'))).size,
    );

    const requests = samples.length;
    Object.assign(figures, {
      killed: [victim.name, workerKilled?.name].filter(Boolean).join('+'),
      runs: deployment.runs.startsWith('the server bundle') ? 'bundle' : 'tsx',
      requests,
      statuses: JSON.stringify(statusCounts(samples)),
      idempotentRetried: writes.retried,
      replayedOnPurpose: replays,
      loginFailuresBefore429: LOGIN_FAILURES,
      reconnectMs,
      resumedFrom: reconnection?.resumedFrom ?? 'none',
      changesAfterKill: afterKill.length,
      replayedOnResume: replayed.length,
      worstDelayMs,
      memberListEvents: listEvents('member').length,
      ownerListWrites,
      lastChangeOnStreamsMs: deliveredMs,
      listLines: lines.length,
      favorites: favorites.length,
      plannerEntries: plannerKeys.length,
      reviews: accepted.reviews.length,
      contacts: accepted.contactMessages.length,
      unansweredNonIdempotent: unanswered.reviews + unanswered.contactMessages,
      contactEvents: contactEvents.length,
      supportMails: supportMails.length,
      mailResends: resends,
      violations: report.violations.length,
    });

    // Streams.
    expect(reconnection!.status).toBe(200);
    expect(reconnection!.servedBy).toBe(survivor.name);
    expect(reconnection!.resumedFrom).toMatch(/^\d+$/);
    expect(reconnectMs).toBeLessThan(RECONNECT_WITHIN_MS);
    expect({ owner: missing('owner'), member: missing('member') }).toEqual({ owner: [], member: [] });
    expect(deliveredMs).toBeGreaterThanOrEqual(0);
    expect({ owner: duplicates('owner'), member: duplicates('member') }).toEqual({ owner: 0, member: 0 });
    expect(listEvents('member').length).toBeGreaterThanOrEqual(ownerListWrites);
    expect(replayed.length).toBeGreaterThan(0); // the owner kept editing while the stream was away
    expect(worstDelayMs).toBeLessThan(RECONNECT_WITHIN_MS);
    // Sessions.
    expect(after.map((response) => response.status)).toEqual(everyone.map(() => 200));
    expect(new Set(after.map((response) => response.headers.get(SERVED_BY)))).toEqual(new Set([survivor.name]));
    // Writes.
    expect(writes.gaveUp).toEqual([]);
    expect({ lostLines, linesStoredTwice, lostFavorites, lostPlanner, plannerTwice }).toEqual({
      lostLines: [],
      linesStoredTwice: 0,
      lostFavorites: [],
      lostPlanner: 0,
      plannerTwice: 0,
    });
    // Events.
    expect(report.violations).toEqual([]);
    expect(mailsPerEvent.filter((distinct) => distinct !== 1)).toEqual([]);
    expect(strangerMails).toEqual([]);
    expect(confirmations.filter((distinct) => distinct !== 1)).toEqual([]);
    // A mail being sent as its worker died may go again, with the same Message-ID (receivers drop it).
    expect(resends).toBeLessThanOrEqual(settings.killWorker ? 8 : 0);
  } finally {
    for (const stream of [...Object.values(streams), ...Object.values(witnesses)]) await stream.close();
  }
}

/** One form of the multi-process suite (full or fast): its own deployment, the scenario, and its report. */
export function multiProcessSuite(form: {
  title: string;
  migrate: 'first-web-process' | 'template';
  scenario: string;
  settings: MultiProcessSettings;
  timeoutMs: number;
}): void {
  describe(form.title, () => {
    reportScenarios(`Faults: ${form.title}`);
    const running = deploymentPerFile({ migrate: form.migrate });
    scenario(form.scenario, (figures) => trafficWithKills(running, form.settings, figures), form.timeoutMs);
  });
}
