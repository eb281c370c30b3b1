import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LIST_NAME_MAX, MAX_LISTS } from '@common/contracts/shopping-list';
import { ConfirmRemoveButton } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { PlusIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import {
  useCreateList,
  useDeleteList,
  useRenameList,
  type ListId,
  type ShoppingListSummary,
} from '../api/shopping-list';

/** The page's address for a list: the default list's is the spec's `/shopping-list`, others add `?list=`. */
export const listPath = (listId: ListId) =>
  listId ? `${paths.shoppingList}?list=${encodeURIComponent(listId)}` : paths.shoppingList;

/**
 * The household's lists as a row of links (wrapping on a phone): the one shown is the
 * current page, so a reload or a shared link keeps it. "New list" starts a named one and shows it.
 */
export function ListSwitcher({
  lists,
  current,
  onShow,
}: {
  lists: ShoppingListSummary[];
  current: ListId;
  onShow: (listId: ListId) => void;
}) {
  const [creating, setCreating] = useState(false);
  return (
    <nav className="list-switcher" aria-label="Your lists">
      <ul className="list-switcher__lists">
        {lists.map((list) => {
          const id = list.isDefault ? null : list.id;
          return (
            <li key={list.id}>
              <Link
                to={listPath(id)}
                className="pill-button pill-button--toggle list-switcher__list"
                aria-current={id === current ? 'page' : undefined}
              >
                {list.name}{' '}
                <span className="list-switcher__count">
                  {list.openCount}
                  <span className="visually-hidden"> to get</span>
                </span>
              </Link>
            </li>
          );
        })}
        <li>
          <Button
            variant="ghost"
            className="btn--small list-switcher__new"
            onClick={() => setCreating(true)}
            disabled={lists.length >= MAX_LISTS}
          >
            <PlusIcon /> New list
          </Button>
        </li>
      </ul>
      {creating && (
        <ListNameDialog
          title="New list"
          submitLabel="Create list"
          onClose={() => setCreating(false)}
          onCreated={(listId) => {
            setCreating(false);
            onShow(listId);
          }}
        />
      )}
    </nav>
  );
}

/** A named list's own tools: rename it, or delete it and everything on it (the default list has neither). */
export function NamedListTools({ list, onDeleted }: { list: ShoppingListSummary; onDeleted: () => void }) {
  const [renaming, setRenaming] = useState(false);
  const remove = useDeleteList();
  const { toast } = useToast();
  const deleteList = () =>
    remove.mutate(list.id, {
      onSuccess: () => {
        toast({ title: 'List deleted', description: `${list.name} is gone.` });
        onDeleted();
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Could not delete the list.'),
          variant: 'destructive',
        }),
    });
  return (
    <>
      <Button variant="secondary" className="btn--small" onClick={() => setRenaming(true)}>
        Rename list
      </Button>
      <ConfirmRemoveButton
        label="Delete list"
        title={`Delete ${list.name}?`}
        description="This removes the list, its recipes, its lines and its ticks. It can’t be undone."
        busy={remove.isPending}
        onConfirm={deleteList}
      />
      {renaming && (
        <ListNameDialog
          title={`Rename ${list.name}`}
          submitLabel="Save name"
          renaming={list}
          onClose={() => setRenaming(false)}
          onCreated={() => setRenaming(false)}
        />
      )}
    </>
  );
}

/** The name of a new list, or a new name for `renaming`; the server's refusal (a name in use) shows beside it. */
function ListNameDialog({
  title,
  submitLabel,
  renaming,
  onClose,
  onCreated,
}: {
  title: string;
  submitLabel: string;
  renaming?: ShoppingListSummary;
  onClose: () => void;
  onCreated: (listId: string) => void;
}) {
  const [name, setName] = useState(renaming?.name ?? '');
  const create = useCreateList();
  const rename = useRenameList();
  const saving = create.isPending || rename.isPending;
  const failure = create.error ?? rename.error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || saving) return;
    const done = { onSuccess: (list: ShoppingListSummary) => onCreated(list.id) };
    if (renaming) rename.mutate({ listId: renaming.id, name: trimmed }, done);
    else create.mutate(trimmed, done);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} className="list-dialog">
      <DialogTitle>{title}</DialogTitle>
      <form onSubmit={submit} noValidate>
        <Field
          label="List name"
          value={name}
          maxLength={LIST_NAME_MAX}
          autoComplete="off"
          placeholder="e.g. Costco"
          onChange={(event) => setName(event.target.value)}
          error={failure ? errorMessage(failure, 'Could not save the list.') : undefined}
        />
        <div className="cluster cluster--end list-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!name.trim() || saving}>
            {saving ? 'Saving…' : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
