/** The recipe the cook has open, as the assistant sees it. */
export interface AssistantRecipeContext {
  name: string;
  ingredients: string[];
  instructions: string[];
  totalTimeMinutes?: number | null;
  /** The servings the page shows (the cook may have scaled it); the ingredient lines are as written. */
  servings?: number | null;
  /** The servings the ingredient lines are written for, when the page shows a different number. */
  writtenFor?: number | null;
  /** Per serving, as the recipe states it: calories in kcal, sodium in mg, the rest in grams. */
  nutrition?: RecipeNutrition | null;
  /** 0-based index into `instructions`; null or absent when cook mode has not started. */
  currentStep?: number | null;
}

/** Markdown-lite: `**bold**` and "- " bullet lists only. */
export interface AssistantAnswer {
  answer: string;
  tips: string[];
  relatedTopics: string[];
}

/** A question after normalisation, handed to every topic handler. */
export interface Question {
  raw: string;
  /** Lower-cased, fractions and dashes normalised; see normalizeText. */
  text: string;
  recipe: AssistantRecipeContext | null;
}

/** Handlers return null when the question is not theirs, so the next handler can try. */
export type Handler = (question: Question) => AssistantAnswer | null;

export type NutrientName =
  'calories' | 'protein' | 'carbohydrates' | 'fat' | 'saturated fat' | 'sugar' | 'fiber' | 'sodium';

export type RecipeNutrition = Partial<Record<NutrientName, number>>;
