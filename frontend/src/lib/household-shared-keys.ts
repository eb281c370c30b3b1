import { useQuery } from '@tanstack/react-query';
import type { HouseholdState } from '@common/contracts/household.schema';
import { apiGet } from './api';
import { HOUSEHOLD_QUERY_KEY } from './query-keys';

/**
 * The query keys of what a household shares (the shopping list and the planner). Joining, leaving or
 * removing a member changes whose list and week these return, and features may not import each other.
 */
export const householdSharedQueryKeys = [['/api/shopping-list'], ['/api/planner']] as const;

/** GET /api/household: the cook's household, or null (the household page and the recipe editor both ask). */
export const useHouseholdState = () =>
  useQuery({ queryKey: HOUSEHOLD_QUERY_KEY, queryFn: () => apiGet<HouseholdState>(HOUSEHOLD_QUERY_KEY[0]) });
