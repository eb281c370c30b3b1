import type { HTMLAttributes } from 'react';

/** Colours (styles/badge.css): green, yellow, red, grey. */
export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral';

/**
 * A rounded label: a level, a state ("Offline", "Test mode"). `small` is the size that sits on a
 * card; without it the badge reads as a line of its own.
 */
export function Badge({
  tone = 'neutral',
  small = false,
  className = '',
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone; small?: boolean }) {
  return (
    <span
      className={['badge', `badge--${tone}`, small ? 'badge--small' : '', className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}

/** Spec section 9: green Beginner, yellow Intermediate, red Advanced, grey anything else. */
export function difficultyTone(difficulty: string): BadgeTone {
  switch (difficulty.trim().toLowerCase()) {
    case 'beginner':
      return 'success';
    case 'intermediate':
      return 'warning';
    case 'advanced':
      return 'danger';
    default:
      return 'neutral';
  }
}

/** A recipe's, video's or meal plan's level; nothing when it has none. */
export function DifficultyBadge({
  difficulty,
  className,
}: {
  difficulty: string | null | undefined;
  className?: string;
}) {
  if (!difficulty) return null;
  return (
    <Badge tone={difficultyTone(difficulty)} small className={className}>
      {difficulty}
    </Badge>
  );
}
