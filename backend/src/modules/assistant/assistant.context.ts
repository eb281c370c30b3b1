import type { AssistantInput, AssistantRecipeContext, RecipeNutrition } from '../../adapters/ai';
import type { AskAssistantRequest } from '@common/contracts/assistant.schema';

type Section = 'name' | 'ingredients' | 'instructions' | 'servings' | 'nutrition' | 'time' | 'other';

// "Recipe: …", "Ingredients: …", "Instructions: …" start a section; other known labels end one.
const LABEL =
  /^\s*(recipe name|recipe|name|title|ingredients|instructions|steps|directions|method|description|servings|serves|nutrition(?: per serving)?|cuisine|difficulty|(?:total |prep |cook(?:ing)? )?time)\s*:\s*(.*)$/i;

function sectionOf(label: string): Section {
  const word = label.toLowerCase();
  if (word === 'servings' || word === 'serves') return 'servings';
  if (word.startsWith('nutrition')) return 'nutrition';
  if (word === 'total time') return 'time';
  if (['recipe name', 'recipe', 'name', 'title'].includes(word)) return 'name';
  if (word === 'ingredients') return 'ingredients';
  if (['instructions', 'steps', 'directions', 'method'].includes(word)) return 'instructions';
  return 'other';
}

const BULLET = /^\s*(?:[-*•+]|\d{1,2}[.)])\s+/;
const STEP_PREFIX = /^\s*(?:[-*•+]\s+|(?:step\s*)?\d{1,2}\s*[.):]\s*|step\s*\d{1,2}\s*[-–—]\s*)/i;
const FRACTION_OR_DIGIT = '[\\d½¼¾⅓⅔⅛⅜⅝⅞]';

/** One ingredient per line; a single joined line is split at ", " before a quantity or a capital. */
function ingredientLines(lines: string[]): string[] {
  const items = lines.map((line) => line.replace(BULLET, '').trim()).filter(Boolean);
  if (items.length !== 1) return items;
  const [line] = items;
  const parts = /[;|]/.test(line)
    ? line.split(/\s*[;|]\s*/)
    : line.split(new RegExp(`,\\s+(?=${FRACTION_OR_DIGIT}|[A-Z])`));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** One step per line; a single joined line is split at "1. … 2. …" markers, else into sentences. */
function stepLines(lines: string[]): string[] {
  const items = lines.map((line) => line.replace(STEP_PREFIX, '').trim()).filter(Boolean);
  if (items.length !== 1) return items;
  const line = lines.find((candidate) => candidate.trim())!.trim();
  const markers = line.match(/(?:^|\s)(?:step\s*)?\d{1,2}[.)]\s+/gi) ?? [];
  const parts =
    markers.length >= 2 && STEP_PREFIX.test(line)
      ? line.split(/(?:^|\s+)(?:step\s*)?\d{1,2}[.)]\s+/i)
      : items[0].split(/(?<=[.!?])\s+(?=[A-Z0-9])/);
  return parts.map((part) => part.trim()).filter(Boolean);
}

const NUTRIENTS: Array<[RegExp, keyof RecipeNutrition]> = [
  [/^(?:calories|energy|kcal)$/, 'calories'],
  [/^protein$/, 'protein'],
  [/^(?:carbohydrates?|carbs?)$/, 'carbohydrates'],
  [/^(?:total )?fat$/, 'fat'],
  [/^saturated fat$/, 'saturated fat'],
  [/^sugars?$/, 'sugar'],
  [/^fib(?:er|re)$/, 'fiber'],
  [/^sodium$/, 'sodium'],
];

/** "calories 760 kcal, protein 33 g, …" (or "760 kcal, 33 g protein"). */
export function readNutrition(text: string): RecipeNutrition | null {
  const nutrition: RecipeNutrition = {};
  for (const part of text.split(/[,;]/)) {
    const item = part.trim().toLowerCase();
    const named = /^([a-z][a-z ]*?)\s*:?\s*(\d+(?:\.\d+)?)\s*(?:kcal|g|mg)?$/.exec(item);
    const trailing = /^(\d+(?:\.\d+)?)\s*(kcal|g|mg)?\s+([a-z][a-z ]*)$/.exec(item);
    const name = named?.[1] ?? trailing?.[3] ?? (/^\d+(?:\.\d+)?\s*kcal$/.test(item) ? 'calories' : undefined);
    const value = Number(named?.[2] ?? trailing?.[1] ?? item.replace(/\s*kcal$/, ''));
    const key = name ? NUTRIENTS.find(([pattern]) => pattern.test(name.trim()))?.[1] : undefined;
    if (key && Number.isFinite(value)) nutrition[key] = value;
  }
  return Object.keys(nutrition).length > 0 ? nutrition : null;
}

/** "6" or "6 (recipe written for 4)". */
function readServings(text: string): { servings: number | null; writtenFor: number | null } {
  const shown = /(\d{1,3})/.exec(text);
  const written = /written for\s+(\d{1,3})/i.exec(text);
  const servings = shown ? Number(shown[1]) : null;
  const writtenFor = written ? Number(written[1]) : null;
  return { servings, writtenFor: writtenFor !== servings ? writtenFor : null };
}

/**
 * Reads the floating assistant's context text ("Recipe: …\nIngredients: …\nInstructions: …")
 * as a recipe. Text without those labels is passed on as notes for a language model.
 */
export function readRecipeContext(text: string): { recipe: AssistantRecipeContext | null; notes: string | null } {
  const sections: Record<Section, string[]> = {
    name: [],
    ingredients: [],
    instructions: [],
    servings: [],
    nutrition: [],
    time: [],
    other: [],
  };
  let current: Section | null = null;
  let labelled = false;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const label = LABEL.exec(line);
    if (label) {
      current = sectionOf(label[1]);
      labelled ||= current !== 'other';
      if (label[2].trim()) sections[current].push(label[2]);
    } else if (current) {
      sections[current].push(line);
    }
  }
  if (!labelled) return { recipe: null, notes: text.trim() || null };
  const recipe: AssistantRecipeContext = {
    name: sections.name.join(' ').replace(/\s+/g, ' ').trim() || 'this recipe',
    ingredients: ingredientLines(sections.ingredients),
    instructions: stepLines(sections.instructions),
  };
  const servings = readServings(sections.servings.join(' '));
  if (servings.servings) recipe.servings = servings.servings;
  if (servings.writtenFor) recipe.writtenFor = servings.writtenFor;
  const nutrition = readNutrition(sections.nutrition.join(', '));
  if (nutrition) recipe.nutrition = nutrition;
  const minutes = /(\d{1,4})\s*min/i.exec(sections.time.join(' '));
  if (minutes) recipe.totalTimeMinutes = Number(minutes[1]);
  return { recipe, notes: null };
}

/** The three request shapes (page, floating assistant, cook mode) as one provider input. */
export function toAssistantInput(request: AskAssistantRequest): AssistantInput {
  const { question } = request;
  if (request.recipeName !== undefined || request.recipeIngredients || request.recipeInstructions) {
    return {
      question,
      recipe: {
        name: request.recipeName || 'this recipe',
        ingredients: (request.recipeIngredients ?? []).map((line) => line.trim()).filter(Boolean),
        // Not filtered: currentStep indexes this list as the cook-mode screen shows it.
        instructions: (request.recipeInstructions ?? []).map((line) => line.trim()),
        currentStep: request.currentStep ?? null,
      },
    };
  }
  if (request.context) return { question, ...readRecipeContext(request.context) };
  return { question };
}
