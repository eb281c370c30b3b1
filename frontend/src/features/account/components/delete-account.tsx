import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Field, PasswordField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import { useContractForm } from '../../../lib/contract-form';
import { errorCode, errorField, formValue } from '../../../lib/form-errors';
import { useDeleteAccount } from '../api/delete-account';
import { useProviderSignIn } from '../api/sign-in-mode';
import { FormError } from '../../../components/ui/form-error';
import { paths } from '../../../lib/paths';

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

/** Where a passwordless account signs in again before deleting (the server wants a recent sign-in). */
const SIGN_IN_AGAIN = paths.signIn(paths.account);

/** The contract's schema, loaded as the form mounts: zod stays out of the page's first load. */
const deleteAccountRequestSchema = () =>
  import('@common/contracts/account.schema').then((schemas) => schemas.deleteAccountRequest);

const LABELS = { password: 'Your password', confirm: 'The confirmation' };

type DeleteAccountMutation = ReturnType<typeof useDeleteAccount>;

/**
 * The dialog's form: the password, or DELETE typed out. Checked with the server's own contract, each
 * problem a sentence beside its field; mounted with the dialog and per way of confirming, so a new
 * attempt starts without the last one's sentences.
 */
function DeleteAccountForm({
  formId,
  remove,
  passwordless,
  onPasswordless,
  onDeleted,
  children,
}: {
  formId: string;
  remove: DeleteAccountMutation;
  passwordless: boolean;
  onPasswordless: () => void;
  onDeleted: () => void;
  /** Below the fields: the switch between the two ways of confirming. */
  children?: ReactNode;
}) {
  const form = useContractForm(deleteAccountRequestSchema, LABELS, remove);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = event.currentTarget;
    const input = await form.check(
      passwordless ? { confirm: formValue(fields, 'confirm').trim() } : { password: formValue(fields, 'password') },
    );
    if (!input) return;
    remove.mutate(input, {
      onSuccess: onDeleted,
      // The account has no password to check (it signs in through the provider): ask for DELETE.
      onError: (error) => errorField(error) === 'confirm' && onPasswordless(),
    });
  };
  return (
    <form id={formId} className="stack delete-account-form" onSubmit={submit} noValidate>
      {passwordless ? (
        <Field
          label="Type DELETE to confirm"
          name="confirm"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          error={form.errorFor('confirm')}
        />
      ) : (
        <PasswordField label="Your password" required error={form.errorFor('password')} />
      )}
      {errorCode(remove.error) === 'recent_sign_in_required' ? (
        <p className="form-error" role="alert">
          {errorMessage(remove.error, 'Sign in again to delete your account.')}{' '}
          <a href={SIGN_IN_AGAIN}>Sign in again</a>
        </p>
      ) : (
        <FormError message={form.formMessage} />
      )}
      {children}
    </form>
  );
}

/**
 * The danger zone: deleting the account, confirmed with the password, or, for an account that signs
 * in through the provider only, by typing DELETE (the server answers `field: 'confirm'` when the
 * account has no password, and the dialog switches to that).
 */
export function DeleteAccount({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const remove = useDeleteAccount();
  const providerSignIn = useProviderSignIn();
  const [open, setOpen] = useState(false);
  const [passwordless, setPasswordless] = useState(false);
  const formId = useId();
  const switchMode = (next: boolean) => {
    remove.reset();
    setPasswordless(next);
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
          <DeleteAccountForm
            key={passwordless ? 'confirm' : 'password'}
            formId={formId}
            remove={remove}
            passwordless={passwordless}
            onPasswordless={() => setPasswordless(true)}
            onDeleted={onDeleted}
          >
            {providerSignIn && (
              <Button
                variant="ghost"
                className="btn--small delete-account-form__mode"
                onClick={() => switchMode(!passwordless)}
              >
                {passwordless ? 'I have a password' : 'I sign in with my provider and have no password'}
              </Button>
            )}
          </DeleteAccountForm>
        </AlertDialog>
      </div>
    </section>
  );
}
