import { findByAlias, type AliasMatch } from './text';

export interface SubstitutionOption {
  /** What to use, with the amount for `Substitution.amount` of the original. */
  use: string;
  note?: string;
  /** Proposed swaps this option vouches for beyond its own wording, e.g. any dried herb for fresh. */
  endorses?: RegExp;
}

export interface Substitution {
  ingredient: string;
  aliases: readonly string[];
  /** The amount of the original that each option replaces. */
  amount: string;
  options: readonly SubstitutionOption[];
  /** Safety or allergy caveat shown with every answer for this ingredient. */
  caution?: string;
}

const NUT_CAUTION = 'Nut and seed swaps can still trigger allergies; check with whoever you are cooking for.';

/** Common kitchen swaps with the ratios found in standard US and UK cookery references. */
export const SUBSTITUTIONS: readonly Substitution[] = [
  {
    ingredient: 'buttermilk',
    aliases: ['butter milk'],
    amount: '1 cup (240 ml)',
    options: [
      {
        use: '1 cup (240 ml) milk + 1 tbsp (15 ml) lemon juice or white vinegar',
        note: 'stir and rest 5 min until slightly thickened',
      },
      { use: '3/4 cup (180 ml) plain yogurt + 1/4 cup (60 ml) milk', note: 'whisk smooth' },
      {
        use: '1 cup (240 ml) milk + 1 3/4 tsp cream of tartar',
        note: 'mix the cream of tartar into the dry ingredients',
      },
    ],
  },
  {
    ingredient: 'egg',
    aliases: ['eggs', 'whole egg', 'large egg'],
    amount: '1 large egg',
    options: [
      { use: '1 tbsp ground flaxseed + 3 tbsp (45 ml) water', note: 'rest 5 min until gel-like ("flax egg")' },
      { use: '1 tbsp chia seeds + 3 tbsp (45 ml) water', note: 'rest 10 min' },
      { use: '3 tbsp (45 ml) aquafaba (chickpea can liquid)', note: 'best where eggs bind or lighten' },
      { use: '1/4 cup (60 g) unsweetened applesauce or mashed banana', note: 'moist cakes and muffins; adds flavour' },
    ],
    caution:
      'Egg swaps work best when a recipe uses 1–2 eggs; in custards, meringues or soufflés there is no good swap.',
  },
  {
    ingredient: 'egg white',
    aliases: ['egg whites'],
    amount: '1 egg white',
    options: [{ use: '2 tbsp (30 ml) aquafaba', note: 'whips to soft peaks like egg white' }],
  },
  {
    ingredient: 'self-raising flour',
    aliases: ['self rising flour', 'self raising'],
    amount: '1 cup (120 g)',
    options: [
      {
        use: '1 cup (120 g) all-purpose flour + 1 1/2 tsp (6 g) baking powder + 1/4 tsp salt',
        note: 'whisk well together',
      },
    ],
  },
  {
    ingredient: 'cake flour',
    aliases: ['cake and pastry flour'],
    amount: '1 cup (115 g)',
    options: [
      {
        use: '1 cup (120 g) all-purpose flour minus 2 tbsp, plus 2 tbsp cornstarch',
        note: 'sift together twice',
      },
    ],
  },
  {
    ingredient: 'bread flour',
    aliases: ['strong flour', 'strong white flour'],
    amount: '1 cup (120 g)',
    options: [
      { use: '1 cup (120 g) all-purpose flour', note: 'slightly less chewy; you may need a little less water' },
    ],
  },
  {
    ingredient: 'all-purpose flour',
    aliases: ['flour', 'plain flour', 'ap flour'],
    amount: '1 cup (120 g)',
    options: [
      { use: '1 cup (120 g) bread flour', note: 'chewier results' },
      { use: 'up to half the amount as whole wheat flour', note: 'denser; add 1–2 tsp extra liquid per cup' },
      { use: 'a 1:1 gluten-free flour blend by weight', note: 'check the label; results vary by blend' },
    ],
  },
  {
    ingredient: 'cornstarch',
    aliases: ['corn starch', 'cornflour'],
    amount: '1 tbsp (for thickening)',
    options: [
      { use: '2 tbsp all-purpose flour', note: 'cook a few minutes longer so it loses the raw flour taste' },
      { use: '1 tbsp arrowroot or potato starch', note: 'add at the end; do not boil hard' },
    ],
  },
  {
    ingredient: 'arrowroot',
    aliases: ['arrowroot powder'],
    amount: '1 tbsp',
    options: [{ use: '1 tbsp cornstarch or potato starch' }, { use: '2 tbsp all-purpose flour' }],
  },
  {
    ingredient: 'baking powder',
    aliases: ['bp'],
    amount: '1 tsp',
    options: [
      { use: '1/4 tsp baking soda + 1/2 tsp cream of tartar', note: 'mix into the dry ingredients; bake promptly' },
      {
        use: '1/4 tsp baking soda + 1/2 cup (120 ml) buttermilk or yogurt',
        note: 'reduce other liquid by 1/2 cup (120 ml)',
      },
    ],
  },
  {
    ingredient: 'baking soda',
    aliases: ['bicarbonate of soda', 'bicarb', 'bicarb soda', 'sodium bicarbonate'],
    amount: '1 tsp',
    options: [
      { use: '3 tsp baking powder', note: 'baking powder is weaker; expect a slightly different texture and taste' },
    ],
  },
  {
    ingredient: 'cream of tartar',
    aliases: [],
    amount: '1/2 tsp',
    options: [
      { use: '1 tsp lemon juice or white vinegar', note: 'for stabilising egg whites' },
      {
        use: '1 tsp baking powder in place of 1/4 tsp baking soda + 1/2 tsp cream of tartar',
        note: 'when the recipe uses the two together for leavening',
      },
    ],
  },
  {
    ingredient: 'yeast',
    aliases: ['instant yeast', 'active dry yeast', 'dried yeast', 'fresh yeast'],
    amount: '1 packet (7 g, 2 1/4 tsp) instant yeast',
    options: [
      {
        use: '7 g (2 1/4 tsp) active dry yeast',
        note: 'dissolve in the recipe’s warm water (about 40°C / 105°F) first',
      },
      { use: '21 g fresh (cake) yeast', note: 'fresh yeast is about 3× the weight of instant' },
    ],
    caution: 'Baking powder is not a swap for yeast in bread; the texture and flavour will be completely different.',
  },
  {
    ingredient: 'brown sugar',
    aliases: ['light brown sugar', 'dark brown sugar', 'packed brown sugar'],
    amount: '1 cup (213 g) packed',
    options: [
      { use: '1 cup (200 g) granulated sugar + 1 tbsp molasses', note: 'use 2 tbsp molasses for dark brown sugar' },
      { use: '1 cup (200 g) granulated sugar', note: 'works, but baked goods come out crisper and paler' },
    ],
  },
  {
    ingredient: 'granulated sugar',
    aliases: ['white sugar', 'sugar'],
    amount: '1 cup (200 g)',
    options: [
      { use: '1 cup (213 g) packed brown sugar', note: 'moister, caramel flavour' },
      {
        use: '3/4 cup (255 g) honey or maple syrup',
        note: 'cut other liquid by 1/4 cup (60 ml) and the oven by about 15°C (25°F)',
      },
    ],
  },
  {
    ingredient: 'caster sugar',
    aliases: ['superfine sugar', 'castor sugar'],
    amount: '1 cup (200 g)',
    options: [{ use: '1 cup (200 g) granulated sugar, blitzed 30 seconds in a blender', note: 'let the dust settle' }],
  },
  {
    ingredient: 'powdered sugar',
    aliases: ['icing sugar', 'confectioners sugar', "confectioners' sugar"],
    amount: '1 cup (120 g)',
    options: [{ use: '1 cup (200 g) granulated sugar + 1 tbsp cornstarch, blended to a fine powder' }],
  },
  {
    ingredient: 'honey',
    aliases: [],
    amount: '1 cup (340 g)',
    options: [
      { use: '1 cup (312 g) maple syrup', note: 'thinner and less sweet' },
      { use: '1 1/4 cups (250 g) sugar + 1/4 cup (60 ml) water', note: 'for baking' },
    ],
    caution: 'Never give honey to babies under 12 months (infant botulism risk).',
  },
  {
    ingredient: 'maple syrup',
    aliases: [],
    amount: '1 cup (240 ml)',
    options: [{ use: '3/4 cup (255 g) honey + 1/4 cup (60 ml) water', note: 'different flavour' }],
  },
  {
    ingredient: 'corn syrup',
    aliases: ['light corn syrup', 'glucose syrup'],
    amount: '1 cup (240 ml)',
    options: [
      { use: '1 cup (240 ml) golden syrup' },
      { use: '1 cup (200 g) sugar + 1/4 cup (60 ml) water', note: 'simmer until dissolved and syrupy' },
    ],
  },
  {
    ingredient: 'molasses',
    aliases: ['treacle', 'black treacle'],
    amount: '1 cup (240 ml)',
    options: [{ use: '1 cup (240 ml) dark corn syrup, honey or maple syrup', note: 'milder flavour, lighter colour' }],
  },
  {
    ingredient: 'butter',
    aliases: ['unsalted butter', 'salted butter'],
    amount: '1 cup (227 g)',
    options: [
      {
        use: '3/4 cup + 1 tbsp (about 195 ml) neutral oil',
        note: 'fine in muffins and quick breads, not for creaming',
      },
      { use: '1 cup (227 g) plant-based baking block', note: 'best like-for-like for cookies and pastry' },
      { use: '1 cup (227 g) coconut oil, solid', note: 'for creaming; adds a slight coconut taste' },
    ],
  },
  {
    ingredient: 'vegetable oil',
    aliases: ['oil', 'canola oil', 'sunflower oil', 'neutral oil', 'rapeseed oil'],
    amount: '1 cup (240 ml)',
    options: [
      { use: '1 cup (240 ml) melted butter or melted coconut oil', note: 'in baking' },
      { use: 'up to half as unsweetened applesauce', note: 'lower fat; denser crumb' },
      { use: 'any neutral high-smoke-point oil (peanut, rice bran, grapeseed)', note: 'for frying' },
    ],
  },
  {
    ingredient: 'shortening',
    aliases: ['vegetable shortening', 'crisco', 'lard'],
    amount: '1 cup',
    options: [
      { use: '1 cup + 2 tbsp (255 g) butter', note: 'butter is about 80% fat, so use a little more' },
      { use: '1 cup solid coconut oil' },
    ],
  },
  {
    ingredient: 'milk',
    aliases: ['whole milk', 'cow milk', "cow's milk"],
    amount: '1 cup (240 ml)',
    options: [
      { use: '1/2 cup (120 ml) evaporated milk + 1/2 cup (120 ml) water' },
      {
        use: '1 cup (240 ml) unsweetened soy, oat or almond milk',
        note: 'soy and oat behave most like milk in baking',
      },
      { use: '1/3 cup (25 g) dry milk powder + 1 cup (240 ml) water' },
    ],
  },
  {
    ingredient: 'heavy cream',
    aliases: ['cream', 'double cream', 'whipping cream', 'heavy whipping cream'],
    amount: '1 cup (240 ml)',
    options: [
      {
        use: '3/4 cup (180 ml) whole milk + 1/4 cup (57 g) melted butter',
        note: 'for cooking and baking; will not whip',
      },
      { use: '1 cup (240 ml) full-fat coconut cream', note: 'whips when well chilled' },
      { use: '1 cup (240 ml) evaporated milk', note: 'in sauces and soups' },
    ],
  },
  {
    ingredient: 'half-and-half',
    aliases: ['half & half', 'light cream'],
    amount: '1 cup (240 ml)',
    options: [
      { use: '1/2 cup (120 ml) whole milk + 1/2 cup (120 ml) heavy cream' },
      { use: '3/4 cup (180 ml) whole milk + 1/4 cup (60 ml) heavy cream', note: 'a little lighter' },
    ],
  },
  {
    ingredient: 'sour cream',
    aliases: ['soured cream'],
    amount: '1 cup (230 g)',
    options: [
      { use: '1 cup (245 g) plain Greek yogurt', note: 'add off the heat so it does not split' },
      { use: '1 cup (240 g) crème fraîche' },
    ],
  },
  {
    ingredient: 'crème fraîche',
    aliases: ['creme fraiche'],
    amount: '1 cup (240 g)',
    options: [
      { use: '1 cup (230 g) sour cream', note: 'may curdle if boiled' },
      { use: '1 cup (240 g) mascarpone thinned with a little milk' },
    ],
  },
  {
    ingredient: 'greek yogurt',
    aliases: ['greek yoghurt', 'strained yogurt'],
    amount: '1 cup (245 g)',
    options: [
      { use: '1 cup (230 g) sour cream' },
      { use: '1 1/2 cups plain yogurt, strained 1–2 hours in the fridge', note: 'line a sieve with a coffee filter' },
    ],
  },
  {
    ingredient: 'plain yogurt',
    aliases: ['yogurt', 'yoghurt', 'natural yogurt'],
    amount: '1 cup (245 g)',
    options: [
      { use: '1 cup (230 g) sour cream' },
      { use: '1 cup (240 ml) buttermilk', note: 'in batters only; thinner' },
    ],
  },
  {
    ingredient: 'evaporated milk',
    aliases: [],
    amount: '1 cup (240 ml)',
    options: [
      {
        use: '2 1/4 cups (540 ml) milk, simmered gently down to 1 cup (240 ml)',
        note: 'stir often so it does not scorch',
      },
      { use: '1 cup (240 ml) half-and-half' },
    ],
  },
  {
    ingredient: 'sweetened condensed milk',
    aliases: ['condensed milk'],
    amount: '1 can (397 g / 14 oz)',
    options: [
      {
        use: '2 cups (480 ml) whole milk + 2/3 cup (135 g) sugar, simmered until reduced to about 1 1/4 cups',
        note: 'takes about 40 min; stir often',
      },
    ],
  },
  {
    ingredient: 'cream cheese',
    aliases: [],
    amount: '1 cup (227 g)',
    options: [
      { use: '1 cup (227 g) mascarpone', note: 'richer, less tangy' },
      { use: '1 cup (227 g) Neufchâtel', note: 'lower fat' },
      { use: '1 cup strained Greek yogurt', note: 'for dips, not cheesecake' },
    ],
  },
  {
    ingredient: 'mascarpone',
    aliases: ['mascarpone cheese'],
    amount: '1 cup (225 g)',
    options: [
      { use: '3/4 cup (170 g) softened cream cheese beaten with 1/4 cup (60 ml) heavy cream' },
      { use: '1 cup (225 g) ricotta, blended smooth', note: 'lighter' },
    ],
  },
  {
    ingredient: 'ricotta',
    aliases: ['ricotta cheese'],
    amount: '1 cup (245 g)',
    options: [
      { use: '1 cup (225 g) cottage cheese, blended smooth or drained' },
      { use: '1 cup crumbled firm tofu seasoned with lemon and salt', note: 'dairy-free' },
    ],
  },
  {
    ingredient: 'parmesan',
    aliases: ['parmigiano reggiano', 'parmesan cheese', 'parmigiano'],
    amount: '1 cup (100 g) grated',
    options: [
      { use: '1 cup grated Grana Padano' },
      { use: '3/4 cup grated Pecorino Romano', note: 'saltier, so use a little less' },
    ],
    caution: 'Traditional Parmigiano Reggiano is made with animal rennet, so it is not vegetarian.',
  },
  {
    ingredient: 'red wine',
    aliases: ['red wine in sauce', 'wine for stew'],
    amount: '1 cup (240 ml) in sauces and stews',
    options: [
      { use: '1 cup (240 ml) beef or vegetable stock + 1 tbsp (15 ml) red wine vinegar or balsamic' },
      { use: '1 cup (240 ml) unsweetened grape or pomegranate juice + 1 tbsp (15 ml) vinegar', note: 'fruitier' },
    ],
  },
  {
    ingredient: 'white wine',
    aliases: ['dry white wine', 'wine'],
    amount: '1 cup (240 ml) in sauces and risotto',
    options: [
      { use: '1 cup (240 ml) chicken or vegetable stock + 1 tbsp (15 ml) white wine vinegar or lemon juice' },
      { use: '1 cup (240 ml) dry vermouth', note: 'keeps for months once opened' },
    ],
  },
  {
    ingredient: 'mirin',
    aliases: ['rice wine', 'sweet rice wine'],
    amount: '1 tbsp (15 ml)',
    options: [
      { use: '1 tbsp (15 ml) rice vinegar + 1/2 tsp sugar' },
      { use: '1 tbsp (15 ml) dry sherry + 1/2 tsp sugar' },
    ],
  },
  {
    ingredient: 'shaoxing wine',
    aliases: ['chinese cooking wine', 'sake'],
    amount: '1 tbsp (15 ml)',
    options: [{ use: '1 tbsp (15 ml) dry sherry' }, { use: '1 tbsp (15 ml) chicken stock + a few drops rice vinegar' }],
  },
  {
    ingredient: 'beer',
    aliases: ['beer in batter', 'lager', 'ale'],
    amount: '1 cup (240 ml) in batter',
    options: [
      { use: '1 cup (240 ml) ice-cold sparkling water', note: 'keeps batter light and crisp' },
      { use: '1 cup (240 ml) stock', note: 'in stews' },
    ],
  },
  {
    ingredient: 'chicken stock',
    aliases: ['chicken broth', 'stock', 'broth'],
    amount: '1 cup (240 ml)',
    options: [
      { use: '1 cup (240 ml) vegetable stock' },
      { use: '1 bouillon cube or 1 tsp stock paste + 1 cup (240 ml) hot water', note: 'saltier, so cut added salt' },
    ],
  },
  {
    ingredient: 'beef stock',
    aliases: ['beef broth'],
    amount: '1 cup (240 ml)',
    options: [
      { use: '1 cup (240 ml) mushroom or vegetable stock + 1 tsp soy sauce', note: 'soy adds savoury depth' },
      { use: '1 beef bouillon cube + 1 cup (240 ml) hot water' },
    ],
  },
  {
    ingredient: 'vegetable stock',
    aliases: ['vegetable broth', 'veg stock'],
    amount: '1 cup (240 ml)',
    options: [
      { use: '1 cup (240 ml) chicken stock', note: 'not vegetarian' },
      { use: '1 cup (240 ml) water + 1 tsp miso or soy sauce' },
    ],
  },
  {
    ingredient: 'soy sauce',
    aliases: ['soya sauce', 'shoyu'],
    amount: '1 tbsp (15 ml)',
    options: [
      { use: '1 tbsp (15 ml) tamari', note: 'often wheat-free; check the label if avoiding gluten' },
      { use: '1 1/2 tbsp coconut aminos', note: 'sweeter and less salty; soy-free' },
    ],
    caution: 'Regular soy sauce contains wheat.',
  },
  {
    ingredient: 'fish sauce',
    aliases: ['nam pla'],
    amount: '1 tbsp (15 ml)',
    options: [
      { use: '1 tbsp (15 ml) soy sauce + a squeeze of lime juice' },
      { use: '2 tsp soy sauce + 1 tsp mashed anchovy', note: 'closer umami; not vegetarian' },
      {
        use: '2 tsp soy sauce + 1 tsp crumbled nori or seaweed flakes',
        note: 'vegetarian and vegan; tamari keeps it gluten-free',
      },
    ],
  },
  {
    ingredient: 'worcestershire sauce',
    aliases: ['worcester sauce'],
    amount: '1 tbsp (15 ml)',
    options: [{ use: '2 tsp soy sauce + 1 tsp vinegar + a pinch of sugar' }],
    caution: 'Most Worcestershire sauce contains anchovies (fish).',
  },
  {
    ingredient: 'tomato paste',
    aliases: ['tomato puree', 'tomato purée', 'tomato concentrate'],
    amount: '1 tbsp',
    options: [
      { use: '3 tbsp tomato sauce or passata, simmered until reduced by two-thirds' },
      { use: '1 tbsp ketchup', note: 'sweeter' },
    ],
  },
  {
    ingredient: 'tomato sauce',
    aliases: ['passata', 'tomato passata'],
    amount: '1 cup (240 ml)',
    options: [
      { use: '1/2 cup tomato paste + 1/2 cup (120 ml) water', note: 'season to taste' },
      { use: '1 cup canned tomatoes, blended' },
    ],
  },
  {
    ingredient: 'lemon juice',
    aliases: ['lemons', 'lemon'],
    amount: '1 tbsp (15 ml)',
    options: [
      { use: '1 tbsp (15 ml) lime juice' },
      { use: '1/2 tbsp white wine or cider vinegar', note: 'acidity only, not the flavour' },
    ],
  },
  {
    ingredient: 'lime juice',
    aliases: ['limes', 'lime'],
    amount: '1 tbsp (15 ml)',
    options: [{ use: '1 tbsp (15 ml) lemon juice' }],
  },
  {
    ingredient: 'lemon zest',
    aliases: ['lemon rind', 'grated lemon peel'],
    amount: '1 tsp',
    options: [{ use: '1/2 tsp lemon extract' }, { use: '1 tsp lime or orange zest', note: 'different citrus flavour' }],
  },
  {
    ingredient: 'white wine vinegar',
    aliases: ['white vinegar', 'vinegar', 'champagne vinegar'],
    amount: '1 tbsp (15 ml)',
    options: [{ use: '1 tbsp (15 ml) cider vinegar or rice vinegar' }, { use: '1 tbsp (15 ml) lemon juice' }],
  },
  {
    ingredient: 'apple cider vinegar',
    aliases: ['cider vinegar', 'acv'],
    amount: '1 tbsp (15 ml)',
    options: [{ use: '1 tbsp (15 ml) white wine vinegar' }, { use: '1 tbsp (15 ml) lemon juice' }],
  },
  {
    ingredient: 'rice vinegar',
    aliases: ['rice wine vinegar'],
    amount: '1 tbsp (15 ml)',
    options: [{ use: '1 tbsp (15 ml) cider vinegar + a pinch of sugar' }, { use: '1 tbsp (15 ml) white wine vinegar' }],
  },
  {
    ingredient: 'balsamic vinegar',
    aliases: ['balsamic'],
    amount: '1 tbsp (15 ml)',
    options: [{ use: '1 tbsp (15 ml) red wine vinegar + 1/2 tsp sugar or honey' }],
  },
  {
    ingredient: 'dijon mustard',
    aliases: ['dijon'],
    amount: '1 tbsp',
    options: [
      { use: '1 tbsp whole-grain or spicy brown mustard' },
      { use: '1 tbsp yellow mustard + a pinch of sugar', note: 'milder' },
    ],
  },
  {
    ingredient: 'dry mustard',
    aliases: ['mustard powder', 'ground mustard'],
    amount: '1 tsp',
    options: [{ use: '1 tbsp prepared mustard', note: 'reduce other liquid slightly' }],
  },
  {
    ingredient: 'fresh herbs',
    aliases: [
      'fresh herb',
      'fresh basil',
      'fresh oregano',
      'fresh thyme',
      'fresh rosemary',
      'fresh dill',
      'fresh sage',
    ],
    amount: '1 tbsp chopped',
    options: [
      {
        use: '1 tsp dried herbs (a 3:1 fresh-to-dried ratio)',
        endorses: /^dried\b/,
        note: 'add dried herbs early so they soften; fresh ones near the end',
      },
    ],
  },
  {
    ingredient: 'dried herbs',
    aliases: ['dried herb', 'dried basil', 'dried oregano', 'dried thyme', 'dried rosemary', 'dried dill'],
    amount: '1 tsp',
    options: [{ use: '1 tbsp chopped fresh herbs (3:1 fresh-to-dried)', endorses: /^fresh\b/ }],
  },
  {
    ingredient: 'italian seasoning',
    aliases: ['mixed herbs', 'herbes de provence'],
    amount: '1 tsp',
    options: [
      {
        use: 'equal parts dried basil, oregano and thyme (about 1/3 tsp each)',
        note: 'add a pinch of rosemary if you have it',
      },
    ],
  },
  {
    ingredient: 'basil',
    aliases: ['basil leaves'],
    amount: '1/4 cup fresh leaves',
    options: [
      { use: '1 tsp dried basil', note: 'in cooked dishes only' },
      { use: '1/4 cup fresh spinach or parsley', note: 'for pesto; milder' },
    ],
  },
  {
    ingredient: 'cilantro',
    aliases: ['coriander leaves', 'fresh coriander', 'coriander leaf'],
    amount: '1 tbsp chopped',
    options: [{ use: '1 tbsp chopped flat-leaf parsley + a little lime zest', note: 'different but fresh' }],
  },
  {
    ingredient: 'parsley',
    aliases: ['flat leaf parsley', 'italian parsley', 'curly parsley'],
    amount: '1 tbsp chopped',
    options: [{ use: '1 tbsp chopped chervil, celery leaves or cilantro' }, { use: '1 tsp dried parsley' }],
  },
  {
    ingredient: 'chives',
    aliases: ['chive'],
    amount: '1 tbsp chopped',
    options: [{ use: '1 tbsp finely sliced green onion tops' }],
  },
  {
    ingredient: 'green onions',
    aliases: ['scallions', 'spring onions', 'green onion', 'scallion', 'spring onion'],
    amount: '1/4 cup sliced',
    options: [
      { use: '1/4 cup chopped chives' },
      { use: '2 tbsp finely minced shallot or red onion', note: 'stronger; use raw sparingly' },
    ],
  },
  {
    ingredient: 'shallot',
    aliases: ['shallots', 'eschalot'],
    amount: '1 small shallot (about 2 tbsp minced)',
    options: [{ use: '2–3 tbsp minced yellow or red onion + a pinch of minced garlic' }],
  },
  {
    ingredient: 'onion',
    aliases: ['yellow onion', 'brown onion', 'white onion', 'onions'],
    amount: '1 medium onion (about 1 cup chopped)',
    options: [
      { use: '1 tbsp onion powder', note: 'no texture; add with the liquid' },
      { use: '1/4 cup dried minced onion' },
      { use: '2–3 shallots or 1 large leek', note: 'milder' },
    ],
  },
  {
    ingredient: 'leek',
    aliases: ['leeks'],
    amount: '1 leek',
    options: [{ use: '1 medium onion + a few green onions', note: 'onion is sharper; cook a bit longer' }],
  },
  {
    ingredient: 'garlic',
    aliases: ['garlic clove', 'clove of garlic', 'cloves of garlic', 'fresh garlic'],
    amount: '1 clove',
    options: [
      { use: '1/8 tsp garlic powder' },
      { use: '1/2 tsp jarred minced garlic' },
      { use: '1/2 tsp garlic flakes (dried minced garlic)' },
    ],
  },
  {
    ingredient: 'fresh ginger',
    aliases: ['ginger', 'ginger root', 'root ginger'],
    amount: '1 tbsp grated',
    options: [{ use: '1/4 tsp ground ginger', note: 'add with other dried spices' }],
  },
  {
    ingredient: 'ground ginger',
    aliases: ['dried ginger', 'powdered ginger'],
    amount: '1/4 tsp',
    options: [{ use: '1 tbsp freshly grated ginger', note: 'brighter, more peppery flavour' }],
  },
  {
    ingredient: 'lemongrass',
    aliases: ['lemon grass'],
    amount: '1 stalk',
    options: [{ use: '1 tsp lemon zest + a small slice of fresh ginger' }],
  },
  {
    ingredient: 'allspice',
    aliases: ['ground allspice'],
    amount: '1 tsp',
    options: [{ use: '1/2 tsp ground cinnamon + 1/4 tsp ground cloves + 1/4 tsp ground nutmeg' }],
  },
  {
    ingredient: 'pumpkin pie spice',
    aliases: ['pumpkin spice', 'mixed spice'],
    amount: '1 tsp',
    options: [{ use: '1/2 tsp cinnamon + 1/4 tsp ground ginger + 1/8 tsp nutmeg + 1/8 tsp ground cloves or allspice' }],
  },
  {
    ingredient: 'cayenne pepper',
    aliases: ['cayenne'],
    amount: '1/8 tsp',
    options: [{ use: '1/4 tsp red pepper flakes' }, { use: 'a few drops of hot sauce' }],
  },
  {
    ingredient: 'chili powder',
    aliases: ['chilli powder', 'chile powder'],
    amount: '1 tbsp (US blend)',
    options: [
      { use: '2 tsp paprika + 1/2 tsp ground cumin + 1/2 tsp dried oregano + 1/4 tsp cayenne + 1/4 tsp garlic powder' },
    ],
  },
  {
    ingredient: 'smoked paprika',
    aliases: ['pimenton'],
    amount: '1 tsp',
    options: [{ use: '1 tsp sweet paprika + a pinch of ground chipotle or cumin' }],
  },
  {
    ingredient: 'cumin',
    aliases: ['ground cumin'],
    amount: '1 tsp',
    options: [{ use: '1 tsp ground coriander + a pinch of chili powder', note: 'different but warm and earthy' }],
  },
  {
    ingredient: 'vanilla extract',
    aliases: ['vanilla', 'vanilla essence'],
    amount: '1 tsp',
    options: [
      { use: '1 tsp vanilla bean paste, or the seeds of about 1/3 vanilla bean' },
      { use: '1 tsp maple syrup or 1/2 tsp bourbon/rum', note: 'in a pinch' },
    ],
  },
  {
    ingredient: 'unsweetened chocolate',
    aliases: ['baking chocolate', 'unsweetened baking chocolate'],
    amount: '1 oz (28 g)',
    options: [{ use: '3 tbsp cocoa powder + 1 tbsp butter or oil' }],
  },
  {
    ingredient: 'semisweet chocolate',
    aliases: ['semi sweet chocolate', 'dark chocolate', 'bittersweet chocolate'],
    amount: '1 oz (28 g)',
    options: [
      { use: '1/2 oz (14 g) unsweetened chocolate + 1 tbsp sugar' },
      { use: '1 oz (28 g) semisweet chocolate chips', note: 'chips contain stabilisers and melt less smoothly' },
    ],
  },
  {
    ingredient: 'cocoa powder',
    aliases: ['cocoa', 'unsweetened cocoa', 'cacao powder'],
    amount: '3 tbsp',
    options: [{ use: '1 oz (28 g) unsweetened chocolate', note: 'reduce the recipe’s fat by 1 tbsp' }],
  },
  {
    ingredient: 'breadcrumbs',
    aliases: ['bread crumbs', 'dry breadcrumbs'],
    amount: '1 cup',
    options: [
      { use: '1 cup crushed crackers or panko' },
      { use: '1 cup rolled oats, pulsed', note: 'for meatballs and meatloaf' },
      { use: '1 cup crushed cornflakes', note: 'for crunchy coatings' },
    ],
  },
  {
    ingredient: 'panko',
    aliases: ['panko breadcrumbs'],
    amount: '1 cup',
    options: [{ use: '1 cup dry breadcrumbs', note: 'less crunchy' }, { use: '1 cup crushed cornflakes' }],
  },
  {
    ingredient: 'cornmeal',
    aliases: ['polenta', 'corn meal'],
    amount: '1 cup',
    options: [{ use: '1 cup fine polenta or grits' }, { use: '1 cup semolina', note: 'for dusting pizza peels' }],
  },
  {
    ingredient: 'oat flour',
    aliases: [],
    amount: '1 cup (about 90 g)',
    options: [{ use: '1 1/4 cups rolled oats, blended to a fine powder' }],
  },
  {
    ingredient: 'almond flour',
    aliases: ['ground almonds', 'almond meal'],
    amount: '1 cup (96 g)',
    options: [
      { use: '1 cup finely ground sunflower seeds', note: 'may turn slightly green with baking soda; harmless' },
    ],
    caution: NUT_CAUTION,
  },
  {
    ingredient: 'pine nuts',
    aliases: ['pine nut', 'pignoli'],
    amount: '1/4 cup',
    options: [
      { use: '1/4 cup toasted walnuts or almonds' },
      { use: '1/4 cup toasted sunflower seeds', note: 'nut-free' },
    ],
    caution: NUT_CAUTION,
  },
  {
    ingredient: 'peanut butter',
    aliases: [],
    amount: '1 cup',
    options: [
      { use: '1 cup almond or cashew butter' },
      { use: '1 cup sunflower seed butter', note: 'peanut- and tree-nut-free' },
    ],
    caution: NUT_CAUTION,
  },
  {
    ingredient: 'tahini',
    aliases: ['sesame paste'],
    amount: '1/4 cup',
    options: [{ use: '1/4 cup sunflower seed butter' }, { use: '1/4 cup smooth cashew butter' }],
    caution: NUT_CAUTION,
  },
  {
    ingredient: 'mayonnaise',
    aliases: ['mayo'],
    amount: '1 cup',
    options: [{ use: '1 cup plain Greek yogurt or sour cream', note: 'in dressings, dips and salads' }],
  },
  {
    ingredient: 'capers',
    aliases: ['caper'],
    amount: '1 tbsp',
    options: [{ use: '1 tbsp chopped green olives' }],
  },
  {
    ingredient: 'anchovies',
    aliases: ['anchovy', 'anchovy fillet', 'anchovy fillets'],
    amount: '1 fillet',
    options: [{ use: '1/2 tsp anchovy paste' }, { use: '1/2 tsp white miso', note: 'vegetarian' }],
  },
  {
    ingredient: 'miso',
    aliases: ['miso paste', 'white miso'],
    amount: '1 tbsp',
    options: [{ use: '2 tsp soy sauce', note: 'saltier and thinner; add a little tahini for body' }],
  },
  {
    ingredient: 'coconut milk',
    aliases: ['canned coconut milk'],
    amount: '1 cup (240 ml)',
    options: [
      { use: '1 cup (240 ml) heavy cream or evaporated milk', note: 'loses the coconut flavour' },
      {
        use: '1 cup (about 90 g) unsweetened shredded coconut blended with 1 cup (240 ml) hot water, strained',
      },
    ],
  },
  {
    ingredient: 'table salt',
    aliases: ['salt', 'fine salt', 'kosher salt'],
    amount: '1 tsp table salt',
    options: [
      { use: '1 1/4 tsp Morton kosher salt' },
      { use: '2 tsp Diamond Crystal kosher salt', note: 'much lighter flakes' },
    ],
  },
];

export function findSubstitution(text: string): AliasMatch<Substitution> | null {
  return findByAlias(text, SUBSTITUTIONS, (entry) => [entry.ingredient, ...entry.aliases]);
}
