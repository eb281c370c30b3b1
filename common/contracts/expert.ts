import { z } from 'zod';
import { filledText, pageQuery, type Paged } from './community';

/** The 16 question categories, exactly as the form lists them (spec section 3). */
export const EXPERT_CATEGORIES = [
  'Knife Skills & Cutting Techniques',
  'Cooking Methods & Techniques',
  'Baking & Pastry',
  'Sauce Making & Emulsions',
  'Meat Preparation & Cooking',
  'Seafood & Fish Preparation',
  'Vegetable Preparation',
  'Ingredient Substitutions',
  'Recipe Modifications & Scaling',
  'Kitchen Equipment & Tools',
  'Food Safety & Storage',
  'Seasoning & Flavor Pairing',
  'Meal Planning & Prep',
  'Dietary Restrictions & Allergies',
  'Presentation & Plating',
  'Other',
] as const;
export type ExpertCategory = (typeof EXPERT_CATEGORIES)[number];

export const EXPERT_MISSING_FIELDS = 'Please fill in all fields including the question category.';
export const EXPERT_SUBMITTED_MESSAGE =
  'Thanks! Your question is with our cooking expert. You will get the answer by e-mail within 24 hours.';
export const EXPERT_QUESTION_MAX = 4000;
export const EXPERT_NAME_MAX = 80;
export const EXPERT_ANSWER_MAX = 10_000;
/** Hours: experts are reminded at 20, the question counts as overdue after 24 (the promise). */
export const EXPERT_REMIND_AFTER_HOURS = 20;
export const EXPERT_ANSWER_WITHIN_HOURS = 24;

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

export type ExpertQuestionStatus = 'asked' | 'answered';

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
