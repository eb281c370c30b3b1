/** The kinds of dish the generated artwork can draw, each recognisable at a glance. */
export const DISH_KINDS = [
  'pizza',
  'burger',
  'taco',
  'cake',
  'pancakes',
  'noodles',
  'soup',
  'salad',
  'pasta',
  'pie',
  'cookie',
  'bread',
  'rice',
  'eggs',
  'stew',
  'fish',
  'dip',
  'plate',
] as const;
export type DishKind = (typeof DISH_KINDS)[number];

/**
 * Words that name a kind, tried in order (the first match wins): "pancakes" is not a cake, "chicken
 * noodle soup" is a bowl of noodles, "egg fried rice" is rice.
 */
const KIND_WORDS: Array<[DishKind, RegExp]> = [
  ['pizza', /pizza/],
  ['burger', /burger|sandwich|banh mi|grilled cheese|croque|\bsub\b/],
  ['taco', /taco|quesadilla|enchilada|fajita|burrito|tamale/],
  ['cake', /\bcakes?\b|cheesecake|tiramisu|gâteau|torte|soufflé|souffle/],
  ['pancakes', /pancake|waffle|crêpe|crepe|french toast|hotteok|pajeon|okonomiyaki/],
  ['noodles', /noodle|ramen|\bpho\b|pad thai|soba|udon|japchae|lo mein/],
  ['soup', /soup|chowder|gazpacho|congee|bisque|broth|avgolemono|minestrone|tom yum/],
  ['salad', /salad|slaw|tabbouleh|fattoush|horiatiki|caprese|niçoise|larb/],
  [
    'pasta',
    /pasta|spaghetti|tagliatelle|fettuccine|linguine|pappardelle|penne|ziti|macaroni|mac and cheese|lasagn|carbonara|alfredo|gnocchi|ravioli/,
  ],
  ['pie', /\bpies?\b|\btarts?\b|quiche|cobbler|galette|spanakopita/],
  ['cookie', /cookie|brownie|\bbars?\b|biscotti|shortbread/],
  ['bread', /bread|focaccia|loaf|croissant|muffin|scone|\brolls?\b|bagel|brioche|baguette|churro/],
  ['rice', /\brice\b|biryani|paella|risotto|bibimbap|onigiri|gyudon|maqluba|pilaf|kheer/],
  ['eggs', /omelet|frittata|\beggs?\b|shakshuka|tamagoyaki|gyeran|strapatsada|tortilla española|khai jiao|huevos/],
  [
    'stew',
    /stew|chili|curry|braise|jjigae|pozole|masala|cacciatore|coq au vin|ratatouille|stroganoff|pot roast|tagine|\bmole\b|casserole|moussaka|\bbeans?\b|paneer|chana/,
  ],
  ['fish', /salmon|fish|\bcod\b|branzino|tuna|trout|octopus|shrimp|prawn|scallop|lobster|gambas/],
  ['dip', /hummus|guacamole|\bdip\b|salsa/],
];

/** The meal types that say enough on their own, for a name and tags that say nothing. */
const MEAL_KINDS: Record<string, DishKind> = {
  soup: 'soup',
  soups: 'soup',
  salad: 'salad',
  salads: 'salad',
  dessert: 'cake',
};

const match = (text: string): DishKind | undefined =>
  KIND_WORDS.find(([, words]) => words.test(text.toLowerCase()))?.[0];

/** What a dish is, from its name, then its tags, then its meal types; a plate of food when none says. */
export function dishKind(name: string, tags: readonly string[] = [], mealTypes: readonly string[] = []): DishKind {
  return (
    match(name) ??
    match(tags.join(' | ')) ??
    mealTypes.map((meal) => MEAL_KINDS[meal.toLowerCase()]).find(Boolean) ??
    'plate'
  );
}
