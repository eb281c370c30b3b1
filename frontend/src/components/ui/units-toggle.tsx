import type { UnitSystem } from '../../lib/use-unit-system';
import './units-toggle.css';

const CHOICES = [
  ['metric', 'Metric'],
  ['original', 'Original'],
] as const;

/** Metric or the recipe's own units, as two buttons of which one is pressed (the shopping list, cook mode). */
export function UnitsToggle({ system, onChange }: { system: UnitSystem; onChange: (system: UnitSystem) => void }) {
  return (
    <div className="units-toggle" role="group" aria-label="Units">
      {CHOICES.map(([value, label]) => (
        <button key={value} type="button" aria-pressed={system === value} onClick={() => onChange(value)}>
          {label}
        </button>
      ))}
    </div>
  );
}
