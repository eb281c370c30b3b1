/** The meals of a planner day, in the order a day shows them. */
export const PLANNER_MEALS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type PlannerMeal = (typeof PLANNER_MEALS)[number];

/** How a meal is named on screen and in the calendar feed. */
export const PLANNER_MEAL_NAMES: Record<PlannerMeal, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

/** The longest range one request reads or sends to the list: two months. */
export const PLANNER_MAX_RANGE_DAYS = 62;

/** Entries one day may hold: a family's busiest day, with room to spare; more is a mistake or an attack. */
export const PLANNER_MAX_ENTRIES_PER_DAY = 40;

export const PLANNER_NOTE_MAX = 200;
