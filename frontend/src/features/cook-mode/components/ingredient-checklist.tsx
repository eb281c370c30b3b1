import { useState } from 'react';

export interface IngredientChecklistProps {
  lines: readonly string[];
  isChecked(index: number): boolean;
  onCheckedChange(index: number, checked: boolean): void;
}

/** Wide screens show the checklist as a side column; phones fold it away above the step. */
const WIDE = '(min-width: 1024px)';

function startsOpen(): boolean {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches;
}

/**
 * The recipe's ingredients as a checklist beside the steps: the cook ticks off what is measured out
 * ("mise en place"); the ticks are kept with the rest of this recipe's cook-mode progress.
 */
export function IngredientChecklist({ lines, isChecked, onCheckedChange }: IngredientChecklistProps) {
  const [open, setOpen] = useState(startsOpen);
  const ticked = lines.filter((_line, index) => isChecked(index)).length;
  return (
    <details
      className="side-panel cook-panel cook-checklist"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cook-checklist__summary">
        <h2 id="cook-ingredients-heading">Ingredients</h2>
        <span className="cook-checklist__count">
          {ticked} of {lines.length} ready
        </span>
      </summary>
      <ul className="plain-list stack stack--tight cook-checklist__list" aria-labelledby="cook-ingredients-heading">
        {lines.map((line, index) => (
          <li key={index}>
            <label className={`cook-checklist__item${isChecked(index) ? ' cook-checklist__item--checked' : ''}`}>
              <input
                type="checkbox"
                checked={isChecked(index)}
                onChange={(event) => onCheckedChange(index, event.currentTarget.checked)}
              />
              <span>{line}</span>
            </label>
          </li>
        ))}
      </ul>
    </details>
  );
}
