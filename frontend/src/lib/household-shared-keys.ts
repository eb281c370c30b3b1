/**
 * The query keys of what a household shares (the shopping list and the planner). Joining, leaving or
 * removing a member changes whose list and week these return, and features may not import each other.
 */
export const householdSharedQueryKeys = [['/api/shopping-list'], ['/api/planner']] as const;
