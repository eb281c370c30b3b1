import { z } from 'zod';
import { normalizeEmail } from '@common/contracts/common';
import { ConfigError } from './config-error';
import { signingSecrets } from './secrets';

/**
 * Every environment variable Sous reads, parsed once. `.env.example` mirrors this list.
 * A wrong value stops the process with one line naming the variable (see `loadConfig`).
 */
const emailList = z
  .string()
  .default('')
  .transform((value) => value.split(',').map(normalizeEmail).filter(Boolean));

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());
const optionalString = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('')
  .transform((value) => value === 'true' || value === '1');

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Prometheus metrics (`GET /metrics`) are served on this port of HOST by the web process, never on
   * PORT (the public port answers 404). Keep it off the internet. 0: any free port (tests).
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_NAME: z.string().min(1).default('Sous'),
  CONTACT_EMAIL: z.email().default('support@sous.example'),
  /**
   * Public origin, e.g. https://sous.example: every absolute link in a mail is built from it, never from
   * a request's Host or X-Forwarded-Host. Required in production; empty elsewhere: http://localhost:$PORT.
   */
  APP_ORIGIN: optionalUrl,
  /** Set when a TLS-terminating proxy sits in front (enables HSTS, Secure cookies, X-Forwarded-*). */
  TRUST_PROXY: flag,
  /**
   * With TRUST_PROXY: how many proxies of ours append to X-Forwarded-For. The client address is the
   * entry that many from the right; entries further left are whatever the client sent, never trusted.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().min(1, 'is required (the launcher sets it for embedded PostgreSQL)'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * A streaming replica of DATABASE_URL for catalog reads (browse, search, a catalog recipe, cuisines),
   * in web processes. Whatever a cook writes is read from the primary (platform/read-replica.ts); while
   * the replica cannot be reached, catalog reads go to the primary too. Empty: everything on the primary.
   */
  DATABASE_READ_URL: optionalString,
  /**
   * statement_timeout (ms) on the web and worker processes' database connections: a statement running
   * or waiting on a lock longer is cancelled and the request gets 503 (code `timeout`). Migrations and
   * the importer run without it.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Empty: BullMQ runs on its PostgreSQL backend in the app database. */
  REDIS_URL: optionalUrl,
  /**
   * Queue names are prefixed so several apps (or test files) can share one Redis. On Redis Cluster
   * wrap it in braces, `{sous}`: a hash tag that puts every key of a queue in one slot, which BullMQ's
   * multi-key scripts need (https://docs.bullmq.io/bull/patterns/redis-cluster).
   */
  QUEUE_PREFIX: z
    .string()
    .regex(/^([a-z0-9_-]+|\{[a-z0-9_-]+\})$/i, 'must be letters, digits, _ or -, optionally in braces: {sous}')
    .default('sous'),
  /** Seconds a job lock lives; a killed worker's job is taken over after this. */
  QUEUE_LOCK_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  OUTBOX_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * Days processed outbox rows (with their processed-event marks) and dead letters are kept before the
   * daily housekeeping deletes them: long enough to look into an incident, short enough that the tables
   * stay small. Expired sessions and spent one-time links go at once.
   */
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * Event jobs one worker process runs at once. They mostly wait on PostgreSQL, and the hot ones
   * batch their statements across the jobs in flight, so more in flight means fewer round trips.
   */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(32),
  /** Run the worker inside the web process (the embedded default). */
  RUN_WORKER_IN_WEB: flag,
  /**
   * Migrate the database when the web process starts. `npm start` (embedded, one process) sets true;
   * in production migrations run once in the release step (`npm run db:migrate`, the k8s migration Job),
   * never in each of several web processes booting at once.
   */
  MIGRATE_ON_START: flag,
  /**
   * After SIGTERM, /readyz answers 503 for this long while requests are still served, so the load
   * balancer stops sending new ones before the listener closes. 0 in development; a few seconds behind
   * Kubernetes, whose endpoints update after the pod is told to stop.
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
  /**
   * After that, in-flight requests and open event streams get this long to finish; whatever is still
   * open is then cut and the process exits. Keep delay + drain under the orchestrator's grace period.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  /**
   * Seconds a recipe-list result (the same for everyone) is fresh in the web process. Popular browse
   * and search pages repeat constantly. Past this, the next request still gets the cached result (for
   * up to 5 more minutes) while it is recomputed, so a rating change shows in a list that people keep
   * opening after about this long, and in any list after at most 5 minutes more. 0: off.
   */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  FRONTEND_DIST: z.string().default('frontend/dist'),
  /**
   * Masterclass catalog the daily `masterclass-refresh` job mirrors: an http(s) JSON URL or a file: URL.
   * Empty: the bundled db/seeds/content/masterclasses.json.
   */
  MASTERCLASS_FEED_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^(https?|file)$/, error: 'must be an http(s):// or file: URL' }).optional(),
  ),
  /**
   * Signs the short-lived media URLs. Required with NODE_ENV=production (web and worker must share it).
   * Empty otherwise: a random one generated once and kept in DATA_DIR/secrets.json (platform/secrets.ts).
   */
  MEDIA_SIGNING_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(16).optional()),
  /** Failed sign-ins allowed per account in 15 minutes; the next attempt gets 429. */
  RATE_LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** Sign-in and sign-up attempts allowed per IP in 15 minutes. */
  RATE_AUTH_PER_IP: z.coerce.number().int().min(1).default(100),
  /** Password-reset e-mails per address per hour. */
  RATE_PASSWORD_RESET_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  /** API requests per session (or per IP without one) per minute. */
  RATE_API_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Reviews a user may submit per hour. */
  RATE_REVIEWS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Contact-form messages per IP per hour. */
  RATE_CONTACT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Cooking-expert questions a Premium user may ask per day. */
  RATE_EXPERT_QUESTIONS_PER_DAY: z.coerce.number().int().min(1).default(10),
  /**
   * Signs the one-time links in e-mails (expert answer page). Required with NODE_ENV=production (web and
   * worker must share it). Empty otherwise: a random one kept in DATA_DIR/secrets.json, like the media one.
   */
  LINK_SIGNING_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(16).optional()),
  /**
   * S3-compatible object storage for recipe photos (production). Empty S3_BUCKET: files under
   * DATA_DIR/objects. S3_ENDPOINT for a server other than AWS (MinIO, R2), usually with path-style URLs.
   */
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: flag,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Sous <no-reply@sous.example>'),
  /** Roles apply to these addresses once verified (a link mailed to the address was opened). */
  ADMIN_EMAILS: emailList,
  /**
   * Admins (also in ADMIN_EMAILS) who may act on queue jobs in /admin/queues: retry, promote, clean,
   * add, edit, pause. Other admins see the dashboard read-only (a job added there is a mail sent).
   */
  OPS_SUPERUSERS: emailList,
  EXPERT_EMAILS: emailList,
  /** Local e-mail + password sign-up. Empty: on, unless OIDC is configured. */
  LOCAL_SIGNUP: z.enum(['true', 'false', '1', '0', '']).default(''),
  OIDC_ISSUER_URL: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_ID: optionalString,
  /** Tests only: the SDK talks to a local fake Stripe server at this URL. */
  STRIPE_API_BASE_URL: optionalUrl,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** Longest one assistant answer may take, streaming included (the user gets 504 after it). */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(30_000),
  /**
   * OpenTelemetry collector (OTLP over HTTP, e.g. http://otel-collector:4318): traces from each request
   * to the jobs its events start. Empty: tracing off. The SDK's other OTEL_* variables apply.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  /**
   * `host:port` pairs (comma-separated) the URL import may fetch although they are on a private or local
   * network, e.g. an intranet recipe server. Empty: only public addresses. Each redirect is checked
   * on its own host and port, so an allowed host cannot send the import on to another local address.
   */
  URL_IMPORT_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[^\s:/]+:\d{1,5}$|^\[[0-9a-f:.]+\]:\d{1,5}$/i, 'must list host:port pairs'))),
  /** The whole fetch of a page to import (redirects and body included), in ms; the cook gets 504 after it. */
  URL_IMPORT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Assistant questions per user per minute; the next one gets 429. */
  AI_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(20),
});

export type Config = Omit<z.infer<typeof configSchema>, 'LOCAL_SIGNUP'> & { LOCAL_SIGNUP: boolean };

export { ConfigError };

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = issue.path.join('.');
    throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}`);
  }
  const config = result.data;
  const problem = crossCheck(config);
  if (problem) throw new ConfigError(`Invalid configuration: ${problem}`);
  const oidcConfigured = Boolean(config.OIDC_ISSUER_URL && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET);
  const localSignup = config.LOCAL_SIGNUP === '' ? !oidcConfigured : ['true', '1'].includes(config.LOCAL_SIGNUP);
  return { ...config, LOCAL_SIGNUP: localSignup };
}

/**
 * The origin every absolute link in a mail starts with: APP_ORIGIN, else http://localhost:$PORT.
 * A request's Host or X-Forwarded-Host never enters a link.
 */
export function publicOrigin(config: Pick<Config, 'APP_ORIGIN' | 'PORT'>): string {
  return config.APP_ORIGIN ? new URL(config.APP_ORIGIN).origin : `http://localhost:${config.PORT}`;
}

/** Rules that span variables, as "<VARIABLE> <what is wrong>"; undefined when all hold. */
function crossCheck(config: z.infer<typeof configSchema>): string | undefined {
  // In production web and worker run apart (other machines, other DATA_DIRs): a secret generated
  // by each would not match the other's, and a secret derived from another setting is no secret.
  for (const name of ['MEDIA_SIGNING_SECRET', 'LINK_SIGNING_SECRET'] as const) {
    if (config.NODE_ENV === 'production' && !config[name])
      return `${name} is required when NODE_ENV=production (16+ random characters, the same for web and worker)`;
  }
  if (config.NODE_ENV === 'production' && !config.APP_ORIGIN)
    return 'APP_ORIGIN is required in production (the public origin, e.g. https://sous.example)';
  if (config.METRICS_PORT !== 0 && config.METRICS_PORT === config.PORT)
    return `METRICS_PORT must differ from PORT (${config.PORT}): metrics are not served on the public port`;
  return undefined;
}

let cached: Config | undefined;

/** Parses process.env once; on a bad value prints one line naming the variable and exits. */
export function loadConfig(): Config {
  if (cached) return cached;
  try {
    const config = parseConfig(process.env);
    // Now rather than at the first signed link: a DATA_DIR that cannot keep them stops start-up here.
    signingSecrets(config);
    cached = config;
    return cached;
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
