import { describe, expect, it } from 'vitest';
import { seedMealPlans } from '../../../../db/seeds/content';
import { signUp, type TestClient } from '../../testing/http-client';
import { seededServerPerFile } from '../../testing/seeded-server';

let cook: TestClient;
seededServerPerFile(async (started) => {
  cook = (await signUp(started.url)).client;
});

interface Plan {
  id: string;
  difficulty: string;
  recipeCount: number;
  duration: string;
  dailyMeals: Array<Record<string, string | number>>;
  recipes: Array<{ id: number; dietary: string[] }>;
}

describe('meal plans', () => {
  it('lists the 8 built-in plans, every one filled with recipes', async () => {
    const response = await cook.get('/api/meal-plans');
    expect(response.status).toBe(200);
    const plans = response.json.plans as Plan[];
    expect(plans.map((plan) => plan.id)).toEqual([
      'beginner-week',
      'vegetarian-delight',
      'family-favorites',
      'quick-weeknight',
      'healthy-living',
      'comfort-classics',
      'plant-based-power',
      'mediterranean-vegetarian',
    ]);
    for (const plan of plans) {
      expect(plan.recipeCount, plan.id).toBeGreaterThanOrEqual(10);
      expect(plan.duration).toBe('7 days');
    }
    expect(new Set(plans.map((plan) => plan.difficulty))).toEqual(new Set(['Beginner', 'Intermediate', 'Advanced']));
  });

  it('gives a plan its week, Monday to Sunday, with real recipe ids from its own list', async () => {
    const plan = (await cook.get('/api/meal-plans/vegetarian-delight')).json as unknown as Plan;
    expect(plan.dailyMeals.map((day) => day.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    for (const day of plan.dailyMeals) {
      for (const meal of ['breakfast', 'lunch', 'dinner'])
        expect(plan.recipes.map((recipe) => recipe.id)).toContain(day[meal]);
    }
    expect(plan.recipes.every((recipe) => recipe.dietary.includes('Vegetarian'))).toBe(true);
  });

  it('serves lunch and dinner only where the plan says so', async () => {
    for (const id of ['quick-weeknight', 'comfort-classics']) {
      const plan = (await cook.get(`/api/meal-plans/${id}`)).json as unknown as Plan;
      expect(plan.dailyMeals.every((day) => day.breakfast === undefined && day.lunch && day.dinner)).toBe(true);
    }
  });

  it('answers 404 "Meal Plan Not Found" for an unknown id and 400 for a malformed one', async () => {
    const missing = await cook.get('/api/meal-plans/no-such-plan');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Meal Plan Not Found');
    expect((await cook.get('/api/meal-plans/DROP%20TABLE')).status).toBe(400);
  });

  it('matches the content file (every planned slot resolved)', async () => {
    for (const content of seedMealPlans) {
      const plan = (await cook.get(`/api/meal-plans/${content.id}`)).json as unknown as Plan;
      const planned = content.days.flat().filter(Boolean).length;
      const served = plan.dailyMeals.reduce(
        (count, day) => count + ['breakfast', 'lunch', 'dinner'].filter((meal) => day[meal]).length,
        0,
      );
      expect(served, content.id).toBe(planned);
    }
  });
});
