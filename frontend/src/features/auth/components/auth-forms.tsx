import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { ApiError, errorMessage } from '../../../lib/api';
import { useConfirmPasswordReset, useRequestPasswordReset, useSignIn, useSignUp } from '../api/sign-in';

const PASSWORD_MIN_LENGTH = 10;

/** The server's message when it named this field, else undefined. */
function fieldError(error: unknown, field: string): string | undefined {
  if (error instanceof ApiError && error.body && typeof error.body === 'object' && 'field' in error.body) {
    return (error.body as { field?: string }).field === field ? errorMessage(error, '') : undefined;
  }
  return undefined;
}

/** A form-level message for errors not tied to one of the form's fields. */
function formError(error: unknown, fields: string[]): string | undefined {
  if (!error) return undefined;
  if (fields.some((field) => fieldError(error, field))) return undefined;
  return errorMessage(error, 'Something went wrong. Please try again.');
}

const value = (form: HTMLFormElement, name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;

function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

export function SignInForm({ onDone }: { onDone: () => void }) {
  const signIn = useSignIn();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    signIn.mutate({ email: value(form, 'email'), password: value(form, 'password') }, { onSuccess: onDone });
  };
  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Sign in">
      <Field
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={fieldError(signIn.error, 'email')}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={fieldError(signIn.error, 'password')}
      />
      <FormError message={formError(signIn.error, ['email', 'password'])} />
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}

export function SignUpForm({ onDone }: { onDone: () => void }) {
  const signUp = useSignUp();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    signUp.mutate(
      {
        firstName: value(form, 'firstName'),
        lastName: value(form, 'lastName'),
        email: value(form, 'email'),
        password: value(form, 'password'),
      },
      { onSuccess: onDone },
    );
  };
  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Create account">
      <div className="field-row">
        <Field
          label="First name"
          name="firstName"
          autoComplete="given-name"
          error={fieldError(signUp.error, 'firstName')}
        />
        <Field
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          error={fieldError(signUp.error, 'lastName')}
        />
      </div>
      <Field
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={fieldError(signUp.error, 'email')}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={fieldError(signUp.error, 'password')}
      />
      <FormError message={formError(signUp.error, ['email', 'password', 'firstName', 'lastName'])} />
      <Button type="submit" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating your account…' : 'Create account'}
      </Button>
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
      <Field
        label="E-mail for the reset link"
        name="email"
        type="email"
        autoComplete="email"
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
  return (
    <form
      className="stack"
      aria-label="Choose a new password"
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate({ token, password: value(event.currentTarget, 'password') }, { onSuccess: onDone });
      }}
      noValidate
    >
      <Field
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={fieldError(confirm.error, 'password') ?? fieldError(confirm.error, 'token')}
      />
      <FormError message={formError(confirm.error, ['password', 'token'])} />
      <Button type="submit" disabled={confirm.isPending}>
        Set new password
      </Button>
    </form>
  );
}
