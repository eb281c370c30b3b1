import { Menu, MenuItem } from '../../../components/ui/dropdown-menu';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useRemovePlannerEntry, type PlannerEntry } from '../api/planner';

/** An entry's actions: change it (day, meal, servings, note) or take it off the plan. */
export function EntryMenu({ entry, onEdit }: { entry: PlannerEntry; onEdit: () => void }) {
  const remove = useRemovePlannerEntry();
  const { toast } = useToast();
  const name = entry.recipe?.name ?? entry.note ?? 'entry';
  return (
    <Menu trigger={<span aria-hidden="true">⋯</span>} label={`Actions for ${name}`}>
      <MenuItem>
        <button type="button" onClick={onEdit}>
          Move or change…
        </button>
      </MenuItem>
      <MenuItem>
        <button
          type="button"
          onClick={() =>
            remove.mutate(entry.id, {
              onSuccess: () => toast({ title: 'Removed from your week', description: name }),
              onError: (error) =>
                toast({
                  title: 'Error',
                  description: errorMessage(error, 'Could not remove it'),
                  variant: 'destructive',
                }),
            })
          }
        >
          Remove
        </button>
      </MenuItem>
    </Menu>
  );
}
