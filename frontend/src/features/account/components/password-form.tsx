import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@common/contracts/auth';
import { SubmitButton } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import { errorCode, fieldError, formError, formValue } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { FormError } from '../../../components/ui/form-error';

/** A wrong password is a 403 `invalid_password`: shown by the password field it is about. */
export function passwordFieldError(error: unknown, field: string): string | undefined {
  return (
    fieldError(error, field) ??
    (errorCode(error) === 'invalid_password' ? errorMessage(error, 'That password is not right.') : undefined)
  );
}

/** Current and new password. Every other device is signed out when it changes. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [tooShort, setTooShort] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const currentPassword = formValue(form, 'currentPassword');
    const newPassword = formValue(form, 'newPassword');
    const short =
      newPassword.length < PASSWORD_MIN_LENGTH ? `Use at least ${PASSWORD_MIN_LENGTH} characters.` : undefined;
    setTooShort(short);
    if (short) return;
    change.mutate({ currentPassword, newPassword }, { onSuccess: () => form.reset() });
  };
  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="account-password">
      <h2 id="account-password">Change password</h2>
      <PasswordField
        label="Current password"
        name="currentPassword"
        required
        error={passwordFieldError(change.error, 'currentPassword')}
      />
      <PasswordField
        isNew
        label="New password"
        name="newPassword"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Avoid common or easily guessed ones.`}
        error={tooShort ?? fieldError(change.error, 'newPassword')}
      />
      {change.error && errorCode(change.error) !== 'invalid_password' && (
        <FormError message={formError(change.error, ['currentPassword', 'newPassword'])} />
      )}
      <div role="status">
        {change.isSuccess && (
          <p className="notice">Your password has been changed. Every other device was signed out.</p>
        )}
      </div>
      <div>
        <SubmitButton pending={change.isPending} pendingLabel="Changing password…">
          Change password
        </SubmitButton>
      </div>
    </form>
  );
}
