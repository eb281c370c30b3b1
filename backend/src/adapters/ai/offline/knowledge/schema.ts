import { z } from 'zod';
import { parseDataFile } from '../../../../platform/data-file';

/** Checks knowledge/<name>.json against `schema` at load; a mismatch names every bad entry and field. */
export const parseKnowledge = <Schema extends z.ZodType>(name: string, schema: Schema, data: unknown) =>
  parseDataFile(`backend/src/adapters/ai/offline/knowledge/${name}.json`, schema, data);

const text = z.string().trim().min(1);
const words = z.array(text);

/** A regular expression written as its source, as a JSON string ("\\bknead"); it is tested against normalised text. */
const pattern = z.string().transform((source, ctx) => {
  try {
    return new RegExp(source);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: `not a regular expression: ${(error as Error).message}` });
    return z.NEVER;
  }
});

/** Markdown, one line per entry (an empty entry separates paragraphs), so long answers stay readable in the file. */
const markdownLines = z
  .array(z.string())
  .min(1)
  .transform((lines) => lines.join('\n'));

/** An answer given by rule: every `when` pattern must match the question. */
const ruleFields = {
  id: text,
  when: z.array(pattern).min(1),
  answer: markdownLines,
  tips: words.max(3),
  related: words,
};

export const techniqueSchema = z.strictObject(ruleFields);

export const safetyFactSchema = z.strictObject({
  ...ruleFields,
  /** Must not match, when a neighbouring topic owns the question. */
  unless: pattern.optional(),
});

export const safeTemperatureSchema = z.strictObject({
  id: text,
  label: text,
  aliases: words,
  /** USDA minimum internal temperature, the source of truth; `celsius` is derived with the same rounding. */
  fahrenheit: z.number().int(),
  celsius: z.number().int(),
  /** USDA rest time after cooking, during which the temperature holds or rises and finishes the job. */
  restMinutes: z.number().int().positive().optional(),
  note: text,
});

export const storageTimeSchema = z.strictObject({
  food: text,
  aliases: words,
  /** Refrigerator at 4°C (40°F) or colder. */
  fridge: text,
  /** Freezer at -18°C (0°F): always safe while frozen; the time is for best quality. */
  freezer: text,
  note: text.optional(),
});

export const allergenGroupSchema = z.strictObject({
  name: text,
  /** Words that name the allergen itself in a question. */
  aliases: words,
  /** Ingredient words that usually contain it; a hint list, never a guarantee. */
  ingredientWords: words,
});

const substitutionOptionSchema = z.strictObject({
  /** What to use, with the amount for the entry's `amount` of the original. */
  use: text,
  note: text.optional(),
  /** Proposed swaps this option vouches for beyond its own wording, e.g. any dried herb for fresh. */
  endorses: pattern.optional(),
});

const substitutionEntrySchema = z.strictObject({
  ingredient: text,
  aliases: words,
  /** The amount of the original that each option replaces. */
  amount: text,
  options: z.array(substitutionOptionSchema).min(1),
  /** Safety or allergy caveat shown with every answer for this ingredient… */
  caution: text.optional(),
  /** …or the key of one that several ingredients share, from the file's `commonCautions`. */
  commonCaution: text.optional(),
});

/** The substitutions file: the entries, and the cautions several of them share, resolved into each entry's `caution`. */
export const substitutionsFileSchema = z
  .strictObject({
    commonCautions: z.record(z.string(), text),
    substitutions: z.array(substitutionEntrySchema),
  })
  .transform(({ commonCautions, substitutions }, ctx) =>
    substitutions.map(({ commonCaution, ...entry }, index) => {
      if (commonCaution === undefined) return entry;
      const caution = commonCautions[commonCaution];
      if (caution === undefined || entry.caution !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['substitutions', index, 'commonCaution'],
          message: caution ? 'give caution or commonCaution, not both' : `no commonCautions entry ${commonCaution}`,
        });
      }
      return { ...entry, caution };
    }),
  );
