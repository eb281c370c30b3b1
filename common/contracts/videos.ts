/** Skill-video categories, in the order the filter chips show them (spec section 3). */
export const SKILL_VIDEO_CATEGORIES = [
  'Knife Skills',
  'Cooking Basics',
  'Egg Cooking',
  'Vegetables & Seasoning',
  'Meat & Protein',
  'Sauce & Basics',
  'Baking Basics',
] as const;
export type SkillVideoCategory = (typeof SKILL_VIDEO_CATEGORIES)[number];

/** The difficulty filter's values besides 'All' (no built-in video is Advanced). */
export const SKILL_VIDEO_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type SkillVideoDifficulty = (typeof SKILL_VIDEO_DIFFICULTIES)[number];

export const MASTERCLASS_CATEGORIES = ['Technique', 'Cuisine', 'Pastry', 'Molecular', 'Wine'] as const;
export const MASTERCLASS_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced', 'Master'] as const;

export const VIDEO_TYPES = ['skill', 'masterclass'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

/** A free user plays the first 3 videos of whatever list they are looking at (spec sections 2 and 6). */
export const FREE_VIDEO_LIMIT = 3;

/** The files a video has, by the name used in its signed media URLs. */
export const VIDEO_MEDIA_FILES = ['video.mp4', 'poster.jpg', 'captions.vtt'] as const;
export type VideoMediaFile = (typeof VIDEO_MEDIA_FILES)[number];
