import { useState } from 'react';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { AISLE_LABELS, AISLES, type Aisle } from '@common/contracts/shopping-list';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogTitle } from '../../../components/ui/dialog';
import { MoveButtons, sortableAnnouncements, useSortableSensors } from '../../../components/ui/sortable';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useAisleOrder, useSetAisleOrder } from '../api/shopping-list';

/**
 * "Aisle order": the household walks its store in its own order, and every list groups by it. Each
 * move applies at once. Aisles move by dragging the handle, by the keyboard on the handle (Space,
 * arrows, Space), or with the Move up / Move down buttons.
 */
export function AisleOrderButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="btn--small" onClick={() => setOpen(true)}>
        Aisle order
      </Button>
      {open && <AisleOrderDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function AisleOrderDialog({ onClose }: { onClose: () => void }) {
  const order = useAisleOrder().data ?? [...AISLES];
  const save = useSetAisleOrder();
  const { toast } = useToast();
  const sensors = useSortableSensors();
  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    save.mutate(arrayMove(order, from, to), {
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Could not change the aisle order.'),
          variant: 'destructive',
        }),
    });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(order.indexOf(active.id as Aisle), order.indexOf(over.id as Aisle));
  };
  const positionOf = (id: unknown) => order.indexOf(id as Aisle) + 1;
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} className="list-dialog">
      <DialogTitle>Aisle order</DialogTitle>
      <p className="muted">Put the aisles in the order you walk your store. Everyone in your household shares it.</p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements: sortableAnnouncements((id) => AISLE_LABELS[id as Aisle], positionOf) }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className="aisle-order" aria-label="Aisles in store order">
            {order.map((aisle, index) => (
              <AisleRow key={aisle} aisle={aisle} index={index} count={order.length} onMove={(to) => move(index, to)} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div className="list-dialog__actions">
        <Button onClick={onClose}>Done</Button>
      </div>
    </Dialog>
  );
}

function AisleRow({
  aisle,
  index,
  count,
  onMove,
}: {
  aisle: Aisle;
  index: number;
  count: number;
  onMove: (to: number) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: aisle,
  });
  const label = AISLE_LABELS[aisle];
  return (
    <li
      ref={setNodeRef}
      className={`aisle-order__row${isDragging ? ' aisle-order__row--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="aisle-order__handle"
        aria-label={`Reorder ${label}`}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="aisle-order__name">{label}</span>
      <MoveButtons label={label} index={index} count={count} onMove={onMove} className="aisle-order__move" />
    </li>
  );
}
