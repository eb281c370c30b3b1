import type { Db, Trx } from '../../../backend/src/platform/db';
import type { EventJob, EventType } from '../../../backend/src/platform/events/types';
import type { Logger } from '../../../backend/src/platform/logger';
import type { Config } from '../../../backend/src/platform/config';
import type { SubscriptionsService } from '../../../backend/src/modules/subscriptions';
import type { TextModerator, reviewModeration } from '../../../backend/src/modules/reviews';
import type { AnswerDrafter } from '../../../backend/src/modules/expert';
import type { MailMessage, Mailer } from '../../../backend/src/adapters/mail';

/** Module services a processor may call (built once per worker process). */
export interface WorkerServices {
  subscriptions: SubscriptionsService;
  /** The AI port as reviews/notes moderation and expert drafts use it (both optional inside). */
  community: { moderator: TextModerator; drafter: AnswerDrafter };
  /** The review moderation processor's statements, batched across the jobs in flight. */
  reviews: reviewModeration.ModerationStatements;
}

export interface ProcessorContext {
  db: Db;
  services: WorkerServices;
  log: Logger;
  config: Config;
  mailer: Mailer;
  /** Runs `effect` once per (event, handler name), in a transaction with the marker row. */
  handleOnce(handler: string, effect: (trx: Trx) => Promise<void>): Promise<boolean>;
  /**
   * Sends a mail unless this (event, handler) already sent it. Mail cannot join a database
   * transaction, so this is at-least-once; the Message-ID derived from the event lets receiving
   * systems drop the rare duplicate after a crash between send and marker.
   * `markerChecked`: the caller has just read that this handler's marker is absent (with its own
   * first query), so the check is not repeated.
   */
  sendMailOnce(handler: string, message: MailMessage, options?: { markerChecked?: boolean }): Promise<boolean>;
}

export type EventProcessor<T extends EventType = EventType> = (
  event: EventJob<T>,
  context: ProcessorContext,
) => Promise<void>;
