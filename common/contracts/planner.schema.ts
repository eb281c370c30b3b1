import { z } from 'zod';
import { action, defineRoutes, noContent, post, route } from './api.schema';
import { optionalText } from './common.schema';
import { PLANNER_MAX_RANGE_DAYS, PLANNER_MEALS, PLANNER_NOTE_MAX } from './planner';
import { recipeSummary } from './recipes.schema';
import { listIdField, shoppingListView } from './shopping-list.schema';

/** A calendar day as `YYYY-MM-DD`, checked to exist (no 2026-02-30). */
export const calendarDate = z
  .string({ error: 'is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD' })
  .refine(
    (value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    },
    { error: 'is not a calendar date' },
  );

const DAY_MS = 86_400_000;
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** `from`..`to` inclusive, in order, at most two months. */
function checkRange({ from, to }: { from: string; to: string }, ctx: z.RefinementCtx): void {
  const days = daysBetween(from, to);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  else if (days + 1 > PLANNER_MAX_RANGE_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `must be at most ${PLANNER_MAX_RANGE_DAYS} days after from`,
    });
}

export const dateRange = z.object({ from: calendarDate, to: calendarDate }).superRefine(checkRange);

/** A planned range for the shopping list: into the default list, or the named list `listId`. */
export const plannedRangeToList = z
  .object({ from: calendarDate, to: calendarDate, listId: listIdField.optional() })
  .superRefine(checkRange);

const meal = z.enum(PLANNER_MEALS, { error: `must be one of ${PLANNER_MEALS.join(', ')}` });
const recipeId = z.number().int().min(1).max(2_147_483_647);
const servings = z.number().int().min(1, { error: 'must be at least 1' }).max(100, { error: 'must be at most 100' });
const position = z.number().int().min(0).max(10_000);

export const plannerEntry = z
  .object({
    id: z.string(),
    date: z.string(),
    meal,
    recipeId: recipeId.nullable(),
    servings: servings.nullable(),
    note: z.string().nullable(),
    position: z.number().int(),
    /** What the week shows for a recipe entry, so the page needs no second request. */
    recipe: recipeSummary
      .pick({ id: true, name: true, image: true, totalTimeMinutes: true, servings: true, locked: true })
      .nullable(),
  })
  .meta({ id: 'PlannerEntry' });
export type PlannerEntry = z.infer<typeof plannerEntry>;

export const plannerWeek = z.object({ entries: z.array(plannerEntry) });
export type PlannerWeek = z.infer<typeof plannerWeek>;

/** A recipe (with servings) or a note, on a date and meal; `clientKey` makes a repeated create one entry. */
export const newPlannerEntry = z
  .object({
    date: calendarDate,
    meal,
    recipeId: recipeId.optional(),
    servings: servings.optional(),
    note: optionalText(PLANNER_NOTE_MAX),
    position: position.optional(),
    clientKey: z.uuid({ error: 'must be a UUID' }).optional(),
  })
  .superRefine((entry, ctx) => {
    if (entry.recipeId === undefined && !entry.note)
      ctx.addIssue({ code: 'custom', path: ['recipeId'], message: 'a recipe or a note is required' });
  });
export type NewPlannerEntry = z.infer<typeof newPlannerEntry>;

/** Move (date, meal, position), rescale or re-word an entry; at least one field. */
export const plannerEntryChange = z
  .object({
    date: calendarDate.optional(),
    meal: meal.optional(),
    servings: servings.optional(),
    note: optionalText(PLANNER_NOTE_MAX),
    position: position.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: 'names nothing to change',
  });
export type PlannerEntryChange = z.infer<typeof plannerEntryChange>;

export const plannerEntryParam = z.object({ id: z.uuid({ error: 'is not an entry id' }) });

export const copyPlanRequest = z.object({
  planId: z.string().regex(/^[a-z0-9-]{1,60}$/, { error: 'is not a meal plan id' }),
  startDate: calendarDate,
});

/** Copies the week starting `from` onto the week starting `to`. */
export const copyWeekRequest = z.object({ from: calendarDate, to: calendarDate });

export const calendarLink = z.object({ url: z.string() });
export const calendarFeedParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/) });

export const plannerApi = defineRoutes({
  week: {
    method: 'get',
    path: '/api/planner',
    summary: "The cook's planned meals from one date to another (at most 62 days)",
    query: dateRange,
    responses: { 200: plannerWeek },
  },
  add: post('/api/planner/entries', 'Plan a recipe or a note for a meal', newPlannerEntry, { 201: plannerEntry }),
  change: {
    method: 'patch',
    path: '/api/planner/entries/:id',
    summary: 'Move, rescale or re-word a planned entry',
    params: plannerEntryParam,
    body: plannerEntryChange,
    responses: { 200: plannerEntry },
  },
  remove: {
    method: 'delete',
    path: '/api/planner/entries/:id',
    summary: 'Take an entry off the plan',
    params: plannerEntryParam,
    responses: { 204: noContent },
  },
  copyPlan: post(
    '/api/planner/copy-plan',
    "Copy a built-in meal plan's week onto the dates from startDate (its Monday on startDate)",
    copyPlanRequest,
    { 201: plannerWeek },
  ),
  copyWeek: post(
    '/api/planner/copy-week',
    'Copy the seven days from one date onto the seven days from another',
    copyWeekRequest,
    { 201: plannerWeek },
  ),
  toShoppingList: post(
    '/api/shopping-list/from-planner',
    'Add every planned recipe between two dates to the shopping list (or `listId`), at its planned servings',
    plannedRangeToList,
    { 201: shoppingListView },
  ),
  createCalendarLink: route(
    'post',
    '/api/planner/calendar-link',
    'A secret calendar URL for the plan (a new one replaces the old)',
    { 201: calendarLink },
  ),
  revokeCalendarLink: action('delete', '/api/planner/calendar-link', 'Stop the calendar URL working'),
  calendarFeed: {
    method: 'get',
    path: '/api/planner/calendar/:token',
    summary: 'The plan as iCalendar, for phones and calendar apps to subscribe to (the URL is the credential)',
    params: calendarFeedParam,
    responses: { 200: { description: 'The planned meals as events', contentType: 'text/calendar' } },
  },
});
