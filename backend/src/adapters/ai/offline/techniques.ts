import { celsiusFirst } from '@common/kitchen/temperature';

export interface Technique {
  id: string;
  /** Every pattern must match the normalised question. */
  when: readonly RegExp[];
  answer: string;
  tips: readonly string[];
  related: readonly string[];
}

/**
 * General-purpose answers to common "how do I know / how long" questions. They are rules of thumb,
 * so each answer defers to the recipe where it matters.
 */
export const TECHNIQUES: readonly Technique[] = [
  {
    id: 'hot-oil',
    when: [
      /\b(?:oil|fat|fry|frying|fryer)\b/,
      /\b(?:hot enough|ready|how hot|temperature|temp|know when|heated|too hot|is \d+\s*°?\s*[cf]?\b)/,
    ],
    answer: [
      '**For sautéing and shallow frying:** heat the pan first, then the oil; it is ready when it **shimmers** and flows like water when you tilt the pan. A piece of onion or a drop of batter should sizzle immediately.',
      `**For deep frying:** aim for **175–190°C (350–375°F)**, checked with a thermometer. Without one, a 2.5 cm (1 inch) cube of bread browns in about 60 seconds at roughly ${celsiusFirst(350)}, or the handle of a wooden spoon dipped in the oil bubbles steadily.`,
      '**If the oil smokes, it is too hot:** take it off the heat and let it cool.',
    ].join('\n\n'),
    tips: [
      'Never leave hot oil unattended; keep a lid nearby and never use water on an oil fire.',
      'Fry in small batches so the oil temperature does not crash.',
    ],
    related: ['Convert 350F to Celsius', 'What can I use instead of vegetable oil?'],
  },
  {
    id: 'rest-meat',
    when: [/\brest(?:ing)?\b/, /\b(?:steak|meat|beef|lamb|pork|chicken|turkey|roast|chop|brisket)s?\b/],
    answer: [
      '**Rest meat after cooking so the juices settle:**',
      '- **Steaks and chops:** 5–10 minutes.',
      '- **Roasts and whole chickens:** 10–20 minutes.',
      '- **Large roasts and whole turkeys:** 20–30 minutes.',
      'Rest it on a board or warm plate, loosely tented with foil. The temperature rises a few degrees while it rests, so take it off the heat a little early. For beef, lamb and pork whole cuts, USDA counts a **3-minute rest** at 63°C (145°F) as part of making it safe.',
    ].join('\n'),
    tips: [
      'Slice steak against the grain after resting.',
      'Pour the resting juices back over the meat or into the sauce.',
    ],
    related: ['What temperature should steak be cooked to?', 'What temperature should chicken be cooked to?'],
  },
  {
    id: 'rest-dough',
    when: [
      /\b(?:rest|resting|rise|rising|prove|proof|proofing|proving|chill|chilling|sit)\b/,
      /\b(?:dough|bread|pastry|pizza|crust|loaf|brioche|focaccia|cookie)s?\b/,
    ],
    answer: [
      '**It depends on the dough — the recipe’s time wins, but as a guide:**',
      '- **Yeast bread, first rise:** 1–2 hours at warm room temperature (24–27°C / 75–80°F), until roughly doubled.',
      '- **Shaped loaf, second rise:** 30–60 minutes; a floured finger poke should spring back slowly.',
      '- **Pizza dough:** at least 1 hour at room temperature, or 24–72 hours in the fridge for more flavour.',
      '- **Pie and shortcrust pastry:** chill at least 30 minutes before rolling, and again before baking.',
      '- **Fresh pasta dough:** 30 minutes covered, at room temperature.',
      '- **Cookie dough:** 30 minutes to 24 hours chilled for thicker cookies.',
    ].join('\n'),
    tips: [
      'Judge yeast dough by size and feel more than the clock; cool kitchens are slower.',
      'Cover resting dough so it does not dry out and form a skin.',
    ],
    related: ['How long should I knead dough?', 'How do I know when bread is done?'],
  },
  {
    id: 'knead',
    when: [/\bknead/],
    answer:
      '**Knead about 10 minutes by hand, or 5–8 minutes in a stand mixer** on low–medium speed, until the dough is smooth and elastic. The **windowpane test**: stretch a small piece thin — if it turns translucent without tearing, the gluten is ready.',
    tips: ['Add flour sparingly while kneading; slightly sticky dough makes lighter bread.'],
    related: ['How long do I rest the dough?', 'How do I know when bread is done?'],
  },
  {
    id: 'poach-egg',
    when: [/\bpoach/, /\beggs?\b/],
    answer:
      '**Poach eggs in barely simmering water** (small bubbles, not a boil), about 7–10 cm (3–4 inches) deep. Crack each egg into a sieve to drain the watery white, slip it in and cook **3–4 minutes** for a set white and runny yolk. Lift out with a slotted spoon.',
    tips: ['Very fresh eggs hold their shape best.'],
    related: ['How long do I boil an egg?'],
  },
  {
    id: 'boil-eggs',
    when: [/\b(?:boil|boiled|boiling|cook)\b/, /\beggs?\b/],
    answer: [
      '**Lower fridge-cold eggs into boiling water, then time:**',
      '- **6–7 minutes:** set white, jammy yolk.',
      '- **9–10 minutes:** mostly firm yolk.',
      '- **11–12 minutes:** fully hard-boiled.',
      'Move them to ice water for a few minutes to stop the cooking and make peeling easier.',
    ].join('\n'),
    tips: [
      'Older eggs peel more easily than very fresh ones.',
      'Serve runny yolks only with pasteurised eggs to vulnerable people.',
    ],
    related: ['How long do hard-boiled eggs last in the fridge?', 'Substitute for eggs'],
  },
  {
    id: 'rice',
    when: [/\b(?:cook|make|boil|water|ratio|long)\b/, /\brice\b/],
    answer: [
      '**Stovetop white rice (long-grain):** rinse, then use about **1 part rice to 1.5 parts water** by volume. Bring to a boil, cover, simmer on low **15–18 minutes**, then rest off the heat, covered, 5–10 minutes.',
      '**Brown rice:** about 1 : 2 to 2.25 water, simmer 40–45 minutes.',
      'Package directions win for specific varieties.',
    ].join('\n\n'),
    tips: ['Cool leftover rice within 1 hour and refrigerate; eat within 3–4 days.'],
    related: ['How long does cooked rice last in the fridge?', 'How many grams in a cup of rice?'],
  },
  {
    id: 'pasta',
    when: [/\b(?:pasta|spaghetti|noodles|penne|macaroni)\b/, /\b(?:salt|water|cook|boil|long|much)\b/],
    answer:
      '**Use about 1 litre (4 cups) of water per 100 g of pasta** and salt it generously — roughly 1–2 tsp (6–12 g) per litre. Cook for the time on the packet, tasting 1–2 minutes early. Save a cup of the starchy water before draining to loosen the sauce.',
    tips: ['Finish the pasta in the sauce for the last minute so it absorbs flavour.'],
    related: ['How long does cooked pasta last in the fridge?'],
  },
  {
    id: 'caramelize-onions',
    when: [/\bcarameli[sz]/, /\bonions?\b/],
    answer:
      '**Real caramelised onions take 30–45 minutes** over medium-low heat with butter or oil and a pinch of salt. Stir every few minutes; when brown bits stick to the pan, add a splash of water and scrape them up. Recipes promising 10 minutes give you browned, not caramelised, onions.',
    tips: ['A wide pan that holds the onions in a thin layer speeds things up.'],
    related: ['What can I use instead of shallots?'],
  },
  {
    id: 'cake-done',
    when: [/\b(?:done|ready|cooked|baked)\b/, /\b(?:cake|cupcake|muffin|brownie|banana bread|quick bread)s?\b/],
    answer: [
      '**A cake is done when:**',
      '- a skewer in the centre comes out clean or with a few moist crumbs;',
      '- the top springs back when pressed lightly;',
      '- the edges start to pull away from the pan;',
      `- an instant-read thermometer shows about ${celsiusFirst(200)}–${celsiusFirst(210)} in the centre.`,
      'Brownies are the exception: take them out while a few moist crumbs still cling.',
    ].join('\n'),
    tips: ['Start checking 5 minutes before the recipe’s time; ovens vary.'],
    related: ['Convert 350F to Celsius', 'What can I use instead of cake flour?'],
  },
  {
    id: 'bread-done',
    when: [/\b(?:done|ready|cooked|baked)\b/, /\b(?:bread|loaf|sourdough|rolls|baguette)\b/],
    answer: `**Bread is done when** the loaf is deep golden, sounds hollow when tapped underneath, and reads about **${celsiusFirst(190)} for enriched doughs** (brioche, sandwich loaves) or **${celsiusFirst(205)}–${celsiusFirst(210)} for lean crusty loaves** in the centre.`,
    tips: ['Cool bread at least 1 hour before slicing: it is still setting inside.'],
    related: ['How long do I rest the dough?', 'How long should I knead dough?'],
  },
  {
    id: 'steak-doneness',
    when: [/\b(?:steak|beef|lamb)\b/, /\b(?:rare|medium|well done|doneness)\b/],
    answer: [
      '**Steak doneness by internal temperature** (take it off the heat about 3°C / 5°F early; it rises while resting):',
      `- **Rare:** ${celsiusFirst(125)}`,
      `- **Medium-rare:** ${celsiusFirst(135)}`,
      `- **Medium:** ${celsiusFirst(145)}`,
      `- **Medium-well:** ${celsiusFirst(150)}`,
      `- **Well done:** ${celsiusFirst(160)}`,
      'USDA’s safe minimum for whole cuts of beef and lamb is **63°C (145°F) plus a 3-minute rest**; ground meat always needs 71°C (160°F).',
    ].join('\n'),
    tips: ['Insert the thermometer sideways into the thickest part of the steak.'],
    related: ['How long to rest steak?', 'Is pork safe at 63C?'],
  },
  {
    id: 'sear',
    when: [/\b(?:sear|searing|brown|browning|crust)\b/, /\b(?:meat|steak|chicken|pork|beef|lamb|scallops?)\b/],
    answer:
      '**For a good sear:** pat the meat dry, season it, and heat a heavy pan until very hot before adding a thin film of high-smoke-point oil. Don’t crowd the pan, and don’t move the meat for 2–3 minutes — it releases on its own when the crust has formed.',
    tips: ['Salt steaks 40 minutes ahead, or right before cooking — not in between.'],
    related: ['How do I know when oil is hot enough?', 'How long to rest steak?'],
  },
  {
    id: 'soften-butter',
    when: [/\bbutter\b/, /\b(?:soften|softened|room temperature|quickly|fast)\b/],
    answer:
      '**To soften butter quickly:** cut it into 1–2 cm (½ inch) cubes and leave it 15–20 minutes, or grate it cold. It is ready when a finger leaves a dent without sinking in, about 18–20°C (65–68°F). Avoid the microwave: melted patches ruin creaming.',
    tips: ['Warm (not hot) a glass bowl and turn it upside down over the butter to speed it up.'],
    related: ['How many grams is a stick of butter?', 'What can I use instead of butter?'],
  },
  {
    id: 'whip-cream',
    when: [/\b(?:whip|whipped|whipping)\b/, /\bcream\b/],
    answer:
      '**Whip well-chilled cream** (at least 30% fat) in a cold bowl. **Soft peaks** flop over when you lift the whisk; **stiff peaks** stand up straight. Stop as soon as you get there — a little further and it turns grainy, then into butter.',
    tips: [
      'Add sugar once it starts to thicken.',
      'Over-whipped cream can be rescued by folding in a little liquid cream.',
    ],
    related: ['What can I use instead of heavy cream?'],
  },
  {
    id: 'melt-chocolate',
    when: [/\bmelt/, /\bchocolate\b/],
    answer:
      '**Melt chocolate gently:** in a heatproof bowl over barely simmering water (the bowl must not touch the water), or in the microwave in 20–30 second bursts, stirring between each. Keep every drop of water out — it makes chocolate seize.',
    tips: ['If it seizes, stir in a spoonful of hot cream or oil to make a sauce rather than a smooth melt.'],
    related: ['What can I use instead of unsweetened chocolate?'],
  },
  {
    id: 'blanch',
    when: [/\bblanch/],
    answer:
      '**Blanch by cooking vegetables briefly in plenty of boiling salted water** — about 1–3 minutes (green beans 2–3, broccoli florets 1–2, leafy greens 30 seconds) — then plunge them into ice water to stop the cooking and fix the colour.',
    tips: ['Blanch in small batches so the water stays at a boil.'],
    related: ['How long do cooked vegetables last in the fridge?'],
  },
  {
    id: 'thicken-sauce',
    when: [/\bthicken|\btoo (?:thin|runny|watery)\b/],
    answer: [
      '**Three reliable ways to thicken a sauce:**',
      '- **Reduce it:** simmer uncovered; flavour concentrates too.',
      '- **Cornstarch slurry:** 1 tbsp cornstarch mixed with 2 tbsp cold water thickens about 1 cup (240 ml) of liquid; stir in and simmer 1–2 minutes.',
      '- **Roux or beurre manié:** equal parts butter and flour, whisked in and simmered a few minutes.',
    ].join('\n'),
    tips: ['Always mix starch with cold liquid first, or it turns lumpy.'],
    related: ['What can I use instead of cornstarch?'],
  },
  {
    id: 'too-salty',
    when: [/\btoo salty\b|\bover ?salted\b|\bfix salty\b|\btoo much salt\b/],
    answer:
      '**You can’t remove salt, only dilute or balance it:** add more of the unsalted base (stock, water, tomatoes, cream, vegetables, rice or pasta), or balance with acid (lemon, vinegar) and fat. The potato trick absorbs liquid, not just salt, so it barely helps.',
    tips: ['Season in stages and taste as you go, especially with stock cubes and soy sauce.'],
    related: ['What can I use instead of soy sauce?'],
  },
  {
    id: 'preheat',
    when: [/\bpreheat/, /\b(?:how long|when|ready)\b/],
    answer:
      '**Most ovens need 10–20 minutes to preheat** (longer for a pizza stone or steel — up to 45 minutes). Many beep before the walls are fully hot, so give it an extra 5–10 minutes for baking, or check with an oven thermometer.',
    tips: ['Oven dials are often off by 10–20°C; an oven thermometer tells you the truth.'],
    related: ['Convert 350F to Celsius', 'What is gas mark 4 in Celsius?'],
  },
];

export function findTechnique(text: string): Technique | null {
  return TECHNIQUES.find((technique) => technique.when.every((pattern) => pattern.test(text))) ?? null;
}
