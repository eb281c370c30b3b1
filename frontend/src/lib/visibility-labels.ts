import type { RecipeVisibility } from '@common/contracts/recipes';

/** Who sees a cook's own recipe or collection, as each choice reads. */
export const VISIBILITY_LABELS: Record<RecipeVisibility, string> = {
  private: 'Only me',
  household: 'My household',
  link: 'Anyone with the share link',
};
