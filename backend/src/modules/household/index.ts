export { householdRoutes } from './household.routes';
export { createHouseholdService, type HouseholdService } from './household.service';
export { announceHouseholdChange } from './household-events';
