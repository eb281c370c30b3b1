import { PASSWORD_MIN_LENGTH } from '@common/contracts/auth';
import { SubmitButton } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/field';
import { useContractForm } from '../../../lib/contract-form';
import { useChangePassword } from '../api/change-password';
import { FormError } from '../../../components/ui/form-error';

/** The contract's schema, loaded as the form mounts: zod stays out of the page's first load. */
const changePasswordRequestSchema = () =>
  import('@common/contracts/account.schema').then((schemas) => schemas.changePasswordRequest);

const LABELS = { currentPassword: 'Current password', newPassword: 'New password' };

/** Current and new password. Every other device is signed out when it changes. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useContractForm(changePasswordRequestSchema, LABELS, change);
  const submit = form.onSubmit((input, fields) => change.mutate(input, { onSuccess: () => fields.reset() }));
  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="account-password">
      <h2 id="account-password">Change password</h2>
      <PasswordField
        label="Current password"
        name="currentPassword"
        required
        error={form.errorFor('currentPassword')}
      />
      <PasswordField
        isNew
        label="New password"
        name="newPassword"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Avoid common or easily guessed ones.`}
        error={form.errorFor('newPassword')}
      />
      <FormError message={form.formMessage} />
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
