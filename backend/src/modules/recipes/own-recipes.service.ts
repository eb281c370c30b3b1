import { randomBytes, randomUUID } from 'node:crypto';
import type { ParsedRecipeInput } from '@common/contracts/own-recipes.schema';
import { recipeJsonLd } from '@common/contracts/recipe-json-ld';
import type { RecipeDetail } from '@common/contracts/recipes.schema';
import type { Db, Executor } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { toRecipeRow, type RecipeInput as StoredRecipeInput } from './recipe-row';
import { presentRecipeDetail } from './recipes.presenter';
import { findRecipe, type RecipeRow } from './recipes.repository';
import type { ObjectStorage } from '../../adapters/storage';
import { photoUrlsFor, type PhotoSigner } from './photo-urls';
import { photoKeys, storePhoto } from './recipe-photos';

/** A cook's recipe as written, whole: what a change is merged into before the row is written again. */
type OwnRecipeFields = Required<{
  [K in keyof ParsedRecipeInput]: Exclude<ParsedRecipeInput[K], undefined>;
}>;

function fieldsOfRow(row: RecipeRow): OwnRecipeFields {
  const num = (value: number | string | null) => (value == null ? null : Number(value));
  return {
    name: row.name,
    description: row.description,
    prepTimeMinutes: row.prep_time_minutes,
    cookingMinutes: row.cooking_minutes,
    servings: row.servings,
    cuisine: row.cuisine,
    difficulty: row.difficulty as OwnRecipeFields['difficulty'],
    mealType: row.meal_type as OwnRecipeFields['mealType'],
    dietary: row.dietary as OwnRecipeFields['dietary'],
    tags: row.tags,
    ingredients: row.ingredients,
    instructions: row.instructions,
    calories: num(row.calories),
    totalFat: num(row.total_fat),
    saturatedFat: num(row.saturated_fat),
    carbohydrates: num(row.carbohydrates),
    sugar: num(row.sugar),
    fiber: num(row.fiber),
    protein: num(row.protein),
    sodium: num(row.sodium),
    sourceUrl: row.source_url,
    sourceName: row.source_name,
    visibility: row.visibility,
  };
}

/** A cook's recipe's optional fields, each unset: what a new recipe and an import's draft start from. */
export const unsetOwnRecipeFields = () => ({
  description: null,
  prepTimeMinutes: null,
  cookingMinutes: null,
  servings: null,
  cuisine: null,
  difficulty: null,
  mealType: [],
  dietary: [],
  tags: [],
  calories: null,
  totalFat: null,
  saturatedFat: null,
  carbohydrates: null,
  sugar: null,
  fiber: null,
  protein: null,
  sodium: null,
  sourceUrl: null,
  sourceName: null,
});

const withDefaults = (input: ParsedRecipeInput): OwnRecipeFields => ({
  ...unsetOwnRecipeFields(),
  visibility: 'private',
  ...(Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<OwnRecipeFields> &
    Pick<OwnRecipeFields, 'name' | 'ingredients' | 'instructions'>),
});

/** The row columns of a cook's recipe: parsed ingredient lines, foods and totals as the catalog's. */
function ownRow(fields: OwnRecipeFields, sourceId: string) {
  const input: StoredRecipeInput = {
    sourceId,
    name: fields.name,
    description: fields.description,
    prepTimeMinutes: fields.prepTimeMinutes,
    cookingMinutes: fields.cookingMinutes,
    servings: fields.servings,
    cuisine: fields.cuisine,
    difficulty: fields.difficulty,
    ingredients: fields.ingredients,
    instructions: fields.instructions,
    tags: fields.tags,
    mealType: fields.mealType,
    dietary: fields.dietary,
    nutrition: Object.fromEntries(
      (
        ['calories', 'totalFat', 'saturatedFat', 'carbohydrates', 'sugar', 'fiber', 'protein', 'sodium'] as const
      ).flatMap((key) => (fields[key] == null ? [] : [[key, fields[key]]])),
    ),
    sourceUrl: fields.sourceUrl,
  };
  // Catalog-only columns (premium exclusivity, the catalog's source) stay at their defaults.
  const { is_premium_exclusive: _premium, source: _source, submitted_date: _submitted, ...row } = toRecipeRow(input);
  return { ...row, source_name: fields.sourceName, visibility: fields.visibility };
}

/** A cook's recipe as schema.org Recipe JSON-LD, links absolute against `origin`. */
export const ownRecipeJsonLd = (row: RecipeRow, origin: string) =>
  recipeJsonLd(presentRecipeDetail(row, true, row.owner_id ?? undefined), origin);

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

const ownedBy = (db: Executor, ownerId: string, id: number): Promise<RecipeRow | undefined> =>
  db('recipes').where({ id, owner_id: ownerId }).first();

/**
 * A cook's own recipes: written, changed and deleted by their owner alone. Anyone else asking for one
 * by id gets the 404 of a missing recipe. An owner's recipe is never premium-gated for its owner.
 */
export function createOwnRecipesService({
  db,
  storage,
  photoSigner,
}: {
  db: Db;
  storage: ObjectStorage;
  photoSigner: PhotoSigner;
}) {
  const present = (row: RecipeRow, ownerId: string) =>
    presentRecipeDetail(row, true, ownerId, photoUrlsFor(photoSigner, ownerId));

  return {
    /** Idempotent by `clientKey`: the same key again answers the recipe the first request wrote. */
    async create(ownerId: string, input: ParsedRecipeInput, clientKey?: string): Promise<RecipeDetail> {
      const earlier = async () =>
        clientKey
          ? ((await db('recipes').where({ owner_id: ownerId, client_key: clientKey }).first()) as RecipeRow)
          : undefined;
      const found = await earlier();
      if (found) return present(found, ownerId);
      const row = {
        ...ownRow(withDefaults(input), `own:${randomUUID()}`),
        owner_id: ownerId,
        client_key: clientKey ?? null,
      };
      try {
        const [id] = (await db('recipes').insert(row).returning('id')).map((written: { id: number }) => written.id);
        return present((await findRecipe(db, id))!, ownerId);
      } catch (error) {
        // Two submits at once: the other one's insert won, and its recipe is this one.
        const raced = isUniqueViolation(error) ? await earlier() : undefined;
        if (raced) return present(raced, ownerId);
        throw error;
      }
    },

    /** Only the fields sent change; the ingredient lines are read again when they do. */
    async update(ownerId: string, id: number, changes: ParsedRecipeInput | Partial<ParsedRecipeInput>) {
      return db.transaction(async (trx) => {
        const existing = await trx('recipes').where({ id, owner_id: ownerId }).forUpdate().first();
        if (!existing) throw notFound('Recipe not found');
        const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
        const fields = { ...fieldsOfRow(existing as RecipeRow), ...sent } as OwnRecipeFields;
        const { source_id: _sourceId, ...row } = ownRow(fields, existing.source_id);
        await trx('recipes')
          .where({ id })
          .update({ ...row, updated_at: trx.fn.now() });
        return present((await findRecipe(trx, id))!, ownerId);
      });
    },

    async remove(ownerId: string, id: number): Promise<void> {
      const [deleted] = await db('recipes').where({ id, owner_id: ownerId }).del().returning('photo_id');
      if (!deleted) throw notFound('Recipe not found');
      if (deleted.photo_id) await storage.delete(photoKeys(id, deleted.photo_id));
    },

    /**
     * Sets the recipe's photo: processed and stored under a new id, then the row points at it, then
     * the old photo's files go. A file that is refused leaves nothing behind.
     */
    async setPhoto(ownerId: string, id: number, file: Buffer): Promise<RecipeDetail> {
      if (!(await ownedBy(db, ownerId, id))) throw notFound('Recipe not found');
      const photoId = await storePhoto(storage, id, file);
      const previous = await db.transaction(async (trx) => {
        const row = await trx('recipes').where({ id, owner_id: ownerId }).forUpdate().first('photo_id');
        if (row) await trx('recipes').where({ id }).update({ photo_id: photoId, updated_at: trx.fn.now() });
        return row as { photo_id: string | null } | undefined;
      });
      if (!previous) {
        // Deleted meanwhile: the new files have no recipe.
        await storage.delete(photoKeys(id, photoId));
        throw notFound('Recipe not found');
      }
      if (previous.photo_id) await storage.delete(photoKeys(id, previous.photo_id));
      return present((await findRecipe(db, id))!, ownerId);
    },

    /** The recipe's share token (made on first share, the same after): its visibility becomes `link`. */
    async share(ownerId: string, id: number): Promise<string> {
      const token = randomBytes(24).toString('base64url');
      const [row] = await db('recipes')
        .where({ id, owner_id: ownerId })
        .update({ share_token: db.raw('coalesce(share_token, ?)', [token]), visibility: 'link' })
        .returning('share_token');
      if (!row) throw notFound('Recipe not found');
      return row.share_token as string;
    },

    /** Revokes the link: the token goes, so the old URL finds nothing, even if the recipe is shared again. */
    async unshare(ownerId: string, id: number): Promise<void> {
      const changed = await db('recipes')
        .where({ id, owner_id: ownerId })
        .update({ share_token: null, visibility: 'private' });
      if (changed === 0) throw notFound('Recipe not found');
    },

    /** The recipe a share link opens, or undefined when the link is unknown or revoked. */
    shared: (token: string): Promise<RecipeRow | undefined> =>
      db('recipes').where({ share_token: token, visibility: 'link' }).whereNotNull('owner_id').first(),

    /** The largest size of a shared recipe's photo. */
    async sharedPhoto(token: string) {
      const row = await db('recipes')
        .where({ share_token: token, visibility: 'link' })
        .whereNotNull('photo_id')
        .first('id', 'photo_id');
      return row ? storage.get(photoKeys(row.id, row.photo_id).at(-1)!) : null;
    },

    /** A stored photo size, for a URL signed for `userId`. */
    async photo(userId: string, request: { id: number; file: string; exp: number; sig: string }) {
      if (!photoSigner.verify({ ...request, id: String(request.id), userId })) return null;
      return storage.get(`recipes/${request.id}/${request.file}`);
    },

    find: (ownerId: string, id: number) => ownedBy(db, ownerId, id),
  };
}

export type OwnRecipesService = ReturnType<typeof createOwnRecipesService>;
