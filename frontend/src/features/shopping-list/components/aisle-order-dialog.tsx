import { useState } from 'react';
import { arrayMove } from '@dnd-kit/sortable';
import { AISLE_LABELS, AISLES, type Aisle } from '@common/contracts/shopping-list';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogTitle } from '../../../components/ui/dialog';
import { MoveButtons, SortableList, useSortableItem } from '../../../components/ui/sortable-list';
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
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} className="list-dialog">
      <DialogTitle>Aisle order</DialogTitle>
      <p className="muted">Put the aisles in the order you walk your store. Everyone in your household shares it.</p>
      <SortableList ids={order} labelOf={(index) => AISLE_LABELS[order[index]]} onMove={move}>
        <ol className="aisle-order" aria-label="Aisles in store order">
          {order.map((aisle, index) => (
            <AisleRow key={aisle} aisle={aisle} index={index} count={order.length} onMove={(to) => move(index, to)} />
          ))}
        </ol>
      </SortableList>
      <div className="cluster cluster--end list-dialog__actions">
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
  const label = AISLE_LABELS[aisle];
  const { row, handle } = useSortableItem(aisle, label);
  return (
    <li {...row('aisle-order__row')}>
      {handle}
      <span className="aisle-order__name">{label}</span>
      <MoveButtons label={label} index={index} count={count} onMove={onMove} />
    </li>
  );
}
