export { plannerRoutes } from './planner.routes';
export { createPlannerService, type PlannerService } from './planner.service';
