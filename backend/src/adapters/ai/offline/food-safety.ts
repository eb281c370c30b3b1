import { celsiusFirst, fahrenheitToCelsius } from '@common/kitchen/temperature';
import { findByAlias, type AliasMatch } from './text';

export interface SafeTemperature {
  id: string;
  label: string;
  aliases: readonly string[];
  /** USDA minimum internal temperature, the source of truth; `celsius` is derived with the same rounding. */
  fahrenheit: number;
  celsius: number;
  /** USDA rest time after cooking, during which the temperature holds or rises and finishes the job. */
  restMinutes?: number;
  note: string;
}

/** USDA FSIS "Safe Minimum Internal Temperature Chart". */
export const SAFE_TEMPERATURES: readonly SafeTemperature[] = [
  {
    id: 'poultry',
    label: 'Chicken, turkey, duck and other poultry (whole, pieces and ground)',
    aliases: [
      'chicken',
      'chicken breast',
      'chicken thigh',
      'chicken wing',
      'chicken wings',
      'drumstick',
      'drumsticks',
      'turkey',
      'duck',
      'goose',
      'poultry',
      'cornish hen',
      'ground chicken',
      'ground turkey',
      'minced chicken',
      'minced turkey',
      'chicken burger',
      'turkey burger',
      'chicken sausage',
      'turkey meatball',
      'chicken meatball',
    ],
    fahrenheit: 165,
    celsius: 74,
    note: 'Measure in the thickest part of the breast and the innermost thigh, not touching bone.',
  },
  {
    id: 'ground-meat',
    label: 'Ground beef, pork, lamb and veal (burgers, meatballs, meatloaf, raw sausages)',
    aliases: [
      'ground beef',
      'ground pork',
      'ground lamb',
      'ground veal',
      'ground meat',
      'minced beef',
      'minced pork',
      'minced meat',
      'mince',
      'beef mince',
      'burger',
      'hamburger',
      'meatball',
      'meatloaf',
      'sausage',
      'pork sausage',
      'fresh sausage',
    ],
    fahrenheit: 160,
    celsius: 71,
    note: 'Grinding spreads surface bacteria through the meat, so ground meat needs a higher temperature than steak.',
  },
  {
    id: 'whole-cuts',
    label: 'Beef, veal and lamb steaks, chops and roasts',
    aliases: [
      'beef',
      'steak',
      'steaks',
      'roast beef',
      'beef roast',
      'prime rib',
      'brisket',
      'lamb',
      'lamb chop',
      'leg of lamb',
      'rack of lamb',
      'veal',
      'veal chop',
      'ribeye',
      'sirloin',
      'filet mignon',
    ],
    fahrenheit: 145,
    celsius: 63,
    restMinutes: 3,
    note: 'Ground beef, lamb or veal needs 71°C (160°F).',
  },
  {
    id: 'pork',
    label: 'Pork chops, roasts, tenderloin and fresh (raw) ham',
    aliases: [
      'pork',
      'pork chop',
      'pork chops',
      'pork loin',
      'pork tenderloin',
      'pork roast',
      'pork shoulder',
      'pork belly',
      'fresh ham',
      'raw ham',
    ],
    fahrenheit: 145,
    celsius: 63,
    restMinutes: 3,
    note: 'Ground pork and raw pork sausages need 71°C (160°F).',
  },
  {
    id: 'precooked-ham',
    label: 'Precooked ham (reheating)',
    aliases: ['ham', 'cooked ham', 'precooked ham', 'spiral ham', 'spiral cut ham'],
    fahrenheit: 140,
    celsius: 60,
    note: 'That is for ham packaged in a USDA-inspected plant; reheat leftover or repackaged ham to 74°C (165°F).',
  },
  {
    id: 'fish',
    label: 'Fish',
    aliases: [
      'fish',
      'salmon',
      'tuna',
      'cod',
      'halibut',
      'trout',
      'tilapia',
      'haddock',
      'sea bass',
      'swordfish',
      'mackerel',
      'snapper',
      'catfish',
      'fish fillet',
    ],
    fahrenheit: 145,
    celsius: 63,
    note: 'Without a thermometer: the flesh turns opaque and separates easily with a fork.',
  },
  {
    id: 'shellfish',
    label: 'Shellfish',
    aliases: [
      'shellfish',
      'shrimp',
      'prawn',
      'prawns',
      'lobster',
      'crab',
      'scallop',
      'scallops',
      'clam',
      'mussel',
      'oyster',
    ],
    fahrenheit: 145,
    celsius: 63,
    note: 'Shrimp, lobster, crab and scallops are done when pearly and opaque; clams, mussels and oysters when the shells open — discard any that stay shut.',
  },
  {
    id: 'eggs',
    label: 'Eggs and egg dishes',
    aliases: [
      'egg',
      'eggs',
      'egg dish',
      'quiche',
      'frittata',
      'scrambled eggs',
      'fried egg',
      'custard',
      'egg casserole',
    ],
    fahrenheit: 160,
    celsius: 71,
    note: 'Cook plain eggs until the yolk and white are firm; egg dishes (quiche, casseroles, custards) to 71°C (160°F). Use pasteurised eggs for anything served runny or raw.',
  },
  {
    id: 'leftovers',
    label: 'Leftovers and casseroles',
    aliases: ['leftovers', 'leftover', 'casserole', 'casseroles', 'reheated food', 'lasagna', 'lasagne'],
    fahrenheit: 165,
    celsius: 74,
    note: 'Bring soups, sauces and gravies back to a rolling boil.',
  },
  {
    id: 'stuffing',
    label: 'Stuffing (in or out of the bird)',
    aliases: ['stuffing', 'dressing'],
    fahrenheit: 165,
    celsius: 74,
    note: 'Baking stuffing in its own dish is safer: inside a bird it heats slowly.',
  },
  {
    id: 'hot-dogs',
    label: 'Hot dogs and deli meats (reheating)',
    aliases: ['hot dog', 'hot dogs', 'frankfurter', 'deli meat', 'lunch meat', 'luncheon meat', 'cold cuts'],
    fahrenheit: 165,
    celsius: 74,
    note: 'Reheat until steaming, especially for pregnant people, older adults and anyone immunocompromised.',
  },
];

export interface StorageTime {
  food: string;
  aliases: readonly string[];
  /** Refrigerator at 4°C (40°F) or colder. */
  fridge: string;
  /** Freezer at -18°C (0°F): always safe while frozen; the time is for best quality. */
  freezer: string;
  note?: string;
}

/** USDA FSIS cold storage chart and FoodKeeper guidance, conservative end of each range. */
export const STORAGE_TIMES: readonly StorageTime[] = [
  {
    food: 'Cooked leftovers',
    aliases: [
      'leftovers',
      'leftover',
      'cooked food',
      'cooked leftovers',
      'cooked dish',
      'cooked meal',
      'takeout',
      'takeaway',
    ],
    fridge: '3–4 days',
    freezer: '2–3 months',
    note: 'Refrigerate within 2 hours of cooking, in shallow containers so it cools quickly.',
  },
  {
    food: 'Raw chicken and turkey',
    aliases: ['chicken', 'raw chicken', 'turkey', 'raw turkey', 'poultry', 'raw poultry', 'chicken breast', 'duck'],
    fridge: '1–2 days',
    freezer: '9 months (pieces), 1 year (whole)',
  },
  {
    food: 'Cooked chicken and turkey',
    aliases: ['cooked chicken', 'cooked turkey', 'cooked poultry', 'roast chicken', 'rotisserie chicken'],
    fridge: '3–4 days',
    freezer: '2–6 months',
  },
  {
    food: 'Raw ground meat and poultry',
    aliases: [
      'ground beef',
      'ground meat',
      'mince',
      'minced meat',
      'ground pork',
      'ground turkey',
      'ground chicken',
      'burgers',
    ],
    fridge: '1–2 days',
    freezer: '3–4 months',
  },
  {
    food: 'Raw steaks, chops and roasts (beef, pork, lamb, veal)',
    aliases: [
      'steak',
      'steaks',
      'beef',
      'raw beef',
      'pork',
      'raw pork',
      'lamb',
      'pork chops',
      'chops',
      'roast',
      'veal',
    ],
    fridge: '3–5 days',
    freezer: '4–12 months (chops 4–6 months)',
  },
  {
    food: 'Cooked meat',
    aliases: ['cooked meat', 'cooked beef', 'cooked pork', 'cooked steak', 'roast beef', 'pulled pork'],
    fridge: '3–4 days',
    freezer: '2–3 months',
  },
  {
    food: 'Raw sausages',
    aliases: ['sausage', 'sausages', 'raw sausage', 'fresh sausage'],
    fridge: '1–2 days',
    freezer: '1–2 months',
  },
  {
    food: 'Bacon',
    aliases: ['bacon'],
    fridge: '7 days',
    freezer: '1 month',
  },
  {
    food: 'Hot dogs',
    aliases: ['hot dog', 'hot dogs', 'frankfurters'],
    fridge: '1 week opened, 2 weeks unopened',
    freezer: '1–2 months',
  },
  {
    food: 'Deli and luncheon meat',
    aliases: ['deli meat', 'lunch meat', 'luncheon meat', 'cold cuts', 'sliced ham', 'ham'],
    fridge: '3–5 days opened, 2 weeks unopened',
    freezer: '1–2 months',
  },
  {
    food: 'Raw fish',
    aliases: ['fish', 'raw fish', 'salmon', 'cod', 'tuna', 'fresh fish', 'fish fillet'],
    fridge: '1–2 days',
    freezer: '2–3 months (oily fish), 6–8 months (lean fish)',
  },
  {
    food: 'Cooked fish',
    aliases: ['cooked fish', 'cooked salmon', 'leftover fish'],
    fridge: '3–4 days',
    freezer: '4–6 months',
  },
  {
    food: 'Raw shrimp and shellfish',
    aliases: ['shrimp', 'prawns', 'shellfish', 'scallops', 'raw shrimp'],
    fridge: '1–2 days',
    freezer: '3–6 months',
    note: 'Live clams, mussels and oysters: use within 1–2 days; discard any with shells that stay open when tapped.',
  },
  {
    food: 'Raw eggs in the shell',
    aliases: ['eggs', 'egg', 'raw eggs', 'fresh eggs'],
    fridge: '3–5 weeks',
    freezer: 'do not freeze in the shell; beaten eggs keep 12 months',
  },
  {
    food: 'Hard-boiled eggs',
    aliases: ['hard boiled eggs', 'hard boiled egg', 'boiled eggs', 'boiled egg', 'hard cooked eggs'],
    fridge: '1 week',
    freezer: 'does not freeze well',
  },
  {
    food: 'Cooked rice',
    aliases: ['cooked rice', 'rice', 'leftover rice', 'fried rice'],
    fridge: '3–4 days',
    freezer: '6 months',
    note: 'Cool it within 1 hour and refrigerate: Bacillus cereus spores survive cooking. Reheat only once, until steaming hot.',
  },
  {
    food: 'Cooked pasta',
    aliases: ['cooked pasta', 'pasta', 'leftover pasta', 'noodles', 'cooked noodles'],
    fridge: '3–5 days',
    freezer: '1–2 months',
  },
  {
    food: 'Soups and stews',
    aliases: ['soup', 'soups', 'stew', 'stews', 'chili', 'chilli', 'curry'],
    fridge: '3–4 days',
    freezer: '2–3 months',
  },
  {
    food: 'Homemade stock and gravy',
    aliases: ['stock', 'broth', 'gravy', 'homemade stock', 'bone broth'],
    fridge: '3–4 days (gravy 1–2 days)',
    freezer: '2–3 months',
  },
  {
    food: 'Pizza',
    aliases: ['pizza', 'leftover pizza'],
    fridge: '3–4 days',
    freezer: '1–2 months',
  },
  {
    food: 'Milk',
    aliases: ['milk', 'whole milk', 'skim milk'],
    fridge: '7 days after opening',
    freezer: '3 months (texture changes; best for cooking)',
  },
  {
    food: 'Butter',
    aliases: ['butter'],
    fridge: '1–3 months',
    freezer: '6–9 months',
  },
  {
    food: 'Hard cheese (cheddar, parmesan)',
    aliases: ['hard cheese', 'cheddar', 'parmesan', 'cheese', 'gouda'],
    fridge: '3–4 weeks opened, 6 months unopened',
    freezer: '6 months (crumbly when thawed)',
  },
  {
    food: 'Soft cheese (brie, ricotta, cottage cheese)',
    aliases: ['soft cheese', 'brie', 'ricotta', 'cottage cheese', 'mozzarella', 'feta', 'cream cheese'],
    fridge: '1 week after opening',
    freezer: 'not recommended',
  },
  {
    food: 'Yogurt',
    aliases: ['yogurt', 'yoghurt', 'greek yogurt'],
    fridge: '1–2 weeks',
    freezer: '1–2 months',
  },
  {
    food: 'Sour cream',
    aliases: ['sour cream'],
    fridge: '1–3 weeks',
    freezer: 'does not freeze well',
  },
  {
    food: 'Heavy cream',
    aliases: ['cream', 'heavy cream', 'double cream', 'whipping cream'],
    fridge: 'about 1 week after opening (check the date)',
    freezer: '3–4 months (will not whip as well)',
  },
  {
    food: 'Mayonnaise (commercial, opened)',
    aliases: ['mayonnaise', 'mayo'],
    fridge: '2 months',
    freezer: 'do not freeze',
  },
  {
    food: 'Deli salads (egg, chicken, tuna, pasta salad)',
    aliases: ['egg salad', 'chicken salad', 'tuna salad', 'pasta salad', 'potato salad', 'macaroni salad', 'coleslaw'],
    fridge: '3–5 days',
    freezer: 'does not freeze well',
  },
  {
    food: 'Cooked vegetables',
    aliases: ['cooked vegetables', 'roasted vegetables', 'cooked veggies', 'leftover vegetables'],
    fridge: '3–4 days',
    freezer: '2–3 months',
  },
  {
    food: 'Tofu',
    aliases: ['tofu'],
    fridge: '3–5 days after opening (cover with fresh water daily)',
    freezer: '5 months (texture turns spongy)',
  },
  {
    food: 'Opened canned food',
    aliases: ['canned food', 'opened can', 'canned beans', 'canned tomatoes', 'tinned food'],
    fridge: '3–4 days (high-acid foods such as tomatoes 5–7 days)',
    freezer: '1–2 months',
    note: 'Move leftovers out of the can into a covered container.',
  },
  {
    food: 'Stuffing (cooked)',
    aliases: ['stuffing', 'dressing'],
    fridge: '3–4 days',
    freezer: '1 month',
  },
  {
    food: 'Bread',
    aliases: ['bread', 'loaf'],
    fridge: 'not recommended (goes stale faster); 2–4 days at room temperature',
    freezer: '3 months',
  },
];

export function findSafeTemperature(text: string): AliasMatch<SafeTemperature> | null {
  return findByAlias(text, SAFE_TEMPERATURES, (entry) => entry.aliases);
}

export function findStorageTime(text: string): AliasMatch<StorageTime> | null {
  return findByAlias(text, STORAGE_TIMES, (entry) => entry.aliases);
}

/** Refrigerator and freezer set points, and the zone where bacteria multiply fastest (USDA). */
export const FRIDGE_MAX_F = 40;
export const FREEZER_MAX_F = 0;
export const DANGER_ZONE_F = { low: 40, high: 140 } as const;

export interface SafetyFact {
  id: string;
  /** Every pattern must match the normalised question… */
  when: readonly RegExp[];
  /** …and this one must not, when a neighbouring topic owns the question. */
  unless?: RegExp;
  answer: string;
  tips: readonly string[];
  related: readonly string[];
}

const dangerZone = `${fahrenheitToCelsius(DANGER_ZONE_F.low)}–${fahrenheitToCelsius(DANGER_ZONE_F.high)}°C (${DANGER_ZONE_F.low}–${DANGER_ZONE_F.high}°F)`;

/** Food-safety questions answered by a rule rather than a per-food number. Order matters: first match wins. */
export const SAFETY_FACTS: readonly SafetyFact[] = [
  {
    id: 'refreeze',
    when: [/\bre ?freez/],
    answer: [
      '**It depends on how it was thawed:**',
      '- **Thawed in the fridge** (and kept cold): safe to refreeze raw or cooked, within the fridge storage time (1–2 days for raw chicken, ground meat and fish). Expect some loss of texture.',
      '- **Thawed in cold water or the microwave:** cook it first, then you can freeze the cooked dish.',
      '- **Left out more than 2 hours** (1 hour above 32°C / 90°F): do not refreeze; throw it away.',
    ].join('\n'),
    tips: [
      'Label bags with the date each time you freeze.',
      'Cooked food made from thawed raw meat can be frozen once cooled.',
    ],
    related: ['How do I thaw chicken safely?', 'How long do cooked leftovers last in the fridge?'],
  },
  {
    id: 'cook-from-frozen',
    when: [/\bfrom frozen\b|\bstill frozen\b|\bwithout (?:thawing|defrosting)\b/],
    answer:
      '**Yes, you can safely cook meat and poultry from frozen** in the oven, on the stove or on the grill — allow about **50% more cooking time** and check the internal temperature. Do not use a slow cooker for frozen meat: it stays too long in the danger zone.',
    tips: ['Separate frozen pieces as soon as they loosen so they cook evenly.'],
    related: ['What temperature should chicken be cooked to?', 'How do I thaw chicken safely?'],
  },
  {
    id: 'thaw',
    when: [/\b(?:thaw|defrost)/],
    unless: /\bhow long\b.*\b(?:last|keep|good|store)\b/,
    answer: [
      '**Thaw in one of three safe ways — never on the counter:**',
      '- **In the fridge:** slowest and safest; allow about 24 hours per 2 kg (4–5 lb) for large items, overnight for small cuts.',
      '- **In cold water:** food in a leak-proof bag, submerged; change the water every 30 minutes; about 30 minutes per 0.5 kg (1 lb). Cook right away.',
      '- **In the microwave:** cook immediately afterwards, as parts may start cooking.',
    ].join('\n'),
    tips: ['Put thawing meat on a plate on the bottom shelf so juices cannot drip onto other food.'],
    related: ['Can I refreeze thawed chicken?', 'Can I cook chicken from frozen?'],
  },
  {
    id: 'left-out',
    when: [
      /\b(?:left (?:\w+ )?out|sat out|sit out|sitting out|been out|stay out|out overnight|(?:left|sat|sitting) overnight|on the counter|at room temperature|unrefrigerated|out of the fridge|in a hot car)\b/,
      /\b(?:safe|ok|okay|still good|eat|bad|spoil|go off|how long|throw|toss)\b/,
    ],
    answer: [
      '**Perishable food left out more than 2 hours should be thrown away** — or more than **1 hour when it is above 32°C (90°F)**.',
      `That covers perishables: meat, poultry, seafood, eggs, milk, soft cheese, cooked rice and pasta, cut fruit and any cooked dish. Bacteria multiply fastest between ${dangerZone}, and reheating does not reliably make such food safe again: some bacteria leave heat-stable toxins.`,
    ].join('\n\n'),
    tips: ['When in doubt, throw it out.', 'Divide large batches into shallow containers so they chill fast.'],
    related: ['How long do cooked leftovers last in the fridge?', 'What temperature should I reheat leftovers to?'],
  },
  {
    id: 'reheat',
    when: [/\b(?:reheat|re heat|reheating|warm up|warming up)\b/],
    answer: [
      `**Reheat leftovers to ${celsiusFirst(165)}**, checked with a thermometer in the centre, and bring soups, sauces and gravies to a rolling boil.`,
      '- Stir and rotate food in the microwave; let it stand a minute so the heat evens out.',
      '- Rice: reheat only once, until steaming hot throughout.',
    ].join('\n'),
    tips: ['Reheat only the portion you will eat.'],
    related: ['How long do cooked leftovers last in the fridge?', 'Can I refreeze thawed chicken?'],
  },
  {
    id: 'appliance-temperatures',
    when: [/\b(?:fridge|refrigerator|freezer)\b/, /\b(?:temperature|temp|degrees|how cold|set (?:it|my|the))\b/],
    answer: [
      `**Keep the fridge at ${celsiusFirst(FRIDGE_MAX_F)} or colder**, and the **freezer at ${celsiusFirst(FREEZER_MAX_F)}**.`,
      'An inexpensive appliance thermometer is the only way to know: built-in dials are often off.',
    ].join('\n\n'),
    tips: ['Do not overfill the fridge; cold air needs to circulate.'],
    related: ['How long do cooked leftovers last in the fridge?', 'What is the danger zone?'],
  },
  {
    id: 'danger-zone',
    when: [/\bdanger zone\b/],
    answer: `**The danger zone is ${dangerZone}**: bacteria can double in about 20 minutes. Keep cold food below it, hot food above it, and don't leave perishables in it more than 2 hours (1 hour above 32°C / 90°F).`,
    tips: ['Keep hot buffet food at 60°C (140°F) or above.'],
    related: ['How long can food sit out?', 'How long do cooked leftovers last in the fridge?'],
  },
  {
    id: 'wash-poultry',
    when: [/\b(?:wash|washing|rinse|rinsing)\b/, /\b(?:chicken|turkey|poultry|meat)\b/],
    answer:
      '**Don’t wash raw chicken or meat.** Rinsing does not remove bacteria; it splashes them around the sink and counter. Cooking to the safe temperature — 74°C (165°F) for poultry — is what kills them.',
    tips: [
      'Pat meat dry with paper towels and throw them away.',
      'Wash hands, boards and knives in hot soapy water after handling raw meat.',
    ],
    related: ['What temperature should chicken be cooked to?', 'How long does raw chicken last in the fridge?'],
  },
  {
    id: 'raw-dough',
    when: [
      /\b(?:raw|uncooked|unbaked)\b.*\b(?:dough|batter|flour)\b|\beat(?:ing)? (?:the )?(?:cookie )?(?:dough|batter)\b/,
    ],
    answer:
      '**Eating raw dough or batter isn’t considered safe:** raw flour can carry E. coli and raw eggs can carry Salmonella. For edible cookie dough, use heat-treated flour (heated to 74°C / 165°F) and pasteurised eggs or no eggs.',
    tips: ['Keep raw dough away from children while baking.'],
    related: ['Is it safe to eat raw eggs?', 'Substitute for eggs'],
  },
  {
    id: 'raw-eggs',
    when: [/\braw eggs?\b|\brunny (?:yolk|egg)s?\b|\bsoft boiled\b|\bundercooked eggs?\b/],
    answer:
      '**Raw and runny eggs carry a small risk of Salmonella.** For dishes served raw or lightly cooked (mayonnaise, tiramisu, mousse, runny yolks for vulnerable people) use **pasteurised eggs**. Young children, older adults, pregnant people and anyone immunocompromised should have eggs cooked until firm or dishes heated to 71°C (160°F).',
    tips: ['Keep eggs refrigerated and discard cracked or dirty ones.'],
    related: ['How long do eggs last in the fridge?', 'How long do I boil an egg?'],
  },
  {
    id: 'marinade',
    when: [/\bmarinade\b/, /\b(?:reuse|re use|again|sauce|baste|basting|leftover|used|safe)\b/],
    answer:
      '**Marinate in the fridge, never on the counter.** A marinade that touched raw meat must be brought to a rolling boil before you use it as a sauce; better, set some aside before adding the meat.',
    tips: ['Use a glass or food-safe plastic container, not aluminium, for acidic marinades.'],
    related: ['How long does raw chicken last in the fridge?'],
  },
  {
    id: 'mould',
    when: [/\bmou?ld(?:y|ed)?\b/],
    answer: [
      '**Most mouldy food should be thrown away.**',
      '- **Hard cheese, firm vegetables (carrots, cabbage, peppers), hard salami:** cut off at least 2.5 cm (1 inch) around and below the spot; keep the knife out of the mould.',
      '- **Soft foods** (bread, soft cheese, yogurt, jam, cooked leftovers, soft fruit): discard — mould spreads invisibly below the surface.',
    ].join('\n'),
    tips: ['Don’t sniff mouldy food; spores can irritate the airways.'],
    related: ['How long do cooked leftovers last in the fridge?'],
  },
  {
    id: 'canning',
    when: [/\b(?:canning|home canned|botulism|preserving|pressure can)/],
    answer:
      '**I can’t give canning times offline.** Home canning needs a tested recipe and processing time for your jar size and altitude — low-acid foods (vegetables, meat, beans) need a pressure canner to prevent botulism. Use the USDA Complete Guide to Home Canning or the National Center for Home Food Preservation.',
    tips: ['Never taste food from a bulging, leaking or spurting jar or can.'],
    related: ['How long do opened canned foods last in the fridge?'],
  },
];

export function findSafetyFact(text: string): SafetyFact | null {
  return (
    SAFETY_FACTS.find(
      (fact) => fact.when.every((pattern) => pattern.test(text)) && !(fact.unless && fact.unless.test(text)),
    ) ?? null
  );
}
