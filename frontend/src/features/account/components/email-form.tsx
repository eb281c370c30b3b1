import { SubmitButton } from '../../../components/ui/button';
import { EmailField, PasswordField } from '../../../components/ui/field';
import { useContractForm } from '../../../lib/contract-form';
import { useChangeEmail } from '../api/change-email';
import { FormError } from '../../../components/ui/form-error';

/** The contract's schema, loaded as the form mounts: zod stays out of the page's first load. */
const changeEmailRequestSchema = () =>
  import('@common/contracts/account.schema').then((schemas) => schemas.changeEmailRequest);

const LABELS = { newEmail: 'New e-mail address', password: 'Password' };

/** A new address and the password: the change applies once the link mailed to the new address is opened. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail();
  const form = useContractForm(changeEmailRequestSchema, LABELS, change);
  const submit = form.onSubmit((input, fields) => change.mutate(input, { onSuccess: () => fields.reset() }));
  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="account-email">
      <h2 id="account-email">Change e-mail address</h2>
      <p className="muted">
        Your address is <strong>{currentEmail}</strong>. We send a link to the new address; the change applies once you
        open it.
      </p>
      <EmailField label="New e-mail address" name="newEmail" required error={form.errorFor('newEmail')} />
      <PasswordField required error={form.errorFor('password')} />
      <FormError message={form.formMessage} />
      <div role="status">{change.isSuccess && <p className="notice">{change.data.message}</p>}</div>
      <div>
        <SubmitButton pending={change.isPending} pendingLabel="Sending link…">
          Change e-mail address
        </SubmitButton>
      </div>
    </form>
  );
}
