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

export { EXPERT_PLAN_FEATURE, EXPERT_SERVICE_DESCRIPTION, EXPERT_SERVICE_NAME } from './expert-service';

export const EXPERT_MISSING_FIELDS = 'Please fill in all fields including the question category.';
export const EXPERT_SUBMITTED_MESSAGE =
  'Thanks! Your question is in. A person reviews the AI-drafted answer and sends it by e-mail within 24 hours.';
export const EXPERT_QUESTION_MAX = 4000;
export const EXPERT_NAME_MAX = 80;
export const EXPERT_ANSWER_MAX = 10_000;
/** Hours: experts are reminded at 20, the question counts as overdue after 24 (the promise). */
export const EXPERT_REMIND_AFTER_HOURS = 20;
export const EXPERT_ANSWER_WITHIN_HOURS = 24;

/** A question is asked until an expert answers it. */
export const EXPERT_QUESTION_STATUSES = ['asked', 'answered'] as const;
export type ExpertQuestionStatus = (typeof EXPERT_QUESTION_STATUSES)[number];
