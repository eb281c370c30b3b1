import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@common/contracts/auth';
import { Button, SubmitButton } from '../../../components/ui/button';
import { EmailField, NameFields, PasswordField } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { fieldError, formError, formValue as value } from '../../../lib/form-errors';
import { useConfirmPasswordReset, useRequestPasswordReset, useSignIn, useSignUp } from '../api/sign-in';

/** Checked before sending, so a short password is named at once; the server checks it again. */
export const passwordLengthError = (password: string) =>
  password.length < PASSWORD_MIN_LENGTH ? `Use at least ${PASSWORD_MIN_LENGTH} characters.` : undefined;

const passwordHint = `At least ${PASSWORD_MIN_LENGTH} characters. Avoid common or easily guessed ones.`;

export function SignInForm({ onDone }: { onDone: () => void }) {
  const signIn = useSignIn();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    signIn.mutate({ email: value(form, 'email'), password: value(form, 'password') }, { onSuccess: onDone });
  };
  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Sign in">
      <EmailField required error={fieldError(signIn.error, 'email')} />
      <PasswordField required error={fieldError(signIn.error, 'password')} />
      <FormError message={formError(signIn.error, ['email', 'password'])} />
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
  const [email, setEmail] = useState('');
  const [tooShort, setTooShort] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const password = value(form, 'password');
    const short = passwordLengthError(password);
    setTooShort(short);
    if (short) return;
    const address = value(form, 'email');
    signUp.mutate(
      { firstName: value(form, 'firstName'), lastName: value(form, 'lastName'), email: address, password },
      { onSuccess: () => setEmail(address.trim()) },
    );
  };
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
      <NameFields errorFor={(field) => fieldError(signUp.error, field)} />
      <EmailField required error={fieldError(signUp.error, 'email')} />
      <PasswordField
        isNew
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={passwordHint}
        error={tooShort ?? fieldError(signUp.error, 'password')}
      />
      <FormError message={formError(signUp.error, ['email', 'password', 'firstName', 'lastName'])} />
      <SubmitButton pending={signUp.isPending} pendingLabel="Creating your account…">
        Create account
      </SubmitButton>
    </form>
  );
}

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
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
      onSubmit={(event) => {
        event.preventDefault();
        request.mutate(email);
      }}
      noValidate
    >
      <EmailField
        label="E-mail for the reset link"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError(request.error, 'email') ?? formError(request.error, ['email'])}
      />
      <Button type="submit" variant="secondary" disabled={request.isPending || !email.trim()}>
        Send reset link
      </Button>
    </form>
  );
}

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const confirm = useConfirmPasswordReset();
  const [tooShort, setTooShort] = useState<string>();
  return (
    <form
      className="stack"
      aria-label="Choose a new password"
      onSubmit={(event) => {
        event.preventDefault();
        const password = value(event.currentTarget, 'password');
        const short = passwordLengthError(password);
        setTooShort(short);
        if (!short) confirm.mutate({ token, password }, { onSuccess: onDone });
      }}
      noValidate
    >
      <PasswordField
        isNew
        label="New password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={passwordHint}
        error={tooShort ?? fieldError(confirm.error, 'password') ?? fieldError(confirm.error, 'token')}
      />
      <FormError message={formError(confirm.error, ['password', 'token'])} />
      <Button type="submit" disabled={confirm.isPending}>
        Set new password
      </Button>
    </form>
  );
}
