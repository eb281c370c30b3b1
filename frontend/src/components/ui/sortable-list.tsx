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
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from './button';
import './sortable-list.css';

/**
 * An ordered list the user rearranges by dragging a handle, or by the keyboard on the handle (Space to
 * pick up, arrows to move, Space to drop), each move announced by name and position. `onMove` gets the
 * positions from and to; the items themselves are `children` (each from `useSortableItem`).
 */
export function SortableList({
  ids,
  labelOf,
  onMove,
  grid = false,
  children,
}: {
  ids: UniqueIdentifier[];
  /** The items wrap into rows and columns (a grid of cards) rather than one column. */
  grid?: boolean;
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
      <SortableContext items={ids} strategy={grid ? rectSortingStrategy : verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * One item of a SortableList: props for its row (`<li>`, `className` added to its own while it is
 * dragged) and the drag handle to render in it.
 */
export function useSortableItem(id: UniqueIdentifier, label: string) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const style: CSSProperties = { transform: CSS.Transform.toString(transform), transition };
  return {
    row: (className: string) => ({
      ref: setNodeRef,
      style,
      className: `${className}${isDragging ? ' sortable-item--dragging' : ''}`,
    }),
    handle: (
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        className="sortable-handle"
        aria-label={`Reorder ${label}`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
    ),
  };
}

/** The Move up / Move down buttons of the item at `index` of `count` (the way to reorder without dragging). */
export function MoveButtons({
  label,
  index,
  count,
  onMove,
}: {
  label: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
}) {
  return (
    <>
      <Button variant="ghost" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        variant="ghost"
        aria-label={`Move ${label} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <span aria-hidden="true">↓</span>
      </Button>
    </>
  );
}
