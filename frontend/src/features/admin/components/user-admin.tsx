import { useId, useState, type FormEvent } from 'react';
import { MAX_RESULT_DEPTH, reachablePages } from '@common/contracts/paging';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button, SubmitButton } from '../../../components/ui/button';
import { Dialog, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useContractForm } from '../../../lib/contract-form';
import { formValue } from '../../../lib/form-errors';
import { useAdminUsers, useEndComp, useGrantComp, type AdminUser } from '../api/users';
import './user-admin.css';
import { countOf } from '@common/kitchen/count';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

const fullName = (user: AdminUser) => [user.firstName, user.lastName].filter(Boolean).join(' ');
const roleName = { admin: 'Admin', expert: 'Expert' } as const;

/** The contracts' schemas, loaded as the forms mount: zod stays out of the page's first load. */
const grantCompSchema = () => import('@common/contracts/account.schema').then((schemas) => schemas.grantCompRequest);
const userQuerySchema = () => import('@common/contracts/account.schema').then((schemas) => schemas.adminUserQuery);

const GRANT_LABELS = { days: 'Days', note: 'The note' };
const SEARCH_LABELS = { search: 'The search' };

function GrantPremiumDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const grant = useGrantComp();
  const form = useContractForm(grantCompSchema, GRANT_LABELS, grant);
  const { toast } = useToast();
  const formId = useId();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = event.currentTarget;
    const note = formValue(fields, 'note').trim();
    const input = await form.check({ days: formValue(fields, 'days'), ...(note ? { note } : {}) });
    if (!input) return;
    grant.mutate(
      { userId: user.id, ...input },
      {
        onSuccess: (comp) => {
          toast({ title: 'Premium granted', description: `${user.email} has Premium until ${longDate(comp.endsAt)}.` });
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} className="grant-dialog">
      <DialogTitle className="grant-dialog__title">Grant Premium</DialogTitle>
      <p className="muted">
        Premium on the house for <strong>{user.email}</strong>, starting now. No payment is taken.
      </p>
      <form id={formId} className="stack" onSubmit={submit} noValidate>
        <Field
          label="Days"
          name="days"
          type="number"
          inputMode="numeric"
          min={1}
          max={366}
          defaultValue={30}
          required
          hint="From 1 to 366."
          error={form.errorFor('days')}
        />
        <Field
          label="Note (optional)"
          name="note"
          maxLength={300}
          placeholder="Why: a support gesture, a partner, a prize…"
          error={form.errorFor('note')}
        />
        <FormError message={form.formMessage} />
        <div className="grant-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton pending={grant.isPending} pendingLabel="Granting…">
            Grant Premium
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

function EndCompButton({ user }: { user: AdminUser }) {
  const end = useEndComp();
  const { toast } = useToast();
  if (!user.comp) return null;
  const compId = user.comp.id;
  return (
    <AlertDialog
      trigger={
        <Button variant="danger" className="btn--small" aria-label={`End comp for ${user.email}`}>
          End comp
        </Button>
      }
      title="End this comp now?"
      description={`${user.email} loses the Premium you granted straight away (a paid subscription, if any, is not touched).`}
      confirmLabel="End comp"
      confirmDisabled={end.isPending}
      onConfirm={() =>
        end.mutate(
          { userId: user.id, compId },
          {
            onSuccess: () => toast({ title: 'Comp ended', description: `${user.email} no longer has the comp.` }),
            onError: (error) =>
              toast({
                title: 'Error',
                description: errorMessage(error, 'The comp could not be ended.'),
                variant: 'destructive',
              }),
          },
        )
      }
    />
  );
}

function UserRow({ user, onGrant }: { user: AdminUser; onGrant: (user: AdminUser) => void }) {
  const name = fullName(user);
  return (
    <li className="user-row">
      <div className="user-row__who">
        <p className="user-row__name">{name || <span className="muted">No name</span>}</p>
        <p className="user-row__email">{user.email}</p>
      </div>
      <dl className="user-row__facts">
        <div>
          <dt>Verified</dt>
          <dd>{user.emailVerified ? 'Yes' : 'No'}</dd>
        </div>
        <div>
          <dt>Roles</dt>
          <dd>{user.roles.length ? user.roles.map((role) => roleName[role]).join(', ') : '—'}</dd>
        </div>
        <div>
          <dt>Premium</dt>
          <dd>{user.isPremium ? 'Yes' : 'No'}</dd>
        </div>
        <div className="user-row__comp">
          <dt>Comp</dt>
          <dd>
            {user.comp ? (
              <>
                Until {longDate(user.comp.endsAt)}, granted by {user.comp.grantedBy}
                {user.comp.note && <span className="muted"> — {user.comp.note}</span>}
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
      </dl>
      <div className="user-row__actions">
        <Button className="btn--small" aria-label={`Grant Premium to ${user.email}`} onClick={() => onGrant(user)}>
          Grant Premium
        </Button>
        <EndCompButton user={user} />
      </div>
    </li>
  );
}

/** The ops area's Users tab: find an account, see its state, grant or end a Premium comp. */
export function UserAdmin() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [granting, setGranting] = useState<AdminUser | null>(null);
  const users = useAdminUsers(search, page);
  const form = useContractForm(userQuerySchema, SEARCH_LABELS);
  const data = users.data;
  // The server pages through the first MAX_RESULT_DEPTH results only; a search narrows the rest.
  const pages = data ? Math.max(1, reachablePages(data.total, data.pageSize)) : 1;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = await form.check({ search: formValue(event.currentTarget, 'search') });
    if (!input) return;
    const next = input.search ?? '';
    // The same search again asks again (accounts change while the list is open).
    if (next === search && page === 1) void users.refetch();
    setSearch(next);
    setPage(1);
  };
  return (
    <div className="user-admin stack">
      <form role="search" onSubmit={submit} aria-label="Users" noValidate>
        <Field
          label="Search users"
          type="search"
          name="search"
          placeholder="E-mail or name"
          defaultValue={search}
          error={form.errorFor('search')}
          beside={
            <Button type="submit" variant="secondary">
              Search
            </Button>
          }
        />
      </form>
      <p role="status" className="muted user-admin__count">
        {users.isLoading
          ? 'Loading users…'
          : data
            ? `${countOf(data.total, 'user')}${search ? ` matching “${search}”` : ''}`
            : ''}
        {data && data.total > MAX_RESULT_DEPTH && (
          <> · the first {MAX_RESULT_DEPTH.toLocaleString('en')} can be paged through; search to find the others</>
        )}
      </p>
      {users.isError && (
        <p className="form-error" role="alert">
          {errorMessage(users.error, 'Could not load the users.')}
        </p>
      )}
      {data && data.items.length > 0 && (
        <ul className="user-list" aria-busy={users.isPlaceholderData}>
          {data.items.map((user) => (
            <UserRow key={user.id} user={user} onGrant={setGranting} />
          ))}
        </ul>
      )}
      {data && pages > 1 && (
        <nav className="user-admin__pages" aria-label="Pages of users">
          <Button variant="secondary" className="btn--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {data.page} of {pages}
          </span>
          <Button variant="secondary" className="btn--small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
      {granting && <GrantPremiumDialog user={granting} onClose={() => setGranting(null)} />}
    </div>
  );
}
