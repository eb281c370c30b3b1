import type { RecipeSummary } from '@common/contracts/recipes.schema';

/** Total minutes: the recipe's total, else prep + cooking, else null when nothing is known. */
export function totalMinutes(recipe: Pick<RecipeSummary, 'totalTimeMinutes' | 'prepTimeMinutes' | 'cookingMinutes'>) {
  if (recipe.totalTimeMinutes != null) return recipe.totalTimeMinutes;
  if (recipe.prepTimeMinutes == null && recipe.cookingMinutes == null) return null;
  return (recipe.prepTimeMinutes ?? 0) + (recipe.cookingMinutes ?? 0);
}

/** Spec section 9: missing servings show 1. */
export const servingsOf = (recipe: Pick<RecipeSummary, 'servings'>) =>
  recipe.servings && recipe.servings > 0 ? recipe.servings : 1;

/** Spec section 9: rating to one decimal, missing shows 0.0. */
export const formatRating = (rating: number | null | undefined) => (rating ?? 0).toFixed(1);

/** "45 min", "1h 50m", "2h": compact enough for a card's meta row. */
export function formatMinutes(minutes: number | null): string {
  if (minutes == null) return '—';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours}h ${rest}m` : `${hours}h`;
}

/** Spec section 9: green Beginner, yellow Intermediate, red Advanced, grey anything else. */
export function difficultyTone(difficulty: string | null): 'easy' | 'medium' | 'hard' | 'other' {
  switch (difficulty?.toLowerCase()) {
    case 'beginner':
      return 'easy';
    case 'intermediate':
      return 'medium';
    case 'advanced':
      return 'hard';
    default:
      return 'other';
  }
}
