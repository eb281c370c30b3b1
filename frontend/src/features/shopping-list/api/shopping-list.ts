import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { AISLES, CUSTOM_ITEMS_LABEL, type Aisle } from '@common/contracts/shopping-list';
import type {
  ShoppingListItem,
  ShoppingListItemSource,
  ShoppingListView,
} from '@common/contracts/shopping-list.schema';
import { apiRequest } from '../../../lib/api';
import { queryWithOfflineCopy, saveOfflineCopy, type OfflineCopy } from '../../../lib/offline-copy';
import { clientUuid, readStored, sendOrQueue, writeStored, type NewPendingOp } from '../../../lib/offline-sync';
import { SHOPPING_LIST_QUERY_KEY } from '../../../lib/query-keys';

export type { Aisle, ShoppingListItem, ShoppingListItemSource };
export type ShoppingList = ShoppingListView;
export type ShoppingListRecipe = ShoppingListView['recipes'][number];

export interface ShoppingListData extends ShoppingList {
  /** True when this is the copy kept on the device because the server was unreachable. */
  fromOfflineCopy: boolean;
}

const LIST_URL = '/api/shopping-list';
export const shoppingListQueryKey = SHOPPING_LIST_QUERY_KEY;

/** The offline copy, under the spec's keys (section 3). */
export const STORAGE_KEYS = {
  items: 'shoppingList',
  completed: 'shoppingListCompleted',
  recipes: 'shoppingListRecipes',
} as const;

export { CUSTOM_ITEMS_LABEL };

// ---------------------------------------------------------------------------------------------
// Offline copy: each key is checked on its own; anything malformed counts as "no copy".

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

/** The stored value as an object to read fields from, or null when it is not one. */
const asRecord = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : null);
/** A stored text field, '' when missing or not text. */
const textOf = (value: unknown) => (isString(value) ? value : '');

function toItem(value: unknown): ShoppingListItem | null {
  const item = asRecord(value);
  if (!item || !isString(item.id) || !isString(item.ingredient)) return null;
  return {
    id: item.id,
    ingredient: item.ingredient,
    quantity: textOf(item.quantity),
    unit: textOf(item.unit),
    // Kept so that the list reads in the same units offline as online.
    metricAmount: textOf(item.metricAmount),
    aisle: AISLES.includes(item.aisle as Aisle) ? (item.aisle as Aisle) : 'other',
    recipes: isArray(item.recipes) ? item.recipes.filter(isString) : [],
    completed: item.completed === true,
    sources: isArray(item.sources) ? item.sources.map(toSource).filter((source) => source !== null) : [],
  };
}

function toSource(value: unknown): ShoppingListItemSource | null {
  const source = asRecord(value);
  if (!source || !Number.isInteger(source.recipeId) || !isString(source.recipeName)) return null;
  return {
    recipeId: source.recipeId as number,
    recipeName: source.recipeName,
    amount: textOf(source.amount),
    metricAmount: textOf(source.metricAmount),
  };
}

function toRecipe(value: unknown): ShoppingListRecipe | null {
  const recipe = asRecord(value);
  if (!recipe || !Number.isInteger(recipe.id) || !isString(recipe.name)) return null;
  return {
    id: recipe.id as number,
    name: recipe.name,
    servings: typeof recipe.servings === 'number' ? recipe.servings : null,
  };
}

export function readOfflineList(): ShoppingList | null {
  const items = readStored(STORAGE_KEYS.items, isArray);
  if (!items) return null;
  const completed = new Set((readStored(STORAGE_KEYS.completed, isArray) ?? []).filter(isString));
  const recipes = (readStored(STORAGE_KEYS.recipes, isArray) ?? []).map(toRecipe).filter((r) => r !== null);
  const list = items
    .map(toItem)
    .filter((item) => item !== null)
    .map((item) => ({ ...item, completed: completed.has(item.id) }));
  return { recipes, items: list, completed: list.filter((item) => item.completed).map((item) => item.id) };
}

export function writeOfflineList(list: ShoppingList): void {
  writeStored(STORAGE_KEYS.items, list.items);
  writeStored(STORAGE_KEYS.completed, list.completed);
  writeStored(STORAGE_KEYS.recipes, list.recipes);
}

const offlineCopy: OfflineCopy<ShoppingList> = { read: readOfflineList, write: writeOfflineList };

/** Writes the offline copy from the list already in the cache (a server-rendered page's). */
export const saveOfflineList = (queryClient: QueryClient) =>
  saveOfflineCopy(queryClient, shoppingListQueryKey, offlineCopy);

export const shoppingListQueryOptions = queryWithOfflineCopy(shoppingListQueryKey, offlineCopy);

/** GET /api/shopping-list, falling back to the device's copy when the server is unreachable. */
export function useShoppingList({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...shoppingListQueryOptions, enabled });
}

// ---------------------------------------------------------------------------------------------
// Writes. Every write answers with the whole new list, which replaces the cached one.

/**
 * Shared by every list write: run one at a time, in order ('always' so that, offline, they run
 * and queue themselves instead of waiting in memory).
 */
const writeOptions = { scope: { id: 'shopping-list' }, networkMode: 'always' } as const;

/** Ticks still on their way to the server; a list answered meanwhile must not undo them. */
const pendingMarks = new Map<string, { completed: boolean; count: number }>();

function store(queryClient: QueryClient, list: ShoppingList, fromOfflineCopy = false) {
  const items = list.items.map((item) => {
    const pending = pendingMarks.get(item.id);
    return pending ? { ...item, completed: pending.completed } : item;
  });
  const completed = items.filter((item) => item.completed).map((item) => item.id);
  const next: ShoppingListData = { ...list, items, completed, fromOfflineCopy };
  queryClient.setQueryData<ShoppingListData>(shoppingListQueryKey, next);
  writeOfflineList(next);
}

const emptyList = (): ShoppingListData => ({ recipes: [], items: [], completed: [], fromOfflineCopy: false });

export type WriteOutcome = 'sent' | 'queued';

/**
 * Sends a write; when the server is unreachable and the write may be replayed (`offline`), applies
 * `offline.apply` to the cached list and queues the call instead.
 */
async function write(
  queryClient: QueryClient,
  op: Omit<NewPendingOp, 'invalidates'>,
  offline?: (list: ShoppingListData) => ShoppingListData,
): Promise<WriteOutcome> {
  const sent = await sendOrQueue<ShoppingList>({ ...op, invalidates: [LIST_URL] }, { replayable: Boolean(offline) });
  if (!sent.queued) {
    store(queryClient, sent.answer);
    return 'sent';
  }
  const current = queryClient.getQueryData<ShoppingListData>(shoppingListQueryKey) ?? emptyList();
  store(queryClient, offline ? offline(current) : current, true);
  return 'queued';
}

/** PATCH …/items/:id {completed, at}: absolute and timed, so a replay is harmless. Optimistic. */
export function useSetItemCompleted() {
  const queryClient = useQueryClient();
  return useMutation({
    ...writeOptions,
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) => {
      const mark = (list: ShoppingListData): ShoppingListData => ({
        ...list,
        items: list.items.map((item) => (item.id === id ? { ...item, completed } : item)),
      });
      // Lines added while offline have no server id yet: tick them on this device only.
      if (id.startsWith('local-')) {
        const current = queryClient.getQueryData<ShoppingListData>(shoppingListQueryKey) ?? emptyList();
        store(queryClient, mark(current), current.fromOfflineCopy);
        return Promise.resolve<WriteOutcome>('queued');
      }
      // The time of the tap goes along: replayed later, it still loses to a member's later change.
      const body = { completed, at: new Date().toISOString() };
      return write(
        queryClient,
        { method: 'PATCH', url: `${LIST_URL}/items/${encodeURIComponent(id)}`, body, key: `item:${id}` },
        mark,
      );
    },
    onMutate: async ({ id, completed }) => {
      pendingMarks.set(id, { completed, count: (pendingMarks.get(id)?.count ?? 0) + 1 });
      await queryClient.cancelQueries({ queryKey: shoppingListQueryKey });
      const previous = queryClient.getQueryData<ShoppingListData>(shoppingListQueryKey);
      if (previous) {
        queryClient.setQueryData<ShoppingListData>(shoppingListQueryKey, {
          ...previous,
          items: previous.items.map((item) => (item.id === id ? { ...item, completed } : item)),
        });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(shoppingListQueryKey, context.previous);
    },
    onSettled: (_data, _error, { id }) => {
      const pending = pendingMarks.get(id);
      if (!pending) return;
      if (pending.count <= 1) pendingMarks.delete(id);
      else pending.count -= 1;
    },
  });
}

/** POST …/items {id, text}: the client-made id makes a replay store the line once. */
export function useAddCustomItem() {
  const queryClient = useQueryClient();
  return useMutation({
    ...writeOptions,
    mutationFn: (text: string) => {
      const id = clientUuid();
      return write(queryClient, { method: 'POST', url: `${LIST_URL}/items`, body: { id, text } }, (list) => ({
        ...list,
        items: [
          ...list.items,
          {
            id: `local-${id}`,
            ingredient: text,
            quantity: '',
            unit: '',
            metricAmount: '',
            aisle: 'other',
            recipes: [CUSTOM_ITEMS_LABEL],
            completed: false,
            sources: [{ recipeId: 0, recipeName: CUSTOM_ITEMS_LABEL, amount: '', metricAmount: '' }],
          },
        ],
      }));
    },
  });
}

/**
 * Removing a recipe rebuilds the list; ticks of the lines left are kept (unlike the
 * spec's "clears every completed mark"; the server drops ticks of lines whose amount changed).
 */
function withoutRecipe(list: ShoppingListData, recipeId: number): ShoppingListData {
  const removed = list.recipes.find((recipe) => recipe.id === recipeId);
  const recipes = list.recipes.filter((recipe) => recipe.id !== recipeId);
  const items = list.items
    .map((item) => ({
      ...item,
      recipes: removed ? item.recipes.filter((name) => name !== removed.name) : item.recipes,
      sources: item.sources.filter((source) => source.recipeId !== recipeId),
    }))
    .filter((item) => item.recipes.length > 0);
  return { ...list, recipes, items: recipes.length || items.length ? items : [] };
}

/** DELETE …/recipes/:id. */
export function useRemoveListRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    ...writeOptions,
    mutationFn: (recipeId: number) =>
      write(
        queryClient,
        { method: 'DELETE', url: `${LIST_URL}/recipes/${recipeId}`, key: `recipe:${recipeId}` },
        (list) => withoutRecipe(list, recipeId),
      ),
  });
}

/** PATCH …/recipes/:id {servings}: absolute, so a replay is harmless. Offline, the count shows at once. */
export function useSetListRecipeServings() {
  const queryClient = useQueryClient();
  return useMutation({
    ...writeOptions,
    mutationFn: ({ recipeId, servings }: { recipeId: number; servings: number }) =>
      write(
        queryClient,
        {
          method: 'PATCH',
          url: `${LIST_URL}/recipes/${recipeId}`,
          body: { servings },
          key: `recipe-servings:${recipeId}`,
        },
        (list) => ({
          ...list,
          recipes: list.recipes.map((recipe) => (recipe.id === recipeId ? { ...recipe, servings } : recipe)),
        }),
      ),
  });
}

/** DELETE /api/shopping-list: items, completed marks and recipes. */
export function useClearList() {
  const queryClient = useQueryClient();
  return useMutation({
    ...writeOptions,
    mutationFn: () =>
      write(queryClient, { method: 'DELETE', url: LIST_URL }, (list) => ({
        ...emptyList(),
        fromOfflineCopy: list.fromOfflineCopy,
      })),
  });
}

/**
 * POST …/recipes {recipeId, servings?}: adding again only updates the servings, so a replay is
 * harmless. Offline, the recipe is listed at once and its ingredients arrive with the sync.
 */
export function useAddRecipeToList() {
  const queryClient = useQueryClient();
  return useMutation({
    ...writeOptions,
    mutationFn: ({ recipeId, recipeName, servings }: { recipeId: number; recipeName: string; servings?: number }) =>
      write(
        queryClient,
        {
          method: 'POST',
          url: `${LIST_URL}/recipes`,
          body: servings ? { recipeId, servings } : { recipeId },
          key: `recipe:${recipeId}`,
        },
        (list) => ({
          ...list,
          recipes: list.recipes.some((recipe) => recipe.id === recipeId)
            ? list.recipes
            : [...list.recipes, { id: recipeId, name: recipeName, servings: servings ?? null }],
        }),
      ),
  });
}

/** POST …/meal-plans/:planId: every recipe of the plan's week, then a fresh list. */
/** Adds several recipes in one request (a meal plan's week, a planned range) and keeps the device's copy. */
function useAddManyToList<Input>(request: (input: Input) => Promise<ShoppingList>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...writeOptions,
    mutationFn: async (input: Input) => {
      const list = await request(input);
      store(queryClient, list);
      await queryClient.invalidateQueries({ queryKey: shoppingListQueryKey });
      return list;
    },
  });
}

export const useAddMealPlanToList = () =>
  useAddManyToList((planId: string) =>
    apiRequest<ShoppingList>('POST', `${LIST_URL}/meal-plans/${encodeURIComponent(planId)}`),
  );

/** POST /api/shopping-list/from-planner: every recipe the cook planned between two dates. */
export const useAddPlannedRangeToList = () =>
  useAddManyToList((range: { from: string; to: string }) =>
    apiRequest<ShoppingList>('POST', `${LIST_URL}/from-planner`, range),
  );
