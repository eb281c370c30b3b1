import type { AiProvider } from '../../adapters/ai/port';
import type { MailBrand, MailMessage, Mailer } from '../../adapters/mail/port';
import type { PaymentsProvider } from '../../adapters/payments/port';
import type { Config } from '../config';
import type { Db, Trx } from '../db';
import type { Logger } from '../logger';
import type { QueueName } from '../queue/queues';
import type { OutboxRelay } from './outbox';
import type { EventJob, EventType } from './types';

/** What the worker runner builds once per process: the platform and the adapters every processor may use. */
export interface WorkerContext {
  db: Db;
  config: Config;
  log: Logger;
  relay: OutboxRelay;
  mailer: Mailer;
  ai: AiProvider;
  payments: PaymentsProvider;
  brand: MailBrand;
}

/** An event's effects that must happen once however often it is delivered, bound to the event by the runner. */
export interface OnceEffects {
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

/** What `handle` gets for one delivery: the worker's context (its `log` names the event and attempt) and the once-effects. */
export type EventContext = WorkerContext & OnceEffects;

/**
 * What a module does when an event it listens to arrives. Lives beside the module's service as
 * `<event-name>.processor.ts` and is listed in the module's `processors`; the runner in `workers/`
 * finds it there. A redelivered event must change nothing: effects go through the once-effects or a
 * unique key.
 */
export interface EventProcessor<T extends EventType = EventType, Prepared extends object = object> {
  /** The event types it reacts to. */
  readonly events: readonly T[];
  /** The queue their jobs arrive on (the outbox relay puts every event on `events`). */
  readonly queue: QueueName;
  /** Runs once per worker process: what `handle` reuses across jobs (services, batched statements). */
  prepare?(context: WorkerContext): Prepared;
  handle(event: EventJob<T>, context: EventContext & Prepared): Promise<void>;
}

/** A processor typed from its parts: the event types from `events`, what `handle` gets from `prepare`. */
export const defineProcessor = <T extends EventType, Prepared extends object = object>(
  processor: EventProcessor<T, Prepared>,
) => processor;
