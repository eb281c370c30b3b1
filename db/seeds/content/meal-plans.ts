/** The 8 built-in weekly plans (spec section 3), filled with the seed recipes' slugs. Monday first. */
export interface SeedMealPlan {
  id: string;
  name: string;
  description: string;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  tags: string[];
  /** Seven days of [breakfast, lunch, dinner]; null where the plan skips that meal. */
  days: Array<[string | null, string | null, string | null]>;
}

export const seedMealPlans: SeedMealPlan[] = [
  {
    id: 'beginner-week',
    name: 'Beginner Week',
    description:
      'Seven days of forgiving, low-stress recipes that build core skills: eggs, a stir-fry, a curry and a sheet of roast vegetables.',
    difficulty: 'Beginner',
    tags: ['Beginner', 'Quick', 'Family'],
    days: [
      ['american-blueberry-buttermilk-pancakes', 'chinese-tomato-egg-stir-fry', 'japanese-skillet-chicken-teriyaki'],
      ['mediterranean-skillet-shakshuka', 'american-classic-cobb-salad', 'indian-chana-masala'],
      ['indian-masala-omelette', 'greek-horiatiki-salad', 'korean-bulgogi'],
      [
        'mediterranean-olive-oil-pistachio-granola',
        'mediterranean-lemony-red-lentil-soup',
        'japanese-gyudon-beef-rice-bowl',
      ],
      ['greek-strapatsada', 'french-salade-nicoise', 'italian-spaghetti-carbonara'],
      ['mexican-huevos-rancheros', 'japanese-salted-salmon-onigiri', 'korean-kimchi-jjigae'],
      ['italian-lemon-ricotta-pancakes', 'spanish-chilled-andalusian-gazpacho', 'greek-chicken-souvlaki'],
    ],
  },
  {
    id: 'vegetarian-delight',
    name: 'Vegetarian Delight',
    description:
      'A meat-free week that never feels like it is missing anything: shakshuka, falafel, palak paneer, ratatouille and a rich massaman curry.',
    difficulty: 'Intermediate',
    tags: ['Vegetarian', 'Healthy'],
    days: [
      ['mediterranean-skillet-shakshuka', 'mediterranean-herb-falafel-tahini', 'indian-palak-paneer'],
      ['korean-gyeran-mari', 'middle-eastern-fattoush', 'french-provencal-ratatouille'],
      ['italian-zucchini-herb-frittata', 'indian-chana-masala', 'thai-vegan-massaman-curry'],
      ['japanese-tamagoyaki-rolled-omelette', 'spanish-tortilla-espanola', 'american-smoky-black-bean-burgers'],
      ['mediterranean-spinach-feta-frittata', 'mediterranean-farro-salad', 'korean-japchae'],
      ['mexican-huevos-rancheros', 'greek-spanakopita', 'mediterranean-braised-white-beans'],
      ['french-classic-crepes', 'middle-eastern-red-lentil-soup', 'american-baked-three-cheese-mac'],
    ],
  },
  {
    id: 'family-favorites',
    name: 'Family Favorites',
    description: 'Crowd-pleasers for every age: pancakes, tacos, mac and cheese, teriyaki and a Sunday shepherd’s pie.',
    difficulty: 'Beginner',
    tags: ['Family'],
    days: [
      ['american-blueberry-buttermilk-pancakes', 'mexican-chicken-tinga-tacos', 'american-baked-three-cheese-mac'],
      ['american-sweet-potato-sausage-hash', 'french-croque-monsieur', 'japanese-skillet-chicken-teriyaki'],
      ['italian-lemon-ricotta-pancakes', 'american-classic-cobb-salad', 'italian-chicken-cacciatore'],
      ['british-full-english-breakfast', 'american-smoky-black-bean-burgers', 'korean-bulgogi'],
      ['french-classic-crepes', 'italian-minestrone-with-pancetta', 'british-beer-battered-fish-and-chips'],
      ['mexican-huevos-rancheros', 'chinese-tomato-egg-stir-fry', 'indian-chicken-tikka-masala'],
      ['italian-zucchini-herb-frittata', 'greek-avgolemono-soup', 'british-lamb-shepherds-pie'],
    ],
  },
  {
    id: 'quick-weeknight',
    name: 'Quick Weeknight',
    description: 'Lunches and dinners on the table in about half an hour, Monday to Sunday.',
    difficulty: 'Beginner',
    tags: ['Quick'],
    days: [
      [null, 'chinese-tomato-egg-stir-fry', 'japanese-skillet-chicken-teriyaki'],
      [null, 'greek-horiatiki-salad', 'japanese-gyudon-beef-rice-bowl'],
      [null, 'mexican-chunky-lime-guacamole', 'korean-bulgogi'],
      [null, 'spanish-chilled-andalusian-gazpacho', 'italian-spaghetti-carbonara'],
      [null, 'thai-larb-gai-chicken-herb-salad', 'chinese-kung-pao-chicken'],
      [null, 'vietnamese-banh-mi-op-la', 'greek-chicken-souvlaki'],
      [null, 'italian-classic-caprese-salad', 'thai-green-curry-chicken'],
    ],
  },
  {
    id: 'healthy-living',
    name: 'Healthy Living',
    description:
      'Vegetable-forward, high-fibre meals with lean protein: bright salads, lentil soup, fish curry and grilled souvlaki.',
    difficulty: 'Intermediate',
    tags: ['Healthy'],
    days: [
      ['mediterranean-olive-oil-pistachio-granola', 'mediterranean-herb-tabbouleh', 'indian-kerala-coconut-fish-curry'],
      ['korean-gyeran-mari', 'vietnamese-goi-ga', 'greek-chicken-souvlaki'],
      ['japanese-vegan-miso-soup-tofu-wakame', 'mediterranean-farro-salad', 'mediterranean-whole-roasted-branzino'],
      ['mediterranean-spinach-feta-frittata', 'thai-larb-gai-chicken-herb-salad', 'french-provencal-ratatouille'],
      ['greek-strapatsada', 'mediterranean-lemony-red-lentil-soup', 'italian-chicken-cacciatore'],
      ['middle-eastern-shakshuka', 'greek-horiatiki-salad', 'middle-eastern-chicken-shawarma'],
      ['indian-masala-omelette', 'spanish-chilled-andalusian-gazpacho', 'mediterranean-grilled-lamb-kofta'],
    ],
  },
  {
    id: 'comfort-classics',
    name: 'Comfort Classics',
    description: 'Slow braises, bubbling gratins and soups that make a cold week better. Lunch and dinner only.',
    difficulty: 'Intermediate',
    tags: ['Family'],
    days: [
      [null, 'french-onion-soup-gratinee', 'british-lamb-shepherds-pie'],
      [null, 'french-croque-monsieur', 'french-coq-au-vin'],
      [null, 'american-new-england-clam-chowder', 'american-baked-three-cheese-mac'],
      [null, 'italian-minestrone-with-pancetta', 'japanese-chicken-katsu-curry'],
      [null, 'greek-avgolemono-soup', 'greek-moussaka'],
      [null, 'french-quiche-lorraine', 'indian-chicken-tikka-masala'],
      [null, 'korean-kimchi-jjigae', 'mexican-pozole-rojo'],
    ],
  },
  {
    id: 'plant-based-power',
    name: 'Plant-Based Power',
    description:
      'A fully vegan week packed with legumes, grains and big flavours — protein from chickpeas, lentils and tofu.',
    difficulty: 'Intermediate',
    tags: ['Vegetarian', 'Healthy'],
    days: [
      ['mediterranean-olive-oil-pistachio-granola', 'mediterranean-herb-falafel-tahini', 'thai-vegan-massaman-curry'],
      ['japanese-vegan-miso-soup-tofu-wakame', 'middle-eastern-fattoush', 'indian-chana-masala'],
      ['indian-masala-dosa', 'mediterranean-farro-salad', 'french-provencal-ratatouille'],
      ['mediterranean-olive-oil-pistachio-granola', 'middle-eastern-red-lentil-soup', 'korean-japchae'],
      ['japanese-vegan-miso-soup-tofu-wakame', 'mediterranean-herb-tabbouleh', 'american-smoky-black-bean-burgers'],
      ['indian-masala-dosa', 'chinese-smashed-cucumber-salad', 'mediterranean-braised-white-beans'],
      ['mediterranean-olive-oil-pistachio-granola', 'spanish-chilled-andalusian-gazpacho', 'middle-eastern-falafel'],
    ],
  },
  {
    id: 'mediterranean-vegetarian',
    name: 'Mediterranean Vegetarian',
    description:
      'Sun-soaked vegetarian cooking from Greece to the Levant: spanakopita, shakshuka, braised beans and herb salads.',
    difficulty: 'Advanced',
    tags: ['Vegetarian', 'Healthy'],
    days: [
      ['mediterranean-skillet-shakshuka', 'greek-horiatiki-salad', 'greek-spanakopita'],
      ['greek-strapatsada', 'mediterranean-herb-tabbouleh', 'mediterranean-braised-white-beans'],
      ['mediterranean-spinach-feta-frittata', 'middle-eastern-fattoush', 'french-provencal-ratatouille'],
      ['middle-eastern-shakshuka', 'mediterranean-farro-salad', 'mediterranean-spinach-feta-spanakopita'],
      [
        'mediterranean-olive-oil-pistachio-granola',
        'middle-eastern-red-lentil-soup',
        'mediterranean-herb-falafel-tahini',
      ],
      ['italian-zucchini-herb-frittata', 'italian-classic-caprese-salad', 'middle-eastern-falafel'],
      ['greek-strapatsada', 'mediterranean-lemony-red-lentil-soup', 'spanish-tortilla-espanola'],
    ],
  },
];
