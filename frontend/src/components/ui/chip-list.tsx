import { plural } from '@common/kitchen/count';

/**
 * Short words as a row of chips (a plan's tags, a video's skills), nothing when there are none. Past
 * `limit`, one "+N more" chip stands for the rest, read out with `noun` ("+2 more skills").
 */
export function ChipList({
  items,
  label,
  className,
  chipClassName,
  limit = items.length,
  noun = 'item',
}: {
  items: readonly string[];
  label: string;
  className: string;
  chipClassName: string;
  limit?: number;
  noun?: string;
}) {
  if (!items.length) return null;
  const shown = items.slice(0, limit);
  const more = items.length - shown.length;
  return (
    <ul className={className} aria-label={label}>
      {shown.map((item) => (
        <li key={item} className={chipClassName}>
          {item}
        </li>
      ))}
      {more > 0 && (
        <li className={`${chipClassName} ${chipClassName}--more`}>
          +{more} more<span className="visually-hidden"> {plural(more, noun)}</span>
        </li>
      )}
    </ul>
  );
}
