import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { NewPlannerEntry, PlannerEntry, PlannerEntryChange, PlannerWeek } from '@common/contracts/planner.schema';
import type { RecipeListResponse } from '@common/contracts/recipes.schema';
import { apiGet, apiRequest } from '../../../lib/api';
import { clientUuid } from '../../../lib/offline-sync';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { PLANNER_QUERY_KEY } from '../../../lib/query-keys';
import { addDays, type Day } from '../dates';

export type { PlannerEntry };

const PLANNER_URL = '/api/planner';

/** GET /api/planner: the seven days from `start`. */
export const plannerWeekQueryOptions = (start: Day) =>
  queryOptions({
    queryKey: [PLANNER_URL, start],
    queryFn: () => apiGet<PlannerWeek>(`${PLANNER_URL}?from=${start}&to=${addDays(start, 6)}`),
  });

export const usePlannerWeek = (start: Day) => useQuery(plannerWeekQueryOptions(start));

/** Every change to the plan refreshes the weeks on screen. */
const usePlannerMutation = <Input, Output>(request: (input: Input) => Promise<Output>) =>
  useRefreshingMutation(request, PLANNER_QUERY_KEY, { refreshAfterFailure: true });

/** POST /api/planner/entries, with a client key so a double tap plans one entry. */
export const useAddPlannerEntry = () =>
  usePlannerMutation((entry: Omit<NewPlannerEntry, 'clientKey'>) =>
    apiRequest<PlannerEntry>('POST', `${PLANNER_URL}/entries`, { ...entry, clientKey: clientUuid() }),
  );

export const useChangePlannerEntry = () =>
  usePlannerMutation(({ id, change }: { id: string; change: PlannerEntryChange }) =>
    apiRequest<PlannerEntry>('PATCH', `${PLANNER_URL}/entries/${id}`, change),
  );

export const useRemovePlannerEntry = () =>
  usePlannerMutation((id: string) => apiRequest<void>('DELETE', `${PLANNER_URL}/entries/${id}`));

export const useCopyPlannerWeek = () =>
  usePlannerMutation((weeks: { from: Day; to: Day }) =>
    apiRequest<PlannerWeek>('POST', `${PLANNER_URL}/copy-week`, weeks),
  );

export const useCopyMealPlan = () =>
  usePlannerMutation((copy: { planId: string; startDate: Day }) =>
    apiRequest<PlannerWeek>('POST', `${PLANNER_URL}/copy-plan`, copy),
  );

/** POST /api/planner/calendar-link: a new secret feed URL (the old one stops working). */
export const useCalendarLink = () =>
  useMutation({ mutationFn: () => apiRequest<{ url: string }>('POST', `${PLANNER_URL}/calendar-link`) });

/** Recipes to plan, found by name as the cook types (the first few matches). */
export const useRecipeChoices = (search: string) =>
  useQuery({
    queryKey: ['/api/recipes', 'plan-choices', search],
    queryFn: () => apiGet<RecipeListResponse>(`/api/recipes?search=${encodeURIComponent(search)}&limit=6`),
    enabled: search.trim().length >= 2,
    staleTime: 60_000,
  });

/** The built-in plans a week can start from (names only). */
export const useMealPlanChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ['/api/meal-plans'],
    queryFn: () => apiGet<{ plans: Array<{ id: string; name: string }> }>('/api/meal-plans'),
    enabled,
  });
