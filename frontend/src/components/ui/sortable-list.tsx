import type { CSSProperties, ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/**
 * An ordered list the user rearranges by dragging a handle, or by the keyboard on the handle (Space to
 * pick up, arrows to move, Space to drop), each move announced by name and position. `onMove` gets the
 * positions from and to; the items themselves are `children` (each from `useSortableItem`).
 */
export function SortableList({
  ids,
  labelOf,
  onMove,
  children,
}: {
  ids: UniqueIdentifier[];
  /** How an item at a position is announced ("Ingredient 3", a recipe's name). */
  labelOf: (index: number) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(indexOf(active.id), indexOf(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${labelOf(indexOf(active.id))}.`,
          onDragOver: ({ over }) => (over ? `Moving to position ${indexOf(over.id) + 1}.` : undefined),
          onDragEnd: ({ over }) => (over ? `Dropped at position ${indexOf(over.id) + 1}.` : 'Dropped.'),
          onDragCancel: () => 'Moving cancelled.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One item of a SortableList: props for its row (`<li>`) and for its drag handle (a `<button>`). */
export function useSortableItem(id: UniqueIdentifier) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const style: CSSProperties = { transform: CSS.Transform.toString(transform), transition };
  return {
    isDragging,
    row: { ref: setNodeRef, style },
    handle: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}
