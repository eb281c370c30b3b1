import type { InputHTMLAttributes } from 'react';
import { CheckIcon } from './icons';
import './check-box.css';

type CheckBoxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  /** On the target around the box (its place in the feature's layout). */
  className?: string;
};

/**
 * A checkbox a thumb can hit: a 24 px box inside a 44 px target. The input itself fills the target,
 * invisible, so the browser, assistive technology and accessibility checks all see a 44 px control; the
 * box shows its state. The target takes only the box's room in the layout (it reaches into the
 * spacing around it), so a row keeps its look.
 */
export function CheckBox({ className, ...input }: CheckBoxProps) {
  return (
    <span className={className ? `check-box ${className}` : 'check-box'}>
      <input type="checkbox" {...input} />
      <span className="check-box__box" aria-hidden="true">
        <CheckIcon size={16} />
      </span>
    </span>
  );
}
