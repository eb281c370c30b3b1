import { CheckIcon } from './icons';

/** A bulleted list where every item wears a tick; the feature's `className` lays it out. */
export function CheckList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon /> {item}
        </li>
      ))}
    </ul>
  );
}
