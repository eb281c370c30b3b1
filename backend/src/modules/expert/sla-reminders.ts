import { EXPERT_REMIND_AFTER_HOURS } from '@common/contracts/expert';
import type { Db } from '../../platform/db';
import { transactWithEvents, type OutboxRelay } from '../../platform/events/outbox';
import * as repo from './expert.repository';

/**
 * The SLA schedule: questions open for 20 hours get one reminder. Marking `reminded_at` and writing
 * the reminder event share a transaction, so each question is reminded exactly once in effect.
 */
export async function queueDueReminders(db: Db, relay: OutboxRelay): Promise<number> {
  return transactWithEvents(db, relay, async (trx, emit) => {
    const due = await repo.claimDueReminders(trx, EXPERT_REMIND_AFTER_HOURS);
    for (const question of due) await emit('expert_question.reminder_due', { questionId: question.id });
    return due.length;
  });
}
