import type { SkillVideoCategory, SkillVideoDifficulty } from '@common/contracts/videos';

/** One built-in cooking skill video (text written for Sous). Media lives at media/videos/<id>.mp4|.jpg|.vtt. */
export interface SeedSkillVideo {
  /** Stable slug: the seed upserts on it and the media files are named after it. */
  id: string;
  title: string;
  description: string;
  /** Running time of the full lesson as shown on the card, m:ss. */
  duration: string;
  difficulty: SkillVideoDifficulty;
  category: SkillVideoCategory;
  /** 3 to 6 short skill lines; the card shows the first 2 and '+N more'. */
  skills: string[];
}

/** The 18 skill videos in library order (sort_order follows this list). */
export const seedSkillVideos: SeedSkillVideo[] = [
  {
    id: 'knife-basics',
    title: 'Knife Basics: Grip and Safety',
    description:
      'Hold a chef’s knife with a pinch grip, curl your guiding hand into a claw and set up a cutting board that never slides.',
    duration: '2:47',
    difficulty: 'Beginner',
    category: 'Knife Skills',
    skills: ['Pinch grip', 'Claw hand', 'Stable cutting board', 'Rocking cut'],
  },
  {
    id: 'dicing-an-onion',
    title: 'Dicing an Onion',
    description:
      'Halve, peel and dice an onion into even pieces using the root to hold it together, with no tears over uneven bits.',
    duration: '3:12',
    difficulty: 'Beginner',
    category: 'Knife Skills',
    skills: ['Halving through the root', 'Horizontal and vertical cuts', 'Even dice', 'Keeping the root intact'],
  },
  {
    id: 'mincing-herbs-and-garlic',
    title: 'Mincing Herbs and Garlic',
    description:
      'Turn garlic cloves into a fine mince or a smooth paste and chop soft herbs without bruising them to a dark mush.',
    duration: '2:35',
    difficulty: 'Beginner',
    category: 'Knife Skills',
    skills: ['Crushing and peeling garlic', 'Fine mince', 'Garlic paste with salt', 'Chiffonade of basil'],
  },
  {
    id: 'controlling-pan-heat',
    title: 'Controlling Pan Heat',
    description:
      'Read what a pan is telling you: when oil shimmers, when butter foams, and how to pull the heat back before anything burns.',
    duration: '3:05',
    difficulty: 'Beginner',
    category: 'Cooking Basics',
    skills: ['Preheating a pan', 'Shimmering oil', 'Low, medium and high heat', 'Rescuing a hot pan'],
  },
  {
    id: 'boiling-pasta',
    title: 'Boiling Pasta Properly',
    description:
      'Salt the water well, keep the boil rolling, taste for doneness and save a cup of starchy water to finish the sauce.',
    duration: '2:20',
    difficulty: 'Beginner',
    category: 'Cooking Basics',
    skills: ['Salting the water', 'Tasting for al dente', 'Saving pasta water', 'Finishing in the sauce'],
  },
  {
    id: 'stovetop-rice',
    title: 'Fluffy Stovetop Rice',
    description:
      'Rinse, measure and steam long-grain rice on the hob, then let it rest so every grain comes out separate and tender.',
    duration: '2:58',
    difficulty: 'Beginner',
    category: 'Cooking Basics',
    skills: ['Rinsing rice', 'Water-to-rice ratio', 'Gentle simmer', 'Resting off the heat', 'Fluffing with a fork'],
  },
  {
    id: 'soft-scrambled-eggs',
    title: 'Soft Scrambled Eggs',
    description:
      'Low heat, constant stirring and a knob of butter give creamy curds; take the pan off the heat before they look done.',
    duration: '2:15',
    difficulty: 'Beginner',
    category: 'Egg Cooking',
    skills: ['Whisking eggs', 'Low and slow heat', 'Small soft curds', 'Carry-over cooking'],
  },
  {
    id: 'boiled-eggs',
    title: 'Boiled Eggs, Soft to Hard',
    description:
      'Time eggs from a jammy six minutes to a firm ten, cool them in iced water and peel them cleanly every time.',
    duration: '2:40',
    difficulty: 'Beginner',
    category: 'Egg Cooking',
    skills: ['Timing by yolk', 'Ice bath', 'Clean peeling', 'Avoiding green rings'],
  },
  {
    id: 'folded-omelette',
    title: 'A Simple Folded Omelette',
    description:
      'Swirl beaten eggs in a non-stick pan, add a light filling and fold the omelette onto the plate while it is still soft.',
    duration: '3:20',
    difficulty: 'Beginner',
    category: 'Egg Cooking',
    skills: ['Choosing the pan size', 'Swirl and set', 'Adding fillings', 'The fold and roll'],
  },
  {
    id: 'roasting-vegetables',
    title: 'Roasting Vegetables',
    description:
      'Cut vegetables to the same size, give them room on the tray and roast hot for caramelised edges instead of steamed ones.',
    duration: '3:02',
    difficulty: 'Beginner',
    category: 'Vegetables & Seasoning',
    skills: ['Even-sized pieces', 'Oil and salt first', 'Not crowding the tray', 'High oven heat', 'Turning halfway'],
  },
  {
    id: 'seasoning-to-taste',
    title: 'Seasoning to Taste',
    description:
      'Learn what salt, acid, fat and heat each do, and taste and adjust a dish in small steps until it tastes finished.',
    duration: '3:30',
    difficulty: 'Beginner',
    category: 'Vegetables & Seasoning',
    skills: ['Salting in stages', 'Brightening with acid', 'Balancing sweetness', 'Tasting as you go'],
  },
  {
    id: 'blanching-greens',
    title: 'Blanching Green Vegetables',
    description:
      'Cook beans, peas and broccoli briefly in salted boiling water, then shock them in ice so they stay bright and crisp.',
    duration: '2:25',
    difficulty: 'Beginner',
    category: 'Vegetables & Seasoning',
    skills: ['A big pot of salted water', 'Short cooking times', 'Shocking in ice water', 'Drying before storing'],
  },
  {
    id: 'searing-meat',
    title: 'Searing Meat',
    description:
      'Dry the surface, heat the pan properly and leave the meat alone to build a deep brown crust before it is turned.',
    duration: '4:10',
    difficulty: 'Intermediate',
    category: 'Meat & Protein',
    skills: ['Patting meat dry', 'Seasoning ahead', 'A smoking-hot pan', 'Leaving it alone', 'Resting after cooking'],
  },
  {
    id: 'checking-doneness',
    title: 'Checking Doneness with a Thermometer',
    description:
      'Find the thickest part, read an instant-read thermometer correctly and know the safe temperatures for poultry, pork and beef.',
    duration: '2:50',
    difficulty: 'Beginner',
    category: 'Meat & Protein',
    skills: ['Where to probe', 'Safe internal temperatures', 'Carry-over heat', 'Resting before slicing'],
  },
  {
    id: 'pan-sauce',
    title: 'Making a Pan Sauce',
    description:
      'Turn the browned bits left after searing into a glossy sauce: deglaze, reduce, then swirl in cold butter off the heat.',
    duration: '3:45',
    difficulty: 'Intermediate',
    category: 'Sauce & Basics',
    skills: ['Using the fond', 'Deglazing', 'Reducing by half', 'Mounting with butter', 'Adjusting the seasoning'],
  },
  {
    id: 'whisking-a-vinaigrette',
    title: 'Whisking a Vinaigrette',
    description:
      'Mix three parts oil to one part acid, add mustard to hold the emulsion and season a dressing that clings to leaves.',
    duration: '2:05',
    difficulty: 'Beginner',
    category: 'Sauce & Basics',
    skills: ['The 3-to-1 ratio', 'Mustard as an emulsifier', 'Whisking in a stream', 'Seasoning the dressing'],
  },
  {
    id: 'measuring-for-baking',
    title: 'Measuring for Baking',
    description:
      'Spoon and level flour, weigh when you can, and bring butter and eggs to the right temperature before you start.',
    duration: '2:55',
    difficulty: 'Beginner',
    category: 'Baking Basics',
    skills: ['Spoon and level', 'Weighing with a scale', 'Room-temperature butter', 'Reading the recipe first'],
  },
  {
    id: 'bread-making',
    title: 'Basic Bread Making',
    description:
      'Mix, knead and prove a simple white loaf, shape it with surface tension and bake until it sounds hollow underneath.',
    duration: '5:30',
    difficulty: 'Intermediate',
    category: 'Baking Basics',
    skills: [
      'Activating yeast',
      'Kneading to a smooth dough',
      'The windowpane test',
      'Shaping a loaf',
      'Judging the bake',
    ],
  },
];
