/** The events the expert module writes, by type. Its processors are beside it (`<event>.processor.ts`). */
export interface ExpertEventPayloads {
  /** A Premium user asked the cooking expert: acknowledge and notify the experts. */
  'expert_question.asked': { questionId: string };
  /** The SLA schedule found the question unanswered after 20 hours: remind the experts (once). */
  'expert_question.reminder_due': { questionId: string };
  /** An expert answered through the one-time link: mail the answer to the user. */
  'expert_question.answered': { questionId: string };
}

declare module '../../platform/events/types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges these events into the catalog
  interface EventPayloads extends ExpertEventPayloads {}
}
