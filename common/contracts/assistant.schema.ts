import { z } from 'zod';
import { defineRoutes, post } from './api.schema';
import { ASSISTANT_QUESTION_MAX } from './assistant';
import { optionalText, requiredText } from './common.schema';

const lineList = (maxItems: number, maxLength: number) =>
  z
    .array(
      z
        .string({ error: 'must be a list of text lines' })
        .max(maxLength, { error: `lines must be at most ${maxLength} characters` }),
      {
        error: 'must be a list of text lines',
      },
    )
    .max(maxItems, { error: `must have at most ${maxItems} lines` });

/**
 * POST /api/cooking-assistant/ask and /stream. One body, three shapes (spec section 7):
 * - assistant page: `{ question }`;
 * - floating assistant on a recipe screen: `{ question, context }`, where context is
 *   "Recipe: …\nIngredients: …\nInstructions: …" (one ingredient / step per line reads best);
 * - cook mode: `{ question, recipeName, recipeIngredients, recipeInstructions, currentStep? }`,
 *   `currentStep` being the 0-based index of the step on screen.
 * When both are sent, the cook-mode fields win over `context`. Unknown fields are ignored.
 */
export const askAssistantRequest = z.object({
  question: requiredText(ASSISTANT_QUESTION_MAX),
  context: optionalText(20_000),
  recipeName: optionalText(300),
  recipeIngredients: lineList(200, 1000).optional(),
  recipeInstructions: lineList(200, 5000).optional(),
  currentStep: z
    .number({ error: 'must be a step index' })
    .int({ error: 'must be a step index' })
    .min(0, { error: 'must be a step index' })
    .max(1000, { error: 'must be a step index' })
    .nullish(),
});
export type AskAssistantRequest = z.infer<typeof askAssistantRequest>;

/** The answer: Markdown-lite text (`**bold**`, "- " lists), tips for the Quick Tips box, follow-up topics. */
export const assistantAnswer = z.object({
  answer: z.string(),
  tips: z.array(z.string()),
  relatedTopics: z.array(z.string()),
});
export type AssistantAnswerResponse = z.infer<typeof assistantAnswer>;

export interface AssistantStreamError {
  /** The HTTP status the same failure gets from /ask (502, 504, …). */
  status: number;
  code: string;
  message: string;
}

/**
 * Events of POST /api/cooking-assistant/stream (text/event-stream), each `event: <name>\ndata: <JSON>\n\n`:
 * any number of `delta` (text to append to the preview), then exactly one `done` (the final answer,
 * which replaces the preview; tips are only in here) or one `error`. Lines starting with ":" are
 * keep-alive comments.
 */
export type AssistantStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: AssistantAnswerResponse }
  | { event: 'error'; data: AssistantStreamError };

export const assistantApi = defineRoutes({
  ask: post('/api/cooking-assistant/ask', 'Ask the cooking assistant (Premium)', askAssistantRequest, {
    200: assistantAnswer,
  }),
  stream: post(
    '/api/cooking-assistant/stream',
    'Ask the cooking assistant and read the answer as it is written (AssistantStreamEvent)',
    askAssistantRequest,
    { 200: { description: 'Server-Sent Events: delta…, then done or error', contentType: 'text/event-stream' } },
  ),
});
