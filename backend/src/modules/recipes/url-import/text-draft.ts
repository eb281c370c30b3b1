/**
 * Pasted recipe text made into a draft, by a simple reading a cook can predict:
 * - the first line is the name;
 * - a line that is only a heading ("Ingredients", "Method", "Directions", "Steps", …, with or without
 *   a colon or a leading "#") starts that part; lines before the first heading are the description;
 * - without headings, a short line that is not a sentence and that the shared parser reads confidently
 *   as an ingredient is one, and every other line is a step;
 * - list markers ("-", "•", "1.", "Step 2:") are dropped.
 */
import { OWN_RECIPE_LIMITS as L } from '@common/contracts/own-recipes';
import { INGREDIENT_HEADINGS, STEP_HEADINGS } from '@common/contracts/recipe-import';
import type { ImportedDraft } from '@common/contracts/recipe-import.schema';
import { isConfidentParse } from '@common/kitchen/parse-confidence';
import { parseIngredient } from '@common/kitchen/parse-ingredient';
import { emptyDraft, imported, plainText } from './recipe-draft';

type Part = 'description' | 'ingredients' | 'instructions';

function headingOf(line: string): Part | null {
  const words = line
    .toLowerCase()
    .replace(/^#+\s*/, '')
    .replace(/[:：]\s*$/, '')
    .trim();
  if ((INGREDIENT_HEADINGS as readonly string[]).includes(words)) return 'ingredients';
  if ((STEP_HEADINGS as readonly string[]).includes(words)) return 'instructions';
  return null;
}

const unmarked = (line: string) =>
  line.replace(/^(?:[-*•·‣◦▪]\s*|\d{1,3}[.)]\s+|step\s*\d{1,3}\s*[:.)-]?\s*)/i, '').trim();

/** A line that reads as an ingredient: short, not a sentence, and the parser sure of it. */
function looksLikeIngredient(line: string): boolean {
  // Sentences are steps: two of them, or three words or more ending in a full stop.
  if (line.length > 80 || /[.!?]\s+\S/.test(line) || (/[.!?]$/.test(line) && line.split(/\s+/).length >= 3))
    return false;
  return isConfidentParse(parseIngredient(line));
}

export function draftFromText(text: string): ImportedDraft {
  const all = text
    .split(/\r?\n/)
    .map((line) => plainText(line))
    .filter(Boolean);
  const draft = emptyDraft();
  const [title = '', ...rest] = all;
  draft.name = unmarked(title.replace(/^#+\s*/, '')).slice(0, L.name);
  const parts: Record<Part, string[]> = { description: [], ingredients: [], instructions: [] };
  const headed = rest.some((line) => headingOf(line) !== null);
  let part: Part = 'description';
  for (const line of rest) {
    const heading = headingOf(line);
    if (heading) {
      part = heading;
      continue;
    }
    const item = unmarked(line);
    if (!item) continue;
    if (headed) parts[part].push(item);
    else parts[looksLikeIngredient(item) ? 'ingredients' : 'instructions'].push(item);
  }
  draft.description = parts.description.join('\n').slice(0, L.description) || null;
  draft.ingredients = parts.ingredients.map((line) => line.slice(0, L.ingredientLine)).slice(0, L.ingredientLines);
  draft.instructions = parts.instructions.map((line) => line.slice(0, L.step)).slice(0, L.steps);
  return imported(draft);
}
