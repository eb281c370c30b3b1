import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, OptionList, SelectField } from '../../../components/ui/field';
import { SearchIcon } from '../../../components/ui/icons';
import { pageWindow, type BrowserState } from '../lib/browser-state';
import {
  CATEGORIES,
  CUISINE_OPTIONS,
  DIETARY_OPTIONS,
  DIFFICULTY_OPTIONS,
  MEAL_TYPE_OPTIONS,
} from '../lib/catalog-options';
import { ChoiceChips } from './choice-chips';

/** The browser's own search box; follows the URL when the search changes elsewhere (header, Back). */
export function RecipeSearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" aria-label="Recipes" className="recipe-search" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        Find a recipe
      </label>
      <SearchIcon />
      <input
        id={inputId}
        type="search"
        placeholder="Try “chicken tikka” or “vegan soup”…"
        value={draft}
        enterKeyHint="search"
        onChange={(event) => {
          setDraft(event.target.value);
          // Clearing the box (or its × button) shows everything again right away.
          if (!event.target.value && value) onSearch('');
        }}
      />
      <Button type="submit" className="recipe-search__submit">
        Search
      </Button>
    </form>
  );
}

export function CategoryBar({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  return (
    <div className="category-bar" role="group" aria-label="Categories">
      {CATEGORIES.map((category) => (
        <button
          key={category.slug || 'all'}
          type="button"
          className="pill-button pill-button--toggle category-chip"
          aria-pressed={value === category.slug}
          onClick={() => onChange(category.slug)}
        >
          {category.label}
        </button>
      ))}
    </div>
  );
}

function FilterSelect({
  label,
  value,
  anyLabel,
  options,
  extraOptions = [],
  onChange,
}: {
  label: string;
  value: string;
  anyLabel: string;
  options: readonly string[];
  extraOptions?: readonly string[];
  onChange: (value: string) => void;
}) {
  const known = [...options, ...extraOptions];
  // A value from a link (e.g. /cuisines → ?cuisine=Korean) stays selectable even if not listed.
  const unlisted = value && !known.some((option) => option.toLowerCase() === value.toLowerCase()) ? [value] : [];
  return (
    <SelectField label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{anyLabel}</option>
      <OptionList options={[...options, ...unlisted]} />
      {extraOptions.length > 0 && (
        <optgroup label="More cuisines">
          <OptionList options={extraOptions} />
        </optgroup>
      )}
    </SelectField>
  );
}

/** The panel's drop-downs, in order; cuisine also offers the cuisines the catalogue adds. */
const SELECT_FILTERS: ReadonlyArray<{
  key: 'cuisine' | 'difficulty' | 'mealType';
  label: string;
  anyLabel: string;
  options: readonly string[];
}> = [
  { key: 'cuisine', label: 'Cuisine', anyLabel: 'All cuisines', options: CUISINE_OPTIONS },
  { key: 'difficulty', label: 'Difficulty', anyLabel: 'Any difficulty', options: DIFFICULTY_OPTIONS },
  { key: 'mealType', label: 'Meal type', anyLabel: 'Any meal type', options: MEAL_TYPE_OPTIONS },
];

/** Number input that commits after a short pause (or on blur / Enter), so typing "60" is one change. */
function MaxTimeField({ value, onChange }: { value: number | null; onChange: (value: number | null) => void }) {
  const [draft, setDraft] = useState(value ? String(value) : '');
  const [committed, setCommitted] = useState(value);
  if (committed !== value) {
    // The URL changed from elsewhere (Clear All, back button): show it.
    setCommitted(value);
    setDraft(value ? String(value) : '');
  }
  const parsed = (text: string) => {
    const number = Math.floor(Number(text));
    return text.trim() && Number.isFinite(number) && number > 0 ? number : null;
  };
  const commit = () => {
    const next = parsed(draft);
    if (next !== value) {
      setCommitted(next);
      onChange(next);
    }
  };
  useEffect(() => {
    const next = parsed(draft);
    if (next === value) return;
    const timer = window.setTimeout(() => {
      setCommitted(next);
      onChange(next);
    }, 600);
    return () => window.clearTimeout(timer);
  }, [draft, value, onChange]);
  return (
    <Field
      label="Max cooking time (minutes)"
      type="number"
      inputMode="numeric"
      min={1}
      step={5}
      placeholder="Any"
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

export function FilterPanel({
  state,
  moreCuisines,
  onChange,
}: {
  state: BrowserState;
  moreCuisines: readonly string[];
  onChange: (change: Partial<BrowserState>) => void;
}) {
  return (
    <section className="panel filter-panel" aria-label="Filters">
      <div className="filter-panel__grid">
        {SELECT_FILTERS.map(({ key, label, anyLabel, options }) => (
          <FilterSelect
            key={key}
            label={label}
            anyLabel={anyLabel}
            value={state[key]}
            options={options}
            extraOptions={key === 'cuisine' ? moreCuisines : undefined}
            onChange={(value) => onChange({ [key]: value })}
          />
        ))}
        <MaxTimeField value={state.maxCookingTime} onChange={(maxCookingTime) => onChange({ maxCookingTime })} />
      </div>
      <ChoiceChips
        legend="Dietary"
        options={DIETARY_OPTIONS}
        chosen={DIETARY_OPTIONS.filter((option) =>
          state.dietary.some((item) => item.toLowerCase() === option.toLowerCase()),
        )}
        onChange={(dietary) => onChange({ dietary })}
      />
    </section>
  );
}

export function Pagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <ul className="pagination__pages">
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <button
              type="button"
              className="pill-button pill-button--toggle pagination__page"
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
