import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { AISLES, CUSTOM_ITEMS_LABEL, type Aisle } from '@common/contracts/shopping-list';
import type {
  AisleOrder,
  ShoppingListIndex,
  ShoppingListItem,
  ShoppingListItemSource,
  ShoppingListSummary,
  ShoppingListView,
} from '@common/contracts/shopping-list.schema';
import { apiRequest } from '../../../lib/api';
import { queryWithOfflineCopy, saveOfflineCopy, type OfflineCopy } from '../../../lib/offline-copy';
import {
  clientUuid,
  readStored,
  removeStored,
  sendOrQueue,
  writeStored,
  type NewPendingOp,
} from '../../../lib/offline-sync';
import { AISLE_ORDER_QUERY_KEY, SHOPPING_LIST_QUERY_KEY, SHOPPING_LISTS_QUERY_KEY } from '../../../lib/query-keys';

export type { Aisle, ShoppingListItem, ShoppingListItemSource, ShoppingListSummary };
export type ShoppingList = ShoppingListView;
export type ShoppingListRecipe = ShoppingListView['recipes'][number];

export interface ShoppingListData extends ShoppingList {
  /** True when this is the copy kept on the device because the server was unreachable. */
  fromOfflineCopy: boolean;
}

const LIST_URL = '/api/shopping-list';
export const shoppingListQueryKey = SHOPPING_LIST_QUERY_KEY;

/** Which list: a named list's id, or null for the default list (the spec's list, every route's default). */
export type ListId = string | null;

/** The default list's cache key is the spec list's own; a named list's adds its id. */
export const listQueryKey = (listId: ListId) =>
  listId ? ([...SHOPPING_LIST_QUERY_KEY, listId] as const) : shoppingListQueryKey;

/** `url` on the list `listId` names (`?listId=`); the default list's URLs are the spec's, unchanged. */
export const onList = (url: string, listId: ListId) =>
  listId ? `${url}${url.includes('?') ? '&' : '?'}listId=${encodeURIComponent(listId)}` : url;

/** The offline copy, under the spec's keys (section 3). */
export const STORAGE_KEYS = {
  items: 'shoppingList',
  completed: 'shoppingListCompleted',
  recipes: 'shoppingListRecipes',
} as const;

/** A named list's offline copy: the spec's keys with `@<list id>` after them. */
export const NAMED_LIST_KEY_PREFIXES = Object.values(STORAGE_KEYS).map((key) => `${key}@`);
const storageKeys = (listId: ListId): Record<keyof typeof STORAGE_KEYS, string> =>
  listId
    ? {
        items: `${STORAGE_KEYS.items}@${listId}`,
        completed: `${STORAGE_KEYS.completed}@${listId}`,
        recipes: `${STORAGE_KEYS.recipes}@${listId}`,
      }
    : STORAGE_KEYS;

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

export function readOfflineList(listId: ListId = null): ShoppingList | null {
  const keys = storageKeys(listId);
  const items = readStored(keys.items, isArray);
  if (!items) return null;
  const completed = new Set((readStored(keys.completed, isArray) ?? []).filter(isString));
  const recipes = (readStored(keys.recipes, isArray) ?? []).map(toRecipe).filter((r) => r !== null);
  const list = items
    .map(toItem)
    .filter((item) => item !== null)
    .map((item) => ({ ...item, completed: completed.has(item.id) }));
  return { recipes, items: list, completed: list.filter((item) => item.completed).map((item) => item.id) };
}

export function writeOfflineList(list: ShoppingList, listId: ListId = null): void {
  const keys = storageKeys(listId);
  writeStored(keys.items, list.items);
  writeStored(keys.completed, list.completed);
  writeStored(keys.recipes, list.recipes);
}

const offlineCopyOf = (listId: ListId): OfflineCopy<ShoppingList> => ({
  read: () => readOfflineList(listId),
  write: (list) => writeOfflineList(list, listId),
});

/** Writes the offline copy from the list already in the cache (a server-rendered page's). */
export const saveOfflineList = (queryClient: QueryClient) =>
  saveOfflineCopy(queryClient, shoppingListQueryKey, offlineCopyOf(null));

export const shoppingListQueryOptions = queryWithOfflineCopy(shoppingListQueryKey, offlineCopyOf(null));

/** GET /api/shopping-list (`?listId=` for a named list), else the device's copy when the server is unreachable. */
export function useShoppingList({ enabled = true, listId = null }: { enabled?: boolean; listId?: ListId } = {}) {
  return useQuery({
    ...(listId
      ? queryWithOfflineCopy(listQueryKey(listId), offlineCopyOf(listId), onList(LIST_URL, listId))
      : shoppingListQueryOptions),
    enabled,
  });
}

// ---------------------------------------------------------------------------------------------
// Writes. Every write answers with the whole new list, which replaces the cached one.

/**
 * Shared by every list write: run one at a time, in order ('always' so that, offline, they run
 * and queue themselves instead of waiting in memory).
 */
const writeOptions = { scope: { id: 'shopping-list' }, networkMode: 'always' } as const;

/** Ticks still on their way to the server, by list and line; a list answered meanwhile must not undo them. */
const pendingMarks = new Map<string, { completed: boolean; count: number }>();
const markKey = (listId: ListId, id: string) => `${listId ?? ''}:${id}`;

function store(queryClient: QueryClient, listId: ListId, list: ShoppingList, fromOfflineCopy = false) {
  const items = list.items.map((item) => {
    const pending = pendingMarks.get(markKey(listId, item.id));
    return pending ? { ...item, completed: pending.completed } : item;
  });
  const completed = items.filter((item) => item.completed).map((item) => item.id);
  const next: ShoppingListData = { ...list, items, completed, fromOfflineCopy };
  queryClient.setQueryData<ShoppingListData>(listQueryKey(listId), next);
  writeOfflineList(next, listId);
}

const emptyList = (): ShoppingListData => ({ recipes: [], items: [], completed: [], fromOfflineCopy: false });

export type WriteOutcome = 'sent' | 'queued';

/**
 * Sends a write; when the server is unreachable and the write may be replayed (`offline`), applies
 * `offline.apply` to the cached list and queues the call instead.
 */
async function write(
  queryClient: QueryClient,
  listId: ListId,
  op: Omit<NewPendingOp, 'invalidates'>,
  offline?: (list: ShoppingListData) => ShoppingListData,
): Promise<WriteOutcome> {
  // A named list's writes carry its id in the URL and their supersede key, queued or not.
  const onNamed = { ...op, url: onList(op.url, listId), key: op.key && listId ? `${op.key}@${listId}` : op.key };
  const sent = await sendOrQueue<ShoppingList>(
    { ...onNamed, invalidates: [LIST_URL, SHOPPING_LISTS_QUERY_KEY[0]] },
    { replayable: Boolean(offline) },
  );
  if (!sent.queued) {
    store(queryClient, listId, sent.answer);
    void queryClient.invalidateQueries({ queryKey: SHOPPING_LISTS_QUERY_KEY });
    return 'sent';
  }
  const current = queryClient.getQueryData<ShoppingListData>(listQueryKey(listId)) ?? emptyList();
  store(queryClient, listId, offline ? offline(current) : current, true);
  return 'queued';
}

/** PATCH …/items/:id {completed, at}: absolute and timed, so a replay is harmless. Optimistic. */
export function useSetItemCompleted(listId: ListId = null) {
  const queryClient = useQueryClient();
  const queryKey = listQueryKey(listId);
  return useMutation({
    ...writeOptions,
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) => {
      const mark = (list: ShoppingListData): ShoppingListData => ({
        ...list,
        items: list.items.map((item) => (item.id === id ? { ...item, completed } : item)),
      });
      // Lines added while offline have no server id yet: tick them on this device only.
      if (id.startsWith('local-')) {
        const current = queryClient.getQueryData<ShoppingListData>(queryKey) ?? emptyList();
        store(queryClient, listId, mark(current), current.fromOfflineCopy);
        return Promise.resolve<WriteOutcome>('queued');
      }
      // The time of the tap goes along: replayed later, it still loses to a member's later change.
      const body = { completed, at: new Date().toISOString() };
      return write(
        queryClient,
        listId,
        { method: 'PATCH', url: `${LIST_URL}/items/${encodeURIComponent(id)}`, body, key: `item:${id}` },
        mark,
      );
    },
    onMutate: async ({ id, completed }) => {
      const key = markKey(listId, id);
      pendingMarks.set(key, { completed, count: (pendingMarks.get(key)?.count ?? 0) + 1 });
      await queryClient.cancelQueries({ queryKey, exact: true });
      const previous = queryClient.getQueryData<ShoppingListData>(queryKey);
      if (previous) {
        queryClient.setQueryData<ShoppingListData>(queryKey, {
          ...previous,
          items: previous.items.map((item) => (item.id === id ? { ...item, completed } : item)),
        });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: (_data, _error, { id }) => {
      const pending = pendingMarks.get(markKey(listId, id));
      if (!pending) return;
      if (pending.count <= 1) pendingMarks.delete(markKey(listId, id));
      else pending.count -= 1;
    },
  });
}

/** POST …/items {id, text}: the client-made id makes a replay store the line once. */
export function useAddCustomItem(listId: ListId = null) {
  const queryClient = useQueryClient();
  return useMutation({
    ...writeOptions,
    mutationFn: (text: string) => {
      const id = clientUuid();
      return write(queryClient, listId, { method: 'POST', url: `${LIST_URL}/items`, body: { id, text } }, (list) => ({
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
export function useRemoveListRecipe(listId: ListId = null) {
  const queryClient = useQueryClient();
  return useMutation({
    ...writeOptions,
    mutationFn: (recipeId: number) =>
      write(
        queryClient,
        listId,
        { method: 'DELETE', url: `${LIST_URL}/recipes/${recipeId}`, key: `recipe:${recipeId}` },
        (list) => withoutRecipe(list, recipeId),
      ),
  });
}

/** PATCH …/recipes/:id {servings}: absolute, so a replay is harmless. Offline, the count shows at once. */
export function useSetListRecipeServings(listId: ListId = null) {
  const queryClient = useQueryClient();
  return useMutation({
    ...writeOptions,
    mutationFn: ({ recipeId, servings }: { recipeId: number; servings: number }) =>
      write(
        queryClient,
        listId,
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
export function useClearList(listId: ListId = null) {
  const queryClient = useQueryClient();
  return useMutation({
    ...writeOptions,
    mutationFn: () =>
      write(queryClient, listId, { method: 'DELETE', url: LIST_URL }, (list) => ({
        ...emptyList(),
        fromOfflineCopy: list.fromOfflineCopy,
      })),
  });
}

/**
 * POST …/recipes {recipeId, servings?}: adding again only updates the servings, so a replay is
 * harmless. Offline, the recipe is listed at once and its ingredients arrive with the sync. Into the
 * default list unless `listId` names another.
 */
export function useAddRecipeToList() {
  const queryClient = useQueryClient();
  return useMutation({
    ...writeOptions,
    mutationFn: ({
      recipeId,
      recipeName,
      servings,
      listId = null,
    }: {
      recipeId: number;
      recipeName: string;
      servings?: number;
      listId?: ListId;
    }) =>
      write(
        queryClient,
        listId,
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
      store(queryClient, null, list);
      await queryClient.invalidateQueries({ queryKey: shoppingListQueryKey, exact: true });
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

// ---------------------------------------------------------------------------------------------
// The household's lists and aisle order

const LISTS_URL = '/api/shopping-lists';

/** GET /api/shopping-lists: the default list first, then named lists, each with its counts. */
export function useShoppingLists({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: SHOPPING_LISTS_QUERY_KEY,
    queryFn: async () => (await apiRequest<ShoppingListIndex>('GET', LISTS_URL)).lists,
    enabled,
  });
}

/** POST /api/shopping-lists {name, clientKey}: the client key makes a retried create one list. */
export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest<ShoppingListSummary>('POST', LISTS_URL, { name, clientKey: clientUuid() }),
    onSuccess: (created) => {
      // Listed at once: the screen shows the new list before the refetch answers.
      queryClient.setQueryData<ShoppingListSummary[]>(SHOPPING_LISTS_QUERY_KEY, (lists) =>
        lists ? [...lists, created] : lists,
      );
      return queryClient.invalidateQueries({ queryKey: SHOPPING_LISTS_QUERY_KEY });
    },
  });
}

/** PATCH /api/shopping-lists/:listId {name}. */
export function useRenameList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, name }: { listId: string; name: string }) =>
      apiRequest<ShoppingListSummary>('PATCH', `${LISTS_URL}/${encodeURIComponent(listId)}`, { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHOPPING_LISTS_QUERY_KEY }),
  });
}

/** DELETE /api/shopping-lists/:listId: the list and everything on it, and its offline copy. */
export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listId: string) => apiRequest<void>('DELETE', `${LISTS_URL}/${encodeURIComponent(listId)}`),
    onSuccess: (_answer, listId) => {
      for (const key of Object.values(storageKeys(listId))) removeStored(key);
      queryClient.removeQueries({ queryKey: listQueryKey(listId), exact: true });
      return queryClient.invalidateQueries({ queryKey: SHOPPING_LISTS_QUERY_KEY });
    },
  });
}

/** GET /api/shopping-list/aisles: the household's aisle order (the usual one until changed). */
export function useAisleOrder() {
  return useQuery({
    queryKey: AISLE_ORDER_QUERY_KEY,
    queryFn: async () => (await apiRequest<AisleOrder>('GET', AISLE_ORDER_QUERY_KEY[0])).order,
    // Offline, or before it answers, the list groups in the usual order.
    placeholderData: [...AISLES],
  });
}

/** The aisle order's saves, one after another in the order made: the server keeps the last move. */
let aisleSaves: Promise<unknown> = Promise.resolve();
const AISLE_SAVE_KEY = ['aisle-order'] as const;

/**
 * PUT /api/shopping-list/aisles {order}: shown at once (several quick moves build on each other), put
 * back if the server refuses, and read back from the server once the last move has settled.
 */
export function useSetAisleOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: AISLE_SAVE_KEY,
    mutationFn: (order: Aisle[]) => {
      const save = aisleSaves
        .catch(() => undefined)
        .then(() => apiRequest<AisleOrder>('PUT', AISLE_ORDER_QUERY_KEY[0], { order }));
      aisleSaves = save;
      return save;
    },
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: AISLE_ORDER_QUERY_KEY });
      const previous = queryClient.getQueryData<Aisle[]>(AISLE_ORDER_QUERY_KEY);
      queryClient.setQueryData(AISLE_ORDER_QUERY_KEY, order);
      return { previous };
    },
    onError: (_error, _order, context) => {
      if (context?.previous) queryClient.setQueryData(AISLE_ORDER_QUERY_KEY, context.previous);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: AISLE_SAVE_KEY }) === 1)
        void queryClient.invalidateQueries({ queryKey: AISLE_ORDER_QUERY_KEY });
    },
  });
}
