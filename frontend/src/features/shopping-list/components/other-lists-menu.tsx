import { Menu, MenuItem } from '../../../components/ui/dropdown-menu';
import { useSession } from '../../../lib/session';
import { useShoppingLists } from '../api/shopping-list';

/** "Add to another list": the household's named lists, when it has any (signed-in cooks only). */
export default function OtherListsMenu({ onPick }: { onPick: (listId: string, name: string) => void }) {
  const { isSignedIn } = useSession();
  const named = (useShoppingLists({ enabled: isSignedIn }).data ?? []).filter((list) => !list.isDefault);
  if (!named.length) return null;
  return (
    <Menu
      trigger={
        <span className="pill-button pill-button--menu list-add-other">
          Another list <span aria-hidden="true">▾</span>
        </span>
      }
      label="Add to another list"
    >
      {named.map((list) => (
        <MenuItem key={list.id}>
          <button type="button" onClick={() => onPick(list.id, list.name)}>
            Add to {list.name}
          </button>
        </MenuItem>
      ))}
    </Menu>
  );
}
