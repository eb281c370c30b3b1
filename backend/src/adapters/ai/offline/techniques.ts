import { z } from 'zod';
import table from './knowledge/techniques.json' with { type: 'json' };
import { parseKnowledge, techniqueSchema } from './knowledge/schema';

export type Technique = z.output<typeof techniqueSchema>;

/**
 * General-purpose answers to common "how do I know / how long" questions. They are rules of thumb,
 * so each answer defers to the recipe where it matters.
 */
export const TECHNIQUES: readonly Technique[] = parseKnowledge('techniques', z.array(techniqueSchema), table);

export function findTechnique(text: string): Technique | null {
  return TECHNIQUES.find((technique) => technique.when.every((pattern) => pattern.test(text))) ?? null;
}
