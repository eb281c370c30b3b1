import { aliasRegExp, findByAlias } from './text';

export interface AllergenGroup {
  name: string;
  /** Words that name the allergen itself in a question. */
  aliases: readonly string[];
  /** Ingredient words that usually contain it; a hint list, never a guarantee. */
  ingredientWords: readonly string[];
}

export const ALLERGEN_GROUPS: readonly AllergenGroup[] = [
  {
    name: 'nuts',
    aliases: ['nut', 'nuts', 'tree nut', 'tree nuts', 'peanut', 'peanuts', 'nut allergy'],
    ingredientWords: [
      'nut',
      'almond',
      'walnut',
      'pecan',
      'cashew',
      'pistachio',
      'hazelnut',
      'macadamia',
      'brazil nut',
      'pine nut',
      'peanut',
      'praline',
      'marzipan',
      'frangipane',
      'nutella',
      'gianduja',
      'pesto',
      'satay',
    ],
  },
  {
    name: 'dairy',
    aliases: ['dairy', 'milk', 'lactose', 'casein', 'whey'],
    ingredientWords: [
      'milk',
      'butter',
      'buttermilk',
      'cream',
      'cheese',
      'yogurt',
      'yoghurt',
      'ghee',
      'whey',
      'parmesan',
      'mozzarella',
      'cheddar',
      'ricotta',
      'mascarpone',
      'feta',
      'creme fraiche',
      'crème fraîche',
      'custard',
    ],
  },
  {
    name: 'gluten',
    aliases: ['gluten', 'wheat', 'celiac', 'coeliac'],
    ingredientWords: [
      'flour',
      'wheat',
      'bread',
      'breadcrumbs',
      'panko',
      'pasta',
      'spaghetti',
      'noodle',
      'barley',
      'rye',
      'spelt',
      'semolina',
      'couscous',
      'bulgur',
      'farro',
      'cracker',
      'tortilla',
      'pastry',
      'soy sauce',
      'beer',
      'malt',
    ],
  },
  {
    name: 'eggs',
    aliases: ['egg', 'eggs'],
    ingredientWords: ['egg', 'mayonnaise', 'mayo', 'aioli', 'meringue', 'custard'],
  },
  {
    name: 'shellfish',
    aliases: ['shellfish', 'crustacean', 'crustaceans', 'seafood'],
    ingredientWords: [
      'shrimp',
      'prawn',
      'crab',
      'lobster',
      'crayfish',
      'langoustine',
      'mussel',
      'clam',
      'oyster',
      'scallop',
    ],
  },
  {
    name: 'fish',
    aliases: ['fish'],
    ingredientWords: [
      'fish',
      'salmon',
      'tuna',
      'cod',
      'anchovy',
      'anchovies',
      'sardine',
      'haddock',
      'trout',
      'mackerel',
      'halibut',
      'tilapia',
      'worcestershire',
      'fish sauce',
    ],
  },
  {
    name: 'soy',
    aliases: ['soy', 'soya'],
    ingredientWords: ['soy', 'soya', 'tofu', 'edamame', 'miso', 'tamari', 'tempeh'],
  },
  {
    name: 'sesame',
    aliases: ['sesame'],
    ingredientWords: ['sesame', 'tahini', 'halva', 'hummus'],
  },
];

export function findAllergenGroup(text: string): AllergenGroup | null {
  return findByAlias(text, ALLERGEN_GROUPS, (group) => group.aliases)?.item ?? null;
}

/** Ingredient lines whose wording suggests the allergen. Absence proves nothing: labels are the authority. */
export function linesMentioning(group: AllergenGroup, lines: readonly string[]): string[] {
  return lines.filter((line) => group.ingredientWords.some((word) => aliasRegExp(word).test(line.toLowerCase())));
}
