export { mealPlanRoutes } from './meal-plans.routes';
export { createMealPlansService, type MealPlansService } from './meal-plans.service';
export { replacePlan } from './meal-plans.repository';
