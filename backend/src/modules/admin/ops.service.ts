import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import type { DecodedMail } from '@common/contracts/admin.schema';
import { listStoredMail, readStoredMail, type Mailer } from '../../adapters/mail';
import type { PageRequest } from '@common/contracts/paging';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { HttpError, notFound, serviceUnavailable } from '../../platform/errors';
import { eventJobOptions, outboxLagSeconds } from '../../platform/events/outbox';
import { queueNames, type QueueFactory, type QueueName } from '../../platform/queue/queues';
import type { ContactService } from '../contact';
import type { ExpertService } from '../expert';
import type { ReviewsService } from '../reviews';
import * as repo from './ops.repository';
import { pageFacts } from '../../platform/paged-query';

export interface OpsDeps {
  db: Db;
  config: Config;
  queues: QueueFactory;
  mailer: Pick<Mailer, 'kind'>;
  reviews: Pick<ReviewsService, 'waiting'>;
  expert: Pick<ExpertService, 'waiting'>;
  contact: Pick<ContactService, 'waiting'>;
}

const hoursSince = (date: Date, now: Date) => Math.round(((now.getTime() - date.getTime()) / 3_600_000) * 10) / 10;

export const presentDeadLetter = (row: repo.DeadLetterRow) => ({
  id: row.id,
  queue: row.queue,
  jobId: row.job_id,
  jobName: row.job_name,
  data: row.data,
  error: row.error,
  attempts: row.attempts,
  failedAt: row.failed_at.toISOString(),
  retriedAt: row.retried_at?.toISOString() ?? null,
});

const isQueueName = (name: string): name is QueueName => (Object.values(queueNames) as string[]).includes(name);

/** The ops area: what is waiting on people (moderation, expert SLA, contact) and on machines (dead letters, outbox). */
export function createOpsService({ db, config, queues, mailer, reviews, expert, contact }: OpsDeps) {
  const mailDir = path.join(config.DATA_DIR, 'mail');

  return {
    async overview() {
      const now = new Date();
      const [waitingReviews, questions, messages, dead, outbox, lagSeconds] = await Promise.all([
        reviews.waiting(),
        expert.waiting(),
        contact.waiting(),
        repo.deadLetterSummary(db),
        repo.outboxSummary(db),
        outboxLagSeconds(db),
      ]);
      const since = <T extends { since: Date }>(item: T | null) =>
        item ? { ...item, since: item.since.toISOString(), hoursWaiting: hoursSince(item.since, now) } : null;
      return {
        generatedAt: now.toISOString(),
        reviews: {
          pending: waitingReviews.reviews.pending,
          held: waitingReviews.reviews.held,
          oldestWaiting: since(waitingReviews.reviews.oldest),
        },
        ratingNotes: {
          pending: waitingReviews.ratingNotes.pending,
          held: waitingReviews.ratingNotes.held,
          oldestWaiting: since(waitingReviews.ratingNotes.oldest),
        },
        expertQuestions: {
          unanswered: questions.unanswered,
          overdue: questions.overdue,
          oldestWaiting: questions.oldest,
        },
        contactMessages: {
          total: messages.total,
          last24h: messages.last24h,
          notEmailed: messages.notEmailed,
          oldestNotEmailed: messages.oldestNotEmailed,
          newest: messages.newest,
        },
        deadLetters: {
          open: dead.open,
          total: dead.total,
          oldestOpen: dead.oldestOpen ? presentDeadLetter(dead.oldestOpen) : null,
        },
        outbox: {
          lagSeconds: Math.round(lagSeconds * 10) / 10,
          unprocessed: outbox.unprocessed,
          notEnqueued: outbox.notEnqueued,
          oldestUnprocessedAt: outbox.oldestUnprocessedAt?.toISOString() ?? null,
        },
      };
    },

    async deadLetters(filter: { state?: 'open' | 'retried' }, page: PageRequest) {
      const { rows, total } = await repo.listDeadLetters(db, filter, page);
      return {
        deadLetters: rows.map(presentDeadLetter),
        ...pageFacts(total, page),
      };
    },

    /**
     * Puts the job back on its queue under a new job id (the failed one still exists in BullMQ).
     * Event handlers are idempotent per event id, so a retry never applies an effect twice.
     * Idempotent itself: a dead letter is re-enqueued once (`requeued: false` afterwards).
     */
    async retryDeadLetter(id: number) {
      const existing = await repo.findDeadLetter(db, id);
      if (!existing) throw notFound('Dead letter not found');
      if (!isQueueName(existing.queue)) {
        throw new HttpError(409, `Unknown queue "${existing.queue}"`, 'conflict');
      }
      const claimed = await repo.claimRetry(db, id);
      if (!claimed) {
        return { deadLetter: presentDeadLetter((await repo.findDeadLetter(db, id))!), requeued: false, jobId: null };
      }
      const jobId = `${existing.job_id}-retry-${existing.id}`;
      const options =
        existing.queue === queueNames.events
          ? { ...eventJobOptions, jobId }
          : {
              jobId,
              attempts: 3,
              backoff: { type: 'exponential', delay: 1000 },
              removeOnComplete: 50,
              removeOnFail: 50,
            };
      try {
        await queues.queue(existing.queue).add(existing.job_name, existing.data, options);
      } catch {
        await repo.releaseRetry(db, id);
        throw serviceUnavailable('The queue is unavailable; try again in a moment');
      }
      return { deadLetter: presentDeadLetter((await repo.findDeadLetter(db, id))!), requeued: true, jobId };
    },

    /** Embedded mode: the messages the file mailer stored. With SMTP, mail left the building. */
    async mail() {
      return {
        mode: mailer.kind,
        messages: mailer.kind === 'files' || !config.SMTP_URL ? await listStoredMail(mailDir) : [],
      };
    },

    async mailMessage(id: string): Promise<string> {
      const raw = await readStoredMail(mailDir, id);
      if (raw === undefined) throw notFound('No such message');
      return raw;
    },

    /** The message decoded by mailparser (MIME parts, quoted-printable, encoded headers). */
    async decodedMailMessage(id: string): Promise<DecodedMail> {
      const raw = await readStoredMail(mailDir, id);
      if (raw === undefined) throw notFound('No such message');
      const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
      const addresses = (field: AddressObject | AddressObject[] | undefined) =>
        (Array.isArray(field) ? field : field ? [field] : [])
          .flatMap((group) => group.value)
          .map((entry) => entry.address ?? entry.name);
      return {
        id,
        from: mail.from?.text ?? '',
        to: addresses(mail.to),
        subject: mail.subject ?? '',
        sentAt: mail.date?.toISOString() ?? null,
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : null,
      };
    },
  };
}

export type OpsService = ReturnType<typeof createOpsService>;
