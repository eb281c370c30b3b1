import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

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
