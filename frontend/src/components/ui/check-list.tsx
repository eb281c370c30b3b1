import type { ReactNode } from 'react';
import { CheckIcon } from './icons';

/** A list where every item wears a tick instead of a bullet; the feature's `className` adds its spacing and colours. */
export function CheckList({ items, className }: { items: readonly ReactNode[]; className: string }) {
  return (
    <ul className={`plain-list check-list ${className}`}>
      {items.map((item, index) => (
        <li key={index}>
          <CheckIcon /> {item}
        </li>
      ))}
    </ul>
  );
}
