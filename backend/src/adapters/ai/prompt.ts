import { readFileSync } from 'node:fs';
import type { AssistantInput } from './port';
import { dietLabel, statedDiets } from './diet-guard';

/** Bump the file name (v2, …) for any change in meaning, so answers can be traced to their prompt. */
export const PROMPT_VERSION = 'cooking-assistant.v1';

export function loadSystemPrompt(version = PROMPT_VERSION): string {
  return readFileSync(new URL(`./prompts/${version}.md`, import.meta.url), 'utf8').trim();
}

// Enough for any real recipe; keeps a pasted novel from becoming a huge (and costly) prompt.
const MAX_LINES = 80;
const MAX_LINE_LENGTH = 600;
const MAX_NOTES_LENGTH = 6000;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const lines = (items: string[]) =>
  items
    .map((item) => clip(item.replace(/\s+/g, ' ').trim(), MAX_LINE_LENGTH))
    .filter(Boolean)
    .slice(0, MAX_LINES);

/**
 * The user message: the open recipe (name, the servings the page shows, time, nutrition per serving,
 * ingredients, steps, the step the cook is on), the diet the question states, then the question.
 */
export function buildUserMessage(input: AssistantInput): string {
  const parts: string[] = [];
  const recipe = input.recipe;
  if (recipe) {
    const ingredients = lines(recipe.ingredients);
    const steps = lines(recipe.instructions);
    const section = [`Recipe: ${clip(recipe.name.trim() || 'untitled', 200)}`];
    if (recipe.servings) {
      section.push(
        recipe.writtenFor
          ? `Servings shown on the page: ${recipe.servings} (the amounts below are written for ${recipe.writtenFor}; scale them ×${Math.round((recipe.servings / recipe.writtenFor) * 100) / 100} when you give amounts)`
          : `Servings: ${recipe.servings}`,
      );
    }
    if (recipe.totalTimeMinutes) section.push(`Total time: ${recipe.totalTimeMinutes} minutes`);
    const nutrition = Object.entries(recipe.nutrition ?? {}).map(
      ([name, value]) => `${name} ${value} ${name === 'calories' ? 'kcal' : name === 'sodium' ? 'mg' : 'g'}`,
    );
    if (nutrition.length > 0) section.push(`Nutrition per serving: ${nutrition.join(', ')}`);
    section.push(
      ingredients.length
        ? `Ingredients:\n${ingredients.map((line) => `- ${line}`).join('\n')}`
        : 'Ingredients: none listed',
    );
    section.push(
      steps.length ? `Steps:\n${steps.map((line, index) => `${index + 1}. ${line}`).join('\n')}` : 'Steps: none listed',
    );
    const current = recipe.currentStep;
    if (typeof current === 'number' && current >= 0 && current < steps.length) {
      section.push(`The cook is on step ${current + 1} of ${steps.length}: ${steps[current]}`);
    }
    parts.push(`The recipe I have open:\n\n${section.join('\n\n')}`);
  }
  if (input.notes?.trim()) parts.push(`What the page shows:\n\n${clip(input.notes.trim(), MAX_NOTES_LENGTH)}`);
  const diets = statedDiets(input.question);
  if (diets.length > 0) {
    parts.push(
      `My diet: ${dietLabel(diets)}. Suggest nothing that breaks it (check every ingredient of every swap), and prefer what the recipe itself offers ("X or Y").`,
    );
  }
  parts.push(`My question: ${input.question}`);
  return parts.join('\n\n---\n\n');
}
