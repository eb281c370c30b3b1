import { useState, type FormEvent } from 'react';
import { OWN_RECIPE_LIMITS as LIMITS } from '@common/contracts/own-recipes';
import type { RecipeInput } from '@common/contracts/own-recipes.schema';
import type { RecipeDraft } from '@common/contracts/recipe-import.schema';
import { DIETARY_OPTIONS, DIFFICULTIES, MEAL_TYPES, type RecipeVisibility } from '@common/contracts/recipes';
import type { RecipeDetail } from '@common/contracts/recipes.schema';
import { formatAmountRange } from '@common/kitchen/amount-format';
import { isConfidentParse } from '@common/kitchen/parse-confidence';
import { parseIngredient } from '@common/kitchen/parse-ingredient';
import { unitLabel } from '@common/kitchen/units';
import { SubmitButton } from '../../../components/ui/button';
import { Field, OptionList, SelectField, TextAreaField } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { ApiError, errorMessage } from '../../../lib/api';
import { useHouseholdState } from '../../../lib/household-shared-keys';
import { VISIBILITY_LABELS } from '../../../lib/visibility-labels';
import { CUISINE_OPTIONS } from '../lib/catalog-options';
import { ChoiceChips } from './choice-chips';
import { newLine, SortableLines, type EditableLine } from './sortable-lines';
import './recipe-editor.css';

const NUTRIENTS = [
  ['calories', 'Calories', 'kcal'],
  ['protein', 'Protein', 'g'],
  ['carbohydrates', 'Carbohydrates', 'g'],
  ['totalFat', 'Fat', 'g'],
  ['saturatedFat', 'Saturated fat', 'g'],
  ['sugar', 'Sugar', 'g'],
  ['fiber', 'Fiber', 'g'],
  ['sodium', 'Sodium', 'mg'],
] as const;
type Nutrient = (typeof NUTRIENTS)[number][0];

/** The form as typed: numbers stay text until saved, so a half-typed "1." is not lost. */
interface Draft {
  name: string;
  description: string;
  prepTimeMinutes: string;
  cookingMinutes: string;
  servings: string;
  cuisine: string;
  difficulty: string;
  mealType: string[];
  dietary: string[];
  tags: string;
  ingredients: EditableLine[];
  instructions: EditableLine[];
  nutrition: Record<Nutrient, string>;
  sourceUrl: string;
  sourceName: string;
  visibility: RecipeVisibility;
}

const text = (value: number | string | null | undefined) => (value == null ? '' : String(value));

/** The form for a saved recipe, a draft an import read, or nothing (a new recipe). */
function draftOf(recipe?: RecipeDetail | RecipeDraft): Draft {
  return {
    name: recipe?.name ?? '',
    description: recipe?.description ?? '',
    prepTimeMinutes: text(recipe?.prepTimeMinutes),
    cookingMinutes: text(recipe?.cookingMinutes),
    servings: text(recipe?.servings ?? 4),
    cuisine: recipe?.cuisine ?? '',
    difficulty: recipe?.difficulty ?? '',
    mealType: recipe?.mealType ?? [],
    dietary: recipe?.dietary ?? [],
    tags: recipe?.tags.join(', ') ?? '',
    ingredients: (recipe?.ingredients.length ? recipe.ingredients : ['']).map(newLine),
    instructions: (recipe?.instructions.length ? recipe.instructions : ['']).map(newLine),
    nutrition: Object.fromEntries(NUTRIENTS.map(([key]) => [key, text(recipe?.[key])])) as Record<Nutrient, string>,
    sourceUrl: recipe?.sourceUrl ?? '',
    sourceName: recipe?.sourceName ?? '',
    // A draft (pasted or from a file) starts private, like a new recipe.
    visibility: (recipe && 'visibility' in recipe ? recipe.visibility : undefined) ?? 'private',
  };
}

/** An empty box is "not given" (null); anything else goes as typed, and the server says what is wrong with it. */
const numberOf = (value: string) => (value.trim() === '' ? null : Number(value));

function inputOf(draft: Draft): RecipeInput {
  return {
    name: draft.name,
    description: draft.description,
    prepTimeMinutes: numberOf(draft.prepTimeMinutes),
    cookingMinutes: numberOf(draft.cookingMinutes),
    servings: numberOf(draft.servings),
    cuisine: draft.cuisine,
    difficulty: (draft.difficulty || null) as RecipeInput['difficulty'],
    mealType: draft.mealType as RecipeInput['mealType'],
    dietary: draft.dietary as RecipeInput['dietary'],
    tags: draft.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    // Empty rows are the editor's, not the recipe's.
    ingredients: draft.ingredients.map((line) => line.text.trim()).filter(Boolean),
    instructions: draft.instructions.map((line) => line.text.trim()).filter(Boolean),
    ...Object.fromEntries(NUTRIENTS.map(([key]) => [key, numberOf(draft.nutrition[key])])),
    sourceUrl: draft.sourceUrl,
    sourceName: draft.sourceName,
    visibility: draft.visibility,
  };
}

/** Every field the server named in its 400, with its message ("ingredients.3" → the fourth kept line). */
function fieldErrors(error: unknown): Map<string, string> {
  const errors = new Map<string, string>();
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return errors;
  const body = error.body as { errors?: Array<{ field?: string; message: string }>; field?: string; message?: string };
  const listed = body.errors ?? (body.field && body.message ? [{ field: body.field, message: body.message }] : []);
  for (const { field, message } of listed) {
    if (!field || errors.has(field)) continue;
    const rule = message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
    errors.set(field, rule.charAt(0).toUpperCase() + rule.slice(1));
  }
  return errors;
}

/** How the shared parser reads a line: amount, unit, food and note; a line it is unsure of asks for a look. */
export function IngredientPreview({ line }: { line: string }) {
  const parsed = parseIngredient(line);
  const sure = isConfidentParse(parsed);
  const amount = parsed.quantity === null ? '—' : formatAmountRange(parsed.quantity, parsed.quantityMax, parsed.unit);
  const unit = parsed.unit ? unitLabel(parsed.unit, parsed.quantityMax ?? parsed.quantity ?? 1) : '—';
  return (
    <div className={`parse-preview${sure ? '' : ' parse-preview--unsure'}`}>
      {!sure && <p className="parse-preview__flag">Check this line: Sous is not sure how to read it.</p>}
      <dl className="parse-preview__parts">
        <div>
          <dt>Amount</dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>Unit</dt>
          <dd>{unit}</dd>
        </div>
        <div>
          <dt>Food</dt>
          <dd>{parsed.food || '—'}</dd>
        </div>
        <div>
          <dt>Note</dt>
          <dd>{parsed.note || '—'}</dd>
        </div>
      </dl>
    </div>
  );
}

export interface RecipeEditorProps {
  /** The recipe being changed; none for a new one. */
  recipe?: RecipeDetail;
  /** A new recipe's start: what an import read, for the cook to check and save. */
  draft?: RecipeDraft;
  pending: boolean;
  error: unknown;
  onSave: (input: RecipeInput, photo: File | null) => void;
  cancel: React.ReactNode;
}

/** Who sees the recipe: offered only to a cook in a household (a shared link is kept, not offered). */
function VisibilityChoice({ value, onChange }: { value: RecipeVisibility; onChange(value: RecipeVisibility): void }) {
  const choices: RecipeVisibility[] = value === 'link' ? ['private', 'household', 'link'] : ['private', 'household'];
  return (
    <section className="panel stack" aria-labelledby="editor-visibility">
      <h2 id="editor-visibility">Who can see it</h2>
      <fieldset className="dietary">
        <legend className="visually-hidden">Who can see it</legend>
        <div className="dietary__options">
          {choices.map((choice) => (
            <label key={choice} className={`check-chip${value === choice ? ' check-chip--checked' : ''}`}>
              <input
                type="radio"
                name="visibility"
                value={choice}
                checked={value === choice}
                onChange={() => onChange(choice)}
              />
              <span>{VISIBILITY_LABELS[choice]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="field__hint">Your household’s members can read it, cook it and plan it; only you can change it.</p>
    </section>
  );
}

/** The editor of a cook's own recipe: every field, ingredient lines read as typed, lines and steps reordered. */
export function RecipeEditor({ recipe, draft: imported, pending, error, onSave, cancel }: RecipeEditorProps) {
  const [draft, setDraft] = useState(() => draftOf(recipe ?? imported));
  const [photo, setPhoto] = useState<File | null>(null);
  const inHousehold = Boolean(useHouseholdState().data?.household);
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((now) => ({ ...now, [key]: value }));
  const errors = fieldErrors(error);
  // Server indexes count the lines that were sent, which skip the empty rows.
  const linesOf = (field: 'ingredients' | 'instructions') => {
    const kept = draft[field].map((line, index) => (line.text.trim() ? index : -1)).filter((index) => index >= 0);
    return {
      lines: draft[field],
      onChange: set(field),
      error: errors.get(field),
      errorAt: (index: number) => {
        const position = kept.indexOf(index);
        return position < 0 ? undefined : errors.get(`${field}.${position}`);
      },
    };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(inputOf(draft), photo);
  };
  const input = (key: 'name' | 'cuisine' | 'sourceUrl' | 'sourceName') => ({
    value: draft[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key)(event.target.value),
    error: errors.get(key),
  });
  const number = (key: 'prepTimeMinutes' | 'cookingMinutes' | 'servings') => ({
    type: 'number',
    inputMode: 'numeric' as const,
    min: key === 'servings' ? 1 : 0,
    value: draft[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key)(event.target.value),
    error: errors.get(key),
  });

  return (
    <form className="recipe-editor stack" onSubmit={submit} noValidate aria-label="Recipe">
      <section className="panel stack" aria-labelledby="editor-basics">
        <h2 id="editor-basics">About the recipe</h2>
        <Field label="Name" required maxLength={LIMITS.name} autoComplete="off" {...input('name')} />
        <TextAreaField
          label="Description"
          rows={3}
          maxLength={LIMITS.description}
          value={draft.description}
          onChange={(event) => set('description')(event.target.value)}
          error={errors.get('description')}
        />
        <div className="field-row">
          <Field label="Prep time (minutes)" {...number('prepTimeMinutes')} />
          <Field label="Cooking time (minutes)" {...number('cookingMinutes')} />
          <Field label="Servings" max={LIMITS.servings} {...number('servings')} />
        </div>
        <div className="field-row">
          <Field label="Cuisine" list="editor-cuisines" maxLength={60} {...input('cuisine')} />
          <datalist id="editor-cuisines">
            {CUISINE_OPTIONS.map((cuisine) => (
              <option key={cuisine} value={cuisine} />
            ))}
          </datalist>
          <SelectField
            label="Difficulty"
            value={draft.difficulty}
            onChange={(event) => set('difficulty')(event.target.value)}
          >
            <option value="">Not set</option>
            <OptionList options={DIFFICULTIES} />
          </SelectField>
        </div>
        <ChoiceChips legend="Meal types" options={MEAL_TYPES} chosen={draft.mealType} onChange={set('mealType')} />
        <ChoiceChips legend="Dietary" options={DIETARY_OPTIONS} chosen={draft.dietary} onChange={set('dietary')} />
        <Field
          label="Tags"
          hint="Separated by commas: family, weeknight, make-ahead"
          value={draft.tags}
          onChange={(event) => set('tags')(event.target.value)}
          error={[...errors].find(([field]) => field.startsWith('tags'))?.[1]}
        />
      </section>

      <section className="panel" aria-label="Ingredients">
        <SortableLines
          legend="Ingredients"
          itemLabel="Ingredient"
          placeholder="2 cups whole milk"
          maxLength={LIMITS.ingredientLine}
          preview={(line) => <IngredientPreview line={line} />}
          {...linesOf('ingredients')}
        />
      </section>

      <section className="panel" aria-label="Steps">
        <SortableLines legend="Steps" itemLabel="Step" multiline maxLength={LIMITS.step} {...linesOf('instructions')} />
      </section>

      <section className="panel stack" aria-labelledby="editor-photo">
        <h2 id="editor-photo">Photo</h2>
        {recipe?.image && !photo && (
          <img className="editor-photo__current" src={recipe.image} alt={`The photo of ${recipe.name}`} />
        )}
        <Field
          label={recipe?.image ? 'Replace the photo' : 'Add a photo'}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
          onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
          hint="JPEG, PNG, WebP or HEIC, up to 15 MB."
          error={errors.get('photo')}
        />
      </section>

      <section className="panel stack" aria-labelledby="editor-nutrition">
        <h2 id="editor-nutrition">Nutrition per serving</h2>
        <p className="field__hint">Optional: what you leave empty shows as N/A.</p>
        <div className="editor-nutrition">
          {NUTRIENTS.map(([key, label, unit]) => (
            <Field
              key={key}
              label={`${label} (${unit})`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={draft.nutrition[key]}
              onChange={(event) => set('nutrition')({ ...draft.nutrition, [key]: event.target.value })}
              error={errors.get(key)}
            />
          ))}
        </div>
      </section>

      <section className="panel stack" aria-labelledby="editor-source">
        <h2 id="editor-source">Where it comes from</h2>
        <div className="field-row">
          <Field label="Source name" maxLength={LIMITS.sourceName} {...input('sourceName')} />
          <Field
            label="Source address"
            type="url"
            inputMode="url"
            maxLength={LIMITS.sourceUrl}
            {...input('sourceUrl')}
          />
        </div>
      </section>

      {(inHousehold || draft.visibility === 'household') && (
        <VisibilityChoice value={draft.visibility} onChange={set('visibility')} />
      )}

      <FormError
        message={
          error
            ? errors.size > 0
              ? 'Some fields need a look: see the messages beside them.'
              : errorMessage(error, 'Your recipe could not be saved. Please try again.')
            : undefined
        }
      />
      <div className="cluster cluster--end recipe-editor__actions">
        {cancel}
        <SubmitButton pending={pending} pendingLabel="Saving…">
          Save recipe
        </SubmitButton>
      </div>
    </form>
  );
}
