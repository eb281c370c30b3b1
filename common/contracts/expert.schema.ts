import { z } from 'zod';
import { defineRoutes, get, post } from './api.schema';
import { filledText } from './common.schema';
import {
  EXPERT_ANSWER_MAX,
  EXPERT_CATEGORIES,
  EXPERT_MISSING_FIELDS,
  EXPERT_NAME_MAX,
  EXPERT_QUESTION_MAX,
  EXPERT_QUESTION_STATUSES,
} from './expert';
import { paged, pageQuery } from './paging.schema';

/** POST /api/cooking-expert/submit */
export const expertQuestionRequest = z.object({
  question: filledText(EXPERT_QUESTION_MAX, EXPERT_MISSING_FIELDS),
  name: filledText(EXPERT_NAME_MAX, EXPERT_MISSING_FIELDS),
  category: filledText(100, EXPERT_MISSING_FIELDS).pipe(
    z.enum(EXPERT_CATEGORIES, { error: 'must be one of the listed categories' }),
  ),
});
export type ExpertQuestionRequest = z.infer<typeof expertQuestionRequest>;

export const expertQuestionSubmitted = z.object({ id: z.string(), status: z.literal('asked'), message: z.string() });
export type ExpertQuestionSubmitted = z.infer<typeof expertQuestionSubmitted>;

const expertCategory = z.enum(EXPERT_CATEGORIES);

/** GET /api/cooking-expert/questions — the user's own, newest first. */
export const myExpertQuestion = z
  .object({
    id: z.string(),
    name: z.string(),
    category: expertCategory,
    question: z.string(),
    status: z.enum(EXPERT_QUESTION_STATUSES),
    answer: z.string().nullable(),
    askedAt: z.string(),
    answeredAt: z.string().nullable(),
  })
  .meta({ id: 'MyExpertQuestion' });
export type MyExpertQuestion = z.infer<typeof myExpertQuestion>;

/** The one-time link in the expert's e-mail: 43 base64url characters. */
export const answerTokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'is not a valid answer link' }),
});

/** GET /api/expert/answer/:token */
export const expertAnswerPage = z.object({
  question: z.string(),
  name: z.string(),
  category: expertCategory,
  askedAt: z.string(),
  /** A starting point for the expert: from the AI when configured, else a structured template. */
  aiDraft: z.string(),
});
export type ExpertAnswerPage = z.infer<typeof expertAnswerPage>;

/** POST /api/expert/answer/:token */
export const expertAnswerRequest = z.object({
  answer: filledText(EXPERT_ANSWER_MAX, 'Please write an answer before sending.'),
});

export const expertAnswerSaved = z.object({
  status: z.literal('answered'),
  answeredAt: z.string(),
  message: z.string(),
});
export type ExpertAnswerSaved = z.infer<typeof expertAnswerSaved>;

/** GET /api/admin/expert-questions?status&page&limit */
export const adminExpertQuestionsQuery = pageQuery(50, 200).extend({
  status: z.enum(['asked', 'answered', 'overdue'], { error: 'must be asked, answered or overdue' }).optional(),
});

export const adminExpertQuestion = myExpertQuestion
  .extend({
    userId: z.string(),
    hoursWaiting: z.number(),
    /** Unanswered past the 24-hour promise. */
    overdue: z.boolean(),
    remindedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminExpertQuestion' });
export type AdminExpertQuestion = z.infer<typeof adminExpertQuestion>;

export const adminExpertQuestionList = paged.extend({ questions: z.array(adminExpertQuestion) });
export type AdminExpertQuestionList = z.infer<typeof adminExpertQuestionList>;

export const expertApi = defineRoutes({
  submit: post(
    '/api/cooking-expert/submit',
    'Ask the cooking expert (Premium); the answer comes by e-mail',
    expertQuestionRequest,
    { 201: expertQuestionSubmitted },
  ),
  mine: get(
    '/api/cooking-expert/questions',
    "The cook's own questions, newest first",
    z.object({ questions: z.array(myExpertQuestion) }),
  ),
  answerPage: {
    method: 'get',
    path: '/api/expert/answer/:token',
    summary: "The question behind an expert's one-time answer link",
    params: answerTokenParam,
    responses: { 200: expertAnswerPage },
  },
  answer: {
    method: 'post',
    path: '/api/expert/answer/:token',
    summary: 'Send the answer through the one-time link',
    params: answerTokenParam,
    body: expertAnswerRequest,
    responses: { 200: expertAnswerSaved },
  },
  adminList: {
    method: 'get',
    path: '/api/admin/expert-questions',
    summary: 'Expert questions by status, with their waiting time',
    query: adminExpertQuestionsQuery,
    responses: { 200: adminExpertQuestionList },
  },
});
