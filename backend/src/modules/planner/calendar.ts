import ical, { ICalCalendarMethod } from 'ical-generator';
import { PLANNER_MEAL_NAMES, type PlannerMeal } from '@common/contracts/planner';
import type { PlannerEntry } from '@common/contracts/planner.schema';

/** When each meal shows in a calendar, in the cook's own time zone (floating times). */
const MEAL_TIMES: Record<PlannerMeal, { hour: number; minute: number; minutes: number }> = {
  breakfast: { hour: 8, minute: 0, minutes: 30 },
  lunch: { hour: 12, minute: 30, minutes: 45 },
  snack: { hour: 16, minute: 0, minutes: 15 },
  dinner: { hour: 19, minute: 0, minutes: 60 },
};

/** The plan as an iCalendar feed: one event per entry, its id stable so calendar apps update it in place. */
export function plannerCalendar(entries: PlannerEntry[], appName: string, origin: string): string {
  const calendar = ical({ name: `${appName} meal plan`, method: ICalCalendarMethod.PUBLISH, ttl: 60 * 60 });
  for (const entry of entries) {
    const time = MEAL_TIMES[entry.meal];
    const [year, month, day] = entry.date.split('-').map(Number);
    const start = new Date(year, month - 1, day, time.hour, time.minute);
    const what = entry.recipe ? entry.recipe.name : (entry.note ?? '');
    const servings = entry.recipe && entry.servings ? ` (${entry.servings} servings)` : '';
    calendar.createEvent({
      id: `${entry.id}@${new URL(origin).host}`,
      start,
      end: new Date(start.getTime() + time.minutes * 60_000),
      floating: true,
      summary: `${PLANNER_MEAL_NAMES[entry.meal]}: ${what}${servings}`,
      description: entry.recipe ? `${origin}/recipe/${entry.recipe.id}` : undefined,
      url: entry.recipe ? `${origin}/recipe/${entry.recipe.id}` : undefined,
    });
  }
  return calendar.toString();
}
