/** The events the reviews module writes, by type. Its processors are beside it (`<event>.processor.ts`). */
export interface ReviewEventPayloads {
  /** A signed-in user submitted a site review (stored pending): moderate it and mail the author the outcome. */
  'review.submitted': { reviewId: string };
  /** An admin approved or rejected a review: mail the author. */
  'review.moderated': { reviewId: string; status: 'approved' | 'rejected'; moderatedBy: string };
  /** A recipe rating got a new note: moderate the note (`noteHash` = sha256 of the note moderated). */
  'recipe_rating.noted': { userId: string; recipeId: number; noteHash: string };
}

declare module '../../platform/events/types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges these events into the catalog
  interface EventPayloads extends ReviewEventPayloads {}
}
