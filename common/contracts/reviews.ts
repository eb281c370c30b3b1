export const REVIEW_MISSING_FIELDS = 'Please fill in all fields';
export const REVIEW_SUBMITTED_MESSAGE = 'Thank you for your feedback! Your review will be published after approval.';
export const REVIEW_NAME_MAX = 80;
export const REVIEW_TEXT_MAX = 2000;
export const RATING_NOTE_MAX = 1000;
export const REVIEW_PAGE_SIZE = 10;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected', 'held'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
