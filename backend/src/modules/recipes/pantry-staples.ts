/** Things every kitchen has: never counted as missing (after dropping words like "kosher" or "neutral"). */
const PANTRY_STAPLES = new Set([
  'salt',
  'pepper',
  'black pepper',
  'white pepper',
  'water',
  'oil',
  'olive oil',
  'vegetable oil',
  'canola oil',
  'cooking spray',
  'ice',
  'sugar',
  'granulated sugar',
  'flour',
  'all-purpose flour',
  'butter',
]);
const STAPLE_QUALIFIERS =
  /\b(kosher|sea|fine|flaky|coarse|coarsely|freshly|fresh|ground|cracked|neutral|extra[- ]virgin|light|cold|warm|hot|boiling|iced|unsalted|salted|table|plain)\b/g;

export function isPantryStaple(food: string): boolean {
  const core = food.toLowerCase().replace(STAPLE_QUALIFIERS, ' ').replace(/\s+/g, ' ').trim();
  return PANTRY_STAPLES.has(core) || core.split(/ (?:and|or) /).every((part) => PANTRY_STAPLES.has(part));
}

const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/** Whether `word` occurs in `text` as a whole word: not inside a longer run of letters, digits or underscores ("egg", not "eggplant"). */
export function hasWholeWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + word.length] ?? ' ';
    if (!WORD_CHARACTER.test(before) && !WORD_CHARACTER.test(after)) return true;
  }
  return false;
}
