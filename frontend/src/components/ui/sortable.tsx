import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Button } from './button';

/** Drag by pointer (after 4 px, so a tap on the handle is still a tap), or by the keyboard on the handle. */
export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** What a screen reader hears as an item moves: its name when picked up, then its position (from 1). */
export function sortableAnnouncements(
  nameOf: (id: UniqueIdentifier) => string,
  positionOf: (id: UniqueIdentifier) => number,
): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ over }) => (over ? `Moving to position ${positionOf(over.id)}.` : undefined),
    onDragEnd: ({ over }) => (over ? `Dropped at position ${positionOf(over.id)}.` : 'Dropped.'),
    onDragCancel: () => 'Moving cancelled.',
  };
}

/** Move up / Move down for the item at `index` of `count`: the keyboard's and a tap's way to reorder. */
export function MoveButtons({
  label,
  index,
  count,
  onMove,
  className,
}: {
  /** The item's name: the buttons read "Move <label> up" and "Move <label> down". */
  label: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  className: string;
}) {
  return (
    <>
      <Button
        variant="ghost"
        className={className}
        aria-label={`Move ${label} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        variant="ghost"
        className={className}
        aria-label={`Move ${label} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <span aria-hidden="true">↓</span>
      </Button>
    </>
  );
}
