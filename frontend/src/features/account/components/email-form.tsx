import type { FormEvent } from 'react';
import { SubmitButton } from '../../../components/ui/button';
import { EmailField, PasswordField } from '../../../components/ui/field';
import { errorCode, fieldError, formError, formValue } from '../../../lib/form-errors';
import { useChangeEmail } from '../api/change-email';
import { passwordFieldError } from './password-form';
import { FormError } from '../../../components/ui/form-error';

/** A new address and the password: the change applies once the link mailed to the new address is opened. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    change.mutate(
      { newEmail: formValue(form, 'newEmail'), password: formValue(form, 'password') },
      { onSuccess: () => form.reset() },
    );
  };
  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="account-email">
      <h2 id="account-email">Change e-mail address</h2>
      <p className="muted">
        Your address is <strong>{currentEmail}</strong>. We send a link to the new address; the change applies once you
        open it.
      </p>
      <EmailField label="New e-mail address" name="newEmail" required error={fieldError(change.error, 'newEmail')} />
      <PasswordField required error={passwordFieldError(change.error, 'password')} />
      {change.error && errorCode(change.error) !== 'invalid_password' && (
        <FormError message={formError(change.error, ['newEmail', 'password'])} />
      )}
      <div role="status">{change.isSuccess && <p className="notice">{change.data.message}</p>}</div>
      <div>
        <SubmitButton pending={change.isPending} pendingLabel="Sending link…">
          Change e-mail address
        </SubmitButton>
      </div>
    </form>
  );
}
