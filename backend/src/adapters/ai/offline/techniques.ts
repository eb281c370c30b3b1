import { z } from 'zod';
import { parseDataFile } from '../../../platform/data-file';
import table from './knowledge/techniques.json' with { type: 'json' };
import { techniqueSchema } from './knowledge/schema';

export type Technique = z.output<typeof techniqueSchema>;

/**
 * General-purpose answers to common "how do I know / how long" questions. They are rules of thumb,
 * so each answer defers to the recipe where it matters.
 */
export const TECHNIQUES: readonly Technique[] = parseDataFile(
  'backend/src/adapters/ai/offline/knowledge/techniques.json',
  z.array(techniqueSchema),
  table,
);

export function findTechnique(text: string): Technique | null {
  return TECHNIQUES.find((technique) => technique.when.every((pattern) => pattern.test(text))) ?? null;
}
