import { z } from 'zod';
import { filledText } from './common.schema';
import {
  EXPERT_ANSWER_MAX,
  EXPERT_CATEGORIES,
  EXPERT_MISSING_FIELDS,
  EXPERT_NAME_MAX,
  EXPERT_QUESTION_MAX,
  type ExpertCategory,
  type ExpertQuestionStatus,
} from './expert';
import { pageQuery, type Paged } from './paging.schema';

/** POST /api/cooking-expert/submit */
export const expertQuestionRequest = z.object({
  question: filledText(EXPERT_QUESTION_MAX, EXPERT_MISSING_FIELDS),
  name: filledText(EXPERT_NAME_MAX, EXPERT_MISSING_FIELDS),
  category: filledText(100, EXPERT_MISSING_FIELDS).pipe(
    z.enum(EXPERT_CATEGORIES, { error: 'must be one of the listed categories' }),
  ),
});
export type ExpertQuestionRequest = z.infer<typeof expertQuestionRequest>;

export interface ExpertQuestionSubmitted {
  id: string;
  status: 'asked';
  message: string;
}

/** GET /api/cooking-expert/questions — the user's own, newest first. */
export interface MyExpertQuestion {
  id: string;
  name: string;
  category: ExpertCategory;
  question: string;
  status: ExpertQuestionStatus;
  answer: string | null;
  askedAt: string;
  answeredAt: string | null;
}

/** The one-time link in the expert's e-mail: 43 base64url characters. */
export const answerTokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'is not a valid answer link' }),
});

/** GET /api/expert/answer/:token */
export interface ExpertAnswerPage {
  question: string;
  name: string;
  category: ExpertCategory;
  askedAt: string;
  /** A starting point for the expert: from the AI when configured, else a structured template. */
  aiDraft: string;
}

/** POST /api/expert/answer/:token */
export const expertAnswerRequest = z.object({
  answer: filledText(EXPERT_ANSWER_MAX, 'Please write an answer before sending.'),
});

export interface ExpertAnswerSaved {
  status: 'answered';
  answeredAt: string;
  message: string;
}

/** GET /api/admin/expert-questions?status&page&limit */
export const adminExpertQuestionsQuery = pageQuery(50, 200).extend({
  status: z.enum(['asked', 'answered', 'overdue'], { error: 'must be asked, answered or overdue' }).optional(),
});

export interface AdminExpertQuestion extends MyExpertQuestion {
  userId: string;
  hoursWaiting: number;
  /** Unanswered past the 24-hour promise. */
  overdue: boolean;
  remindedAt: string | null;
}

export interface AdminExpertQuestionList extends Paged {
  questions: AdminExpertQuestion[];
}
