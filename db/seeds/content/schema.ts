import { CUISINES, DIETARY_OPTIONS, DIFFICULTIES, MEAL_TYPES } from '@common/contracts/recipes';
import { SKILL_VIDEO_CATEGORIES, SKILL_VIDEO_DIFFICULTIES } from '@common/contracts/videos';
import { z } from 'zod';

/** The recipe filter's cuisines, and the others the seed recipes come from. */
const SEED_CUISINES = [
  ...CUISINES,
  'American',
  'Korean',
  'Middle Eastern',
  'Spanish',
  'Greek',
  'Vietnamese',
  'British',
] as const;

/** Stable, unique, kebab-case key: the seed upserts on it. */
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case');
const text = z.string().trim().min(1);
const minutes = z.number().int().nonnegative();
const amount = z.number().nonnegative();

/** One of the project's own recipes (written for Sous; no third-party text). */
export const seedRecipeSchema = z.strictObject({
  slug,
  name: text,
  /** One or two appetising sentences. */
  description: text,
  cuisine: z.enum(SEED_CUISINES),
  mealType: z.array(z.enum(MEAL_TYPES)).min(1),
  difficulty: z.enum(DIFFICULTIES),
  prepTimeMinutes: minutes,
  cookingMinutes: minutes,
  servings: z.number().int().positive(),
  dietary: z.array(z.enum(DIETARY_OPTIONS)),
  tags: z.array(text),
  /** Ingredient lines as a US cook writes them: "2 cups arborio rice", "1 (14 oz) can diced tomatoes", "salt to taste". */
  ingredients: z.array(text).min(1),
  /** Steps in order, one per entry, no numbering; oven temperatures in °F ("Heat the oven to 400°F"), explicit times ("simmer 18 minutes"). */
  instructions: z.array(text).min(1),
  /** Per serving. Grams except calories (kcal) and sodium (mg). */
  nutrition: z.strictObject({
    calories: amount,
    protein: amount,
    carbohydrates: amount,
    totalFat: amount,
    saturatedFat: amount,
    sugar: amount,
    fiber: amount,
    sodium: amount,
  }),
  isPremiumExclusive: z.boolean().optional(),
});

const mealSlot = slug.nullable();

/** A built-in weekly plan, filled with the seed recipes' slugs. */
export const seedMealPlanSchema = z.strictObject({
  id: slug,
  name: text,
  description: text,
  difficulty: z.enum(['Beginner', 'Intermediate', 'Advanced']),
  tags: z.array(text),
  /** Seven days from Monday, each [breakfast, lunch, dinner]; null where the plan skips that meal. */
  days: z.array(z.tuple([mealSlot, mealSlot, mealSlot])).length(7),
});

/** One built-in cooking skill video (text written for Sous). Media lives at media/videos/<id>.mp4|.jpg|.vtt. */
export const seedSkillVideoSchema = z.strictObject({
  /** The seed upserts on it and the media files are named after it. */
  id: slug,
  title: text,
  description: text,
  /** Running time of the full lesson as shown on the card. */
  duration: z.string().regex(/^\d{1,2}:[0-5]\d$/, 'must be m:ss'),
  difficulty: z.enum(SKILL_VIDEO_DIFFICULTIES),
  category: z.enum(SKILL_VIDEO_CATEGORIES),
  /** Short skill lines; the card shows the first 2 and '+N more'. */
  skills: z.array(text).min(3).max(6),
});

/** A list whose entries' `key` must be unique (the seed upserts on it). */
const uniqueList = <Entry extends z.ZodType>(entry: Entry, key: 'slug' | 'id') =>
  z.array(entry).superRefine((entries, ctx) => {
    const seen = new Set<unknown>();
    entries.forEach((item, index) => {
      const value = (item as Record<string, unknown>)[key];
      if (seen.has(value))
        ctx.addIssue({ code: 'custom', path: [index, key], message: `duplicate ${key} ${String(value)}` });
      seen.add(value);
    });
  });

export const seedRecipesFile = uniqueList(seedRecipeSchema, 'slug');
export const seedMealPlansFile = uniqueList(seedMealPlanSchema, 'id');
export const seedSkillVideosFile = uniqueList(seedSkillVideoSchema, 'id');
