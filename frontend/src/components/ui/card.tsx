import type { HTMLAttributes } from 'react';

/**
 * A tile in a grid (styles/card.css). Give its title's link or button the class `card__link`: it
 * covers the card, so the whole card opens it. `lifts`: the card rises on hover (off for a card that
 * opens nothing, such as a locked one).
 */
export function Card({ lifts = true, className = '', ...props }: HTMLAttributes<HTMLElement> & { lifts?: boolean }) {
  return <article className={['card', lifts ? 'card--lifts' : '', className].filter(Boolean).join(' ')} {...props} />;
}
