import { z } from 'zod';
import { defineRoutes, get } from './api.schema';
import { adminContactMessage } from './contact.schema';
import { adminExpertQuestion } from './expert.schema';
import { paged, pageQuery } from './paging.schema';
import { REVIEW_STATUSES } from './reviews';

/*
 * The ops area (admins only): what waits on people (moderation, expert answers, contact) and on
 * machines (dead letters, the outbox), and the mail the file mailer stored.
 */

export const deadLetterQuery = pageQuery(50, 200).extend({
  state: z.enum(['open', 'retried'], { error: 'must be open or retried' }).optional(),
});
export const deadLetterParam = z.object({
  id: z.coerce.number({ error: 'must be a number' }).int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export const storedMailParam = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,100}$/, { error: 'is not a message id' }),
});

export const deadLetter = z
  .object({
    id: z.number().int(),
    queue: z.string(),
    jobId: z.string(),
    jobName: z.string(),
    /** The job's own data, as it was queued. */
    data: z.unknown(),
    error: z.string(),
    attempts: z.number().int(),
    failedAt: z.string(),
    retriedAt: z.string().nullable(),
  })
  .meta({ id: 'DeadLetter' });
export type DeadLetter = z.infer<typeof deadLetter>;

const waitingSince = z.object({ since: z.string(), hoursWaiting: z.number() });
const reviewStatus = z.enum(REVIEW_STATUSES);

export const opsOverview = z.object({
  generatedAt: z.string(),
  reviews: z.object({
    pending: z.number().int(),
    held: z.number().int(),
    oldestWaiting: waitingSince.extend({ id: z.string(), status: reviewStatus }).nullable(),
  }),
  ratingNotes: z.object({
    pending: z.number().int(),
    held: z.number().int(),
    oldestWaiting: waitingSince
      .extend({ recipeId: z.number().int(), userId: z.string(), status: reviewStatus.nullable() })
      .nullable(),
  }),
  expertQuestions: z.object({
    unanswered: z.number().int(),
    overdue: z.number().int(),
    oldestWaiting: adminExpertQuestion.nullable(),
  }),
  contactMessages: z.object({
    total: z.number().int(),
    last24h: z.number().int(),
    notEmailed: z.number().int(),
    oldestNotEmailed: adminContactMessage.nullable(),
    newest: adminContactMessage.nullable(),
  }),
  deadLetters: z.object({ open: z.number().int(), total: z.number().int(), oldestOpen: deadLetter.nullable() }),
  outbox: z.object({
    lagSeconds: z.number(),
    unprocessed: z.number().int(),
    notEnqueued: z.number().int(),
    oldestUnprocessedAt: z.string().nullable(),
  }),
});
export type OpsOverview = z.infer<typeof opsOverview>;

export const deadLetterRetry = z.object({
  deadLetter,
  /** False when it was re-enqueued before: a dead letter goes back once. */
  requeued: z.boolean(),
  jobId: z.string().nullable(),
});

export const storedMailSummary = z.object({
  id: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  sentAt: z.string(),
  messageId: z.string(),
});

export const storedMailList = z.object({
  /** The mailer: 'files' stores messages here; with SMTP the list is empty. */
  mode: z.string(),
  messages: z.array(storedMailSummary),
});

/** One stored message decoded (MIME and quoted-printable undone), as an operator reads it. */
export const decodedMail = z
  .object({
    id: z.string(),
    from: z.string(),
    to: z.array(z.string()),
    subject: z.string(),
    sentAt: z.string().nullable(),
    /** The plain-text part, decoded. */
    text: z.string(),
    /** The HTML part, decoded; null when the message has none. */
    html: z.string().nullable(),
  })
  .meta({ id: 'DecodedMail' });
export type DecodedMail = z.infer<typeof decodedMail>;

export const adminApi = defineRoutes({
  overview: get('/api/admin/overview', 'What is waiting, on people and on machines', opsOverview),
  deadLetters: {
    method: 'get',
    path: '/api/admin/dead-letters',
    summary: 'Jobs that ran out of retries',
    query: deadLetterQuery,
    responses: { 200: paged.extend({ deadLetters: z.array(deadLetter) }) },
  },
  retryDeadLetter: {
    method: 'post',
    path: '/api/admin/dead-letters/:id/retry',
    summary: 'Put a dead job back on its queue (once)',
    params: deadLetterParam,
    responses: { 200: deadLetterRetry },
  },
  mail: get('/api/admin/mail', 'Mail the file mailer stored, newest first', storedMailList),
  mailMessage: {
    method: 'get',
    path: '/api/admin/mail/:id',
    summary: 'One stored message, as sent',
    params: storedMailParam,
    responses: { 200: { description: 'The raw message (RFC 5322)', contentType: 'text/plain' } },
  },
  decodedMailMessage: {
    method: 'get',
    path: '/api/admin/mail/:id/decoded',
    summary: 'One stored message, decoded: headers, plain text and HTML',
    params: storedMailParam,
    responses: { 200: decodedMail },
  },
});
