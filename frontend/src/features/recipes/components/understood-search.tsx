import type { UnderstoodQuery } from '@common/contracts/recipes.schema';
import { foldText, withoutParts, type QueryPart } from '@common/kitchen/cook-query';
import { CloseIcon } from '../../../components/ui/icons';

interface Chip {
  key: string;
  label: string;
  /** Which of the typed words this chip stands for: removing it removes them. */
  owns: (part: QueryPart) => boolean;
}

/** The chips of an understood search, in reading order: "Vegetarian · without ricotta · lasagna". */
function chipsOf(query: UnderstoodQuery): Chip[] {
  const chips: Chip[] = [];
  for (const diet of query.filters.dietary ?? []) {
    chips.push({ key: `diet-${diet}`, label: diet, owns: (part) => part.kind === 'dietary' && part.value === diet });
  }
  if (query.filters.maxCookingTime) {
    chips.push({
      key: 'time',
      label: `Under ${query.filters.maxCookingTime} min`,
      owns: (part) => part.kind === 'time',
    });
  }
  if (query.filters.mealType) {
    chips.push({ key: 'meal', label: query.filters.mealType, owns: (part) => part.kind === 'meal' });
  }
  for (const food of query.excluded) {
    chips.push({
      key: `without-${food}`,
      label: `without ${food}`,
      owns: (part) => part.kind === 'exclude' && part.food === food,
    });
  }
  if (query.text) chips.push({ key: 'text', label: query.text, owns: (part) => part.kind === 'text' });
  return chips;
}

/**
 * What the search was understood as, under the search box: each understood part a chip the cook
 * can remove (removing its words from the search), the correction of a misspelt search with a way
 * back to the words as typed, and a plain word when nothing matched every word.
 */
export function UnderstoodSearch({
  search,
  query,
  onSearch,
}: {
  search: string;
  query: UnderstoodQuery;
  onSearch: (search: string, options?: { asTyped?: boolean }) => void;
}) {
  const chips = chipsOf(query);
  // A plain search ("chicken") needs no chip: it is in the box already (or in the correction above).
  const understoodMore =
    chips.length > 1 || (chips.length === 1 && !query.corrected && foldText(search).trim() !== query.text);
  return (
    <div className="understood-search">
      {query.corrected && (
        <p className="understood-search__corrected">
          Showing results for <em>{query.corrected}</em> — search instead for{' '}
          <button type="button" className="link-button" onClick={() => onSearch(search, { asTyped: true })}>
            <em>{search}</em>
          </button>
        </p>
      )}
      {understoodMore && (
        <ul className="plain-list cluster chip-list understood-search__chips" aria-label="Search understood as">
          {chips.map((chip) => (
            <li key={chip.key} className="chip">
              <span>{chip.label}</span>
              <button
                type="button"
                className="icon-button chip__remove"
                aria-label={`Remove ${chip.label}`}
                onClick={() => onSearch(withoutParts(search, chip.owns))}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
