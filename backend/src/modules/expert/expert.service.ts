import { randomBytes, randomUUID } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { PageRequest } from '@common/contracts/paging';
import {
  EXPERT_ANSWER_WITHIN_HOURS,
  EXPERT_SERVICE_DESCRIPTION,
  EXPERT_SUBMITTED_MESSAGE,
} from '@common/contracts/expert';
import {
  type AdminExpertQuestionList,
  type ExpertAnswerPage,
  type ExpertAnswerSaved,
  type ExpertQuestionRequest,
  type ExpertQuestionSubmitted,
  type MyExpertQuestion,
} from '@common/contracts/expert.schema';
import type { Db } from '../../platform/db';
import { HttpError, notFound } from '../../platform/errors';
import { transactWithEvents, type OutboxRelay } from '../../platform/events/outbox';
import type { Actor, PremiumCheck } from '../../platform/http/actor';
import { consumeOrThrow } from '../../platform/rate-limit';
import { requirePremium, type PremiumFeature } from '../subscriptions';
import { answerToken, hashAnswerToken } from './answer-link';
import { templateDraft } from './drafts';
import { presentAdminQuestion, presentMyQuestion } from './expert.presenter';
import * as repo from './expert.repository';
import { pageFacts } from '../../platform/paged-query';

/** Asking an expert, as the one Premium 403 names it. */
export const EXPERT_FEATURE: PremiumFeature = {
  title: 'Ask a cooking expert',
  message: `Asking a cooking expert is a Premium Chef feature. ${EXPERT_SERVICE_DESCRIPTION}`,
};

export interface ExpertDeps {
  db: Db;
  relay: OutboxRelay;
  isPremium: PremiumCheck;
  /** Signs answer links (see answer-link.ts). */
  linkSecret: string;
  /** Questions per user per day. */
  questionsPerUser: RateLimiterAbstract;
}

const linkUsed = () => new HttpError(410, 'This question has already been answered. Thank you!', 'already_answered');
const linkInvalid = () => notFound('This answer link is not valid.');

export function createExpertService({ db, relay, isPremium, linkSecret, questionsPerUser }: ExpertDeps) {
  async function requireExpertPremium(actor: Actor) {
    requirePremium(await isPremium(actor), EXPERT_FEATURE);
  }

  /** The open question behind a link, or 404 (never valid) / 410 (already used). */
  async function questionForToken(token: string) {
    const row = await repo.findByTokenHash(db, hashAnswerToken(token));
    if (!row) throw linkInvalid();
    if (row.status !== 'asked') throw linkUsed();
    return row;
  }

  return {
    requirePremium: requireExpertPremium,

    /** Premium only. Stored with its `expert_question.asked` event; the worker mails the user and the experts. */
    async ask(actor: Actor, input: ExpertQuestionRequest, origin: string): Promise<ExpertQuestionSubmitted> {
      await consumeOrThrow(questionsPerUser, actor.userId);
      const id = randomUUID();
      const nonce = randomBytes(16).toString('hex');
      await transactWithEvents(db, relay, async (trx, emit) => {
        await repo.insertQuestion(trx, {
          id,
          user_id: actor.userId,
          name: input.name,
          category: input.category,
          question: input.question,
          answer_token_nonce: nonce,
          answer_token_hash: hashAnswerToken(answerToken(linkSecret, id, nonce)),
          origin,
        });
        await emit('expert_question.asked', { questionId: id });
      });
      return { id, status: 'asked', message: EXPERT_SUBMITTED_MESSAGE };
    },

    /** The user's own questions, newest first (answered ones carry the answer). */
    async mine(actor: Actor): Promise<MyExpertQuestion[]> {
      return (await repo.questionsOf(db, actor.userId)).map(presentMyQuestion);
    },

    async answerPage(token: string): Promise<ExpertAnswerPage> {
      const row = await questionForToken(token);
      return {
        question: row.question,
        name: row.name,
        category: row.category,
        askedAt: row.created_at.toISOString(),
        aiDraft: row.ai_draft ?? templateDraft(row),
      };
    },

    /** One-time: the first answer closes the question; the link then answers 410. */
    async answer(token: string, answer: string): Promise<ExpertAnswerSaved> {
      const tokenHash = hashAnswerToken(token);
      const saved = await transactWithEvents(db, relay, async (trx, emit) => {
        const row = await repo.saveAnswer(trx, tokenHash, answer);
        if (row) await emit('expert_question.answered', { questionId: row.id });
        return row;
      });
      if (!saved) {
        await questionForToken(token); // throws 404 or 410
        throw linkUsed(); // answered between the two reads
      }
      return {
        status: 'answered',
        answeredAt: saved.answered_at!.toISOString(),
        message: 'Thank you! Your answer is on its way to the cook.',
      };
    },

    async adminList(
      filter: { status?: 'asked' | 'answered' | 'overdue' },
      page: PageRequest,
    ): Promise<AdminExpertQuestionList> {
      const { rows, total } = await repo.listQuestions(
        db,
        { ...filter, overdueHours: EXPERT_ANSWER_WITHIN_HOURS },
        page,
      );
      return {
        questions: rows.map((row) => presentAdminQuestion(row)),
        ...pageFacts(total, page),
      };
    },

    /** For the ops overview. */
    async waiting() {
      const summary = await repo.openSummary(db, EXPERT_ANSWER_WITHIN_HOURS);
      return {
        unanswered: summary.unanswered,
        overdue: summary.overdue,
        oldest: summary.oldest ? presentAdminQuestion(summary.oldest) : null,
      };
    },
  };
}

export type ExpertService = ReturnType<typeof createExpertService>;
