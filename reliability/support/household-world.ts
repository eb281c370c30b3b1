import { randomUUID } from 'node:crypto';
import { generousLimits } from './world';
import { signUp, TestClient } from '../../backend/src/testing/http-client';
import { startSeededServer } from '../../backend/src/testing/seeded-server';
import type { TestServer } from '../../backend/src/testing/test-server';

export type HouseholdCaller = 'visitor' | 'stranger' | 'exMember' | 'member' | 'owner';
/** The household matrix's columns, in its order. */
export const HOUSEHOLD_CALLERS: HouseholdCaller[] = ['visitor', 'stranger', 'exMember', 'member', 'owner'];
type Cook = Exclude<HouseholdCaller, 'visitor'>;

/** What the owner's household holds, by name, so a caller's answer shows whether they reached it. */
export const HOUSEHOLD_NAMES = {
  household: 'Matrix household kitchen',
  line: 'household-only saffron',
  entry: 'household-only supper',
  recipe: 'Household-only quince tart',
  collection: 'Household-only pantry shelf',
} as const;

export interface HouseholdWorld {
  server: TestServer;
  clients: Record<HouseholdCaller, TestClient>;
  userIds: Record<Cook, string>;
  /** The owner's rows: ids in paths are these. */
  rows: {
    householdRecipeId: number;
    catalogRecipeId: number;
    itemId: string;
    entryId: string;
    mealPlanId: string;
    /** The owner's collection shared with the household. */
    collectionId: string;
  };
  /** A fresh single-use invite link's token of the owner's household. */
  inviteToken(): Promise<string>;
  /** A fresh recipe of the owner's, shared with the household (for calls that delete or re-share one). */
  householdRecipe(name?: string): Promise<number>;
  /** A fresh empty collection of the owner's, shared with the household (for calls that change or delete one). */
  householdCollection(): Promise<string>;
  /** A fresh entry of the owner's week (for calls that delete one). */
  plannerEntry(): Promise<string>;
  /** The owner's calendar feed token, made fresh. */
  calendarToken(): Promise<string>;
  /**
   * Puts the world back as the matrix expects it after any call: the owner's household with its name, the
   * member in it, the ex-member once in it and removed, the stranger in none; the owner's line and entry there.
   */
  restore(): Promise<void>;
}

const check = <R extends { status: number; text: string }>(what: string, response: R, ok = [200, 201, 204]): R => {
  if (!ok.includes(response.status)) throw new Error(`household world: ${what}: ${response.status} ${response.text}`);
  return response;
};

/**
 * A seeded server with an owner's household: a member in it, an ex-member who was in it and was removed,
 * a stranger who never was, and a visitor. The owner has a line on the shared list, an entry in the
 * shared week, and a recipe and a collection shared with the household.
 */
export async function startHouseholdWorld(): Promise<HouseholdWorld> {
  const server = await startSeededServer({ RUN_WORKER_IN_WEB: 'true', ...generousLimits });
  const cooks = await Promise.all(
    (['stranger', 'exMember', 'member', 'owner'] as const).map((name) =>
      signUp(server.url, { firstName: name.charAt(0).toUpperCase() + name.slice(1) }),
    ),
  );
  const [stranger, exMember, member, owner] = cooks.map((cook) => cook.client);
  const clients: Record<HouseholdCaller, TestClient> = {
    visitor: new TestClient(server.url),
    stranger,
    exMember,
    member,
    owner,
  };
  const userIds = {
    stranger: String(cooks[0].user.id),
    exMember: String(cooks[1].user.id),
    member: String(cooks[2].user.id),
    owner: String(cooks[3].user.id),
  };
  const { db } = server.deps;
  const catalogRecipeId = (await db('recipes').whereNull('owner_id').where('is_premium_exclusive', false).first('id'))
    .id as number;
  const mealPlanId = ((await owner.get('/api/meal-plans')).json.plans as Array<{ id: string }>)[0].id;
  const lineClientId = randomUUID();

  const inviteToken = async () =>
    new URL(String(check('invite', await owner.post('/api/household/invites')).json.url)).searchParams.get('invite')!;
  const householdRecipe = async (name: string = HOUSEHOLD_NAMES.recipe) =>
    Number(
      check(
        'recipe',
        await owner.post('/api/recipes', {
          name,
          ingredients: ['3 quinces', '1 sheet puff pastry'],
          instructions: ['Slice the quinces.', 'Bake on the pastry at 400°F for 30 minutes.'],
          servings: 6,
          visibility: 'household',
        }),
      ).json.id,
    );
  const plannerEntry = async () =>
    String(
      check(
        'entry',
        await owner.post('/api/planner/entries', { date: '2026-12-08', meal: 'dinner', note: HOUSEHOLD_NAMES.entry }),
      ).json.id,
    );
  const householdCollection = async (name = `Matrix shelf ${randomUUID().slice(0, 8)}`, clientKey?: string) =>
    String(
      check('collection', await owner.post('/api/collections', { name, clientKey, visibility: 'household' })).json.id,
    );
  const householdOf = async (client: TestClient) =>
    (await client.get('/api/household')).json.household as { id: string; name: string } | null;
  /** The household the ex-member was last removed from. */
  let exMemberWasIn: string | undefined;

  const world: HouseholdWorld = {
    server,
    clients,
    userIds,
    rows: { householdRecipeId: 0, catalogRecipeId, itemId: '', entryId: '', mealPlanId, collectionId: '' },
    inviteToken,
    householdRecipe,
    householdCollection: () => householdCollection(),
    plannerEntry,
    calendarToken: async () =>
      new URL(String(check('calendar', await owner.post('/api/planner/calendar-link')).json.url)).pathname
        .split('/')
        .at(-1)!
        .replace(/\.ics$/, ''),
    async restore() {
      let household = await householdOf(owner);
      if (!household) {
        check('create', await owner.post('/api/household', { name: HOUSEHOLD_NAMES.household }));
        household = (await householdOf(owner))!;
      }
      if (household.name !== HOUSEHOLD_NAMES.household)
        check('rename', await owner.patch('/api/household', { name: HOUSEHOLD_NAMES.household }));
      if ((await householdOf(stranger)) !== null) check('stranger leaves', await stranger.post('/api/household/leave'));
      const exMembers = await householdOf(exMember);
      if (exMembers?.id === household.id)
        check('remove ex-member', await owner.delete(`/api/household/members/${userIds.exMember}`));
      else if (exMembers) check('ex-member leaves', await exMember.post('/api/household/leave'));
      if (exMemberWasIn !== household.id) {
        check('ex-member joins', await exMember.post('/api/household/join', { token: await inviteToken() }));
        check('remove ex-member', await owner.delete(`/api/household/members/${userIds.exMember}`));
        exMemberWasIn = household.id;
      }
      if ((await householdOf(member))?.id !== household.id)
        check('member joins', await member.post('/api/household/join', { token: await inviteToken() }));

      const list = check(
        'line',
        await owner.post('/api/shopping-list/items', { id: lineClientId, text: HOUSEHOLD_NAMES.line }),
      ).json as { items: Array<{ id: string; ingredient: string }>; recipes: Array<{ id: number }> };
      world.rows.itemId = list.items.find((item) => item.ingredient.includes('saffron'))!.id;
      if (!list.recipes.some((recipe) => recipe.id === catalogRecipeId))
        check(
          'list recipe',
          await owner.post('/api/shopping-list/recipes', { recipeId: catalogRecipeId, servings: 2 }),
        );
      const week = (await owner.get('/api/planner?from=2026-12-07&to=2026-12-13')).json.entries as Array<{
        id: string;
        note: string | null;
      }>;
      world.rows.entryId = week.find((entry) => entry.note === HOUSEHOLD_NAMES.entry)?.id ?? (await plannerEntry());
      const shared = await owner.get(`/api/recipes/${world.rows.householdRecipeId}`);
      if (shared.status !== 200 || shared.json.visibility !== 'household')
        world.rows.householdRecipeId = await householdRecipe();
      for (const cook of [owner, member])
        check('favorite', await cook.put(`/api/favorites/${world.rows.householdRecipeId}`));
      // Made once (its key answers the same one after); no call of the matrix makes it private or deletes it.
      world.rows.collectionId = await householdCollection(HOUSEHOLD_NAMES.collection, 'matrix-household-shelf');
    },
  };
  await world.restore();
  return world;
}
