import { useId, useState, type FormEvent } from 'react';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { errorCode, formError, formValue } from '../../../lib/form-errors';
import { useDeleteAccount } from '../api/delete-account';
import { FormErrorText, passwordFieldError } from './password-form';

/** Exactly what deleting does; the privacy page says the same (app/routes/legal-content.ts). */
export function DeletionConsequences({ email }: { email: string }) {
  return (
    <ul className="deletion-list">
      <li>
        Your personal data is removed at once: your profile and sign-in details, favorites, shopping list, saved videos,
        questions to our experts, recipe ratings and every signed-in device.
      </li>
      <li>Reviews you wrote stay published, without your name (they read “Former member”).</li>
      <li>A Premium subscription is cancelled straight away; no further payment is taken.</li>
      <li>
        We send a confirmation to <strong>{email}</strong>.
      </li>
    </ul>
  );
}

/** The danger zone: deleting the account, confirmed with the password. */
export function DeleteAccount({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const formId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    remove.mutate({ password: formValue(event.currentTarget, 'password') }, { onSuccess: onDeleted });
  };
  return (
    <section className="danger-zone stack" aria-labelledby="account-delete">
      <h2 id="account-delete">Delete account</h2>
      <p>Deleting your account cannot be undone.</p>
      <DeletionConsequences email={email} />
      <div>
        <AlertDialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) remove.reset();
          }}
          trigger={<Button variant="danger">Delete account</Button>}
          title="Delete your account?"
          description={
            <>
              <p>This cannot be undone.</p>
              <DeletionConsequences email={email} />
            </>
          }
          confirmLabel={remove.isPending ? 'Deleting…' : 'Delete my account'}
          formId={formId}
          confirmDisabled={remove.isPending || remove.isSuccess}
        >
          <form id={formId} className="stack delete-account-form" onSubmit={submit} noValidate>
            <Field
              label="Your password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={passwordFieldError(remove.error, 'password')}
            />
            {remove.error && errorCode(remove.error) !== 'invalid_password' && (
              <FormErrorText message={formError(remove.error, ['password'])} />
            )}
          </form>
        </AlertDialog>
      </div>
    </section>
  );
}
