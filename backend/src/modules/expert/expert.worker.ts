import type { Config } from '../../platform/config';
import type { Db, Executor } from '../../platform/db';
import { transactWithEvents, type OutboxRelay } from '../../platform/events/outbox';
import { EXPERT_REMIND_AFTER_HOURS } from '@common/contracts/expert';
import { answerToken, answerUrl, linkSecret } from './answer-link';
import type { AnswerDrafter } from './drafts';
import * as repo from './expert.repository';

/*
 * What the expert processors and the SLA schedule call. The processors own exactly-once
 * (handleOnce / sendMailOnce); these functions own the data and the links.
 */

export const findQuestion = repo.findQuestion;
export const findUserContact = repo.findUserContact;

/** The expert's link for a question: the same every time it is derived (first mail, resend, reminder). */
export const answerLinkFor = (
  config: Pick<Config, 'LINK_SIGNING_SECRET' | 'MEDIA_SIGNING_SECRET' | 'DATA_DIR'>,
  question: Pick<repo.ExpertQuestionRow, 'id' | 'answer_token_nonce' | 'origin'>,
) => answerUrl(question.origin, answerToken(linkSecret(config), question.id, question.answer_token_nonce));

/** Who gets question mail: the experts, or support when no expert is configured (so nothing is lost). */
export const expertRecipients = (config: Pick<Config, 'EXPERT_EMAILS' | 'CONTACT_EMAIL'>) =>
  config.EXPERT_EMAILS.length > 0 ? config.EXPERT_EMAILS : [config.CONTACT_EMAIL];

/** Stores an AI draft for the expert's page; a failing AI just leaves the template. */
export async function draftAnswer(db: Executor, question: repo.ExpertQuestionRow, ai: AnswerDrafter): Promise<boolean> {
  if (question.ai_draft || !ai.draftAnswer) return false;
  try {
    const draft = (await ai.draftAnswer(question.question, question.category)).trim();
    if (!draft) return false;
    await repo.saveDraft(db, question.id, draft);
    return true;
  } catch {
    return false;
  }
}

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
