import { useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '@common/contracts/auth';
import { Button, SubmitButton } from '../../../components/ui/button';
import { EmailField, NameFields, PasswordField } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { useContractForm } from '../../../lib/contract-form';
import { formValue } from '../../../lib/form-errors';
import { useConfirmPasswordReset, useRequestPasswordReset, useSignIn, useSignUp } from '../api/sign-in';

/** The auth contract's schemas, loaded as a form mounts: zod stays out of the pages' first load. */
const authSchemas = () => import('@common/contracts/auth.schema');
const loginSchema = () => authSchemas().then((schemas) => schemas.loginRequest);
const registerSchema = () => authSchemas().then((schemas) => schemas.registerRequest);
const resetRequestSchema = () => authSchemas().then((schemas) => schemas.passwordResetRequest);
const resetConfirmSchema = () => authSchemas().then((schemas) => schemas.passwordResetConfirm);

const SIGN_IN_LABELS = { email: 'E-mail', password: 'Password' };
const SIGN_UP_LABELS = { firstName: 'First name', lastName: 'Last name', ...SIGN_IN_LABELS };
const RESET_LABELS = { password: 'New password', token: 'The reset link' };

const passwordHint = `At least ${PASSWORD_MIN_LENGTH} characters. Avoid common or easily guessed ones.`;

export function SignInForm({ onDone }: { onDone: () => void }) {
  const signIn = useSignIn();
  const form = useContractForm(loginSchema, SIGN_IN_LABELS, signIn);
  const submit = form.onSubmit((input) => signIn.mutate(input, { onSuccess: onDone }));
  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Sign in">
      <EmailField required error={form.errorFor('email')} />
      <PasswordField required error={form.errorFor('password')} />
      <FormError message={form.formMessage} />
      <SubmitButton pending={signIn.isPending} pendingLabel="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}

/**
 * Sign-up sends a link to the address and signs nobody in (202): the form gives way to the server's
 * message, with the address it was sent to and a way back to sign in.
 */
export function SignUpForm({ onBackToSignIn }: { onBackToSignIn: () => void }) {
  const signUp = useSignUp();
  const form = useContractForm(registerSchema, SIGN_UP_LABELS, signUp);
  const [email, setEmail] = useState('');
  const submit = form.onSubmit((input, fields) => {
    const address = formValue(fields, 'email').trim();
    signUp.mutate(input, { onSuccess: () => setEmail(address) });
  });
  if (signUp.isSuccess) {
    return (
      <div className="stack sign-up-sent">
        <p className="notice" role="status">
          {signUp.data.message}
        </p>
        <p>
          We sent it to <strong>{email}</strong>. Open the link in that e-mail to confirm your address and start
          cooking. Nothing arrived? Check your spam folder, or sign in and ask for a new link.
        </p>
        <Button variant="secondary" onClick={onBackToSignIn}>
          Back to sign in
        </Button>
      </div>
    );
  }
  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Create account">
      <NameFields errorFor={form.errorFor} />
      <EmailField required error={form.errorFor('email')} />
      <PasswordField
        isNew
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={passwordHint}
        error={form.errorFor('password')}
      />
      <FormError message={form.formMessage} />
      <SubmitButton pending={signUp.isPending} pendingLabel="Creating your account…">
        Create account
      </SubmitButton>
    </form>
  );
}

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const form = useContractForm(resetRequestSchema, { email: 'E-mail' }, request);
  const [email, setEmail] = useState('');
  if (request.isSuccess) {
    return (
      <p className="notice" role="status">
        {request.data.message}
      </p>
    );
  }
  return (
    <form
      className="stack"
      aria-label="Reset password"
      onSubmit={form.onSubmit((input) => request.mutate(input.email))}
      noValidate
    >
      <EmailField
        label="E-mail for the reset link"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={form.errorFor('email') ?? form.formMessage}
      />
      <Button type="submit" variant="secondary" disabled={request.isPending || !email.trim()}>
        Send reset link
      </Button>
    </form>
  );
}

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const confirm = useConfirmPasswordReset();
  const form = useContractForm(resetConfirmSchema, RESET_LABELS, confirm);
  return (
    <form
      className="stack"
      aria-label="Choose a new password"
      onSubmit={form.onSubmit((input) => confirm.mutate(input, { onSuccess: onDone }), { token })}
      noValidate
    >
      <PasswordField
        isNew
        label="New password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={passwordHint}
        error={form.errorFor('password') ?? form.errorFor('token')}
      />
      <FormError message={form.formMessage} />
      <Button type="submit" disabled={confirm.isPending}>
        Set new password
      </Button>
    </form>
  );
}
