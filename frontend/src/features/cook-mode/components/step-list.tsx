import { CheckBox } from '../../../components/ui/check-box';

export interface StepListProps {
  steps: string[];
  current: number;
  isComplete(step: number): boolean;
  onSelect(step: number): void;
  onToggleComplete(step: number, complete: boolean): void;
}

/** Every step: click one to jump to it, tick it to mark it complete. */
export function StepList({ steps, current, isComplete, onSelect, onToggleComplete }: StepListProps) {
  return (
    <ol className="plain-list stack stack--tight step-list">
      {steps.map((step, index) => {
        const complete = isComplete(index);
        const classes = [
          'step-list__item',
          index === current ? 'step-list__item--current' : '',
          complete ? 'step-list__item--complete' : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <li key={index} className={classes}>
            <CheckBox
              className="step-list__check"
              checked={complete}
              onChange={(event) => onToggleComplete(index, event.target.checked)}
              aria-label={`Step ${index + 1} complete`}
            />
            <button
              type="button"
              className="step-list__jump"
              aria-current={index === current ? 'step' : undefined}
              onClick={() => onSelect(index)}
            >
              <span className="step-list__number">Step {index + 1}</span>
              <span className="step-list__text">{step}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
