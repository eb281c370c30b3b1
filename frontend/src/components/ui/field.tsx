import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

/** A labelled input with an optional hint and an error wired to aria-describedby. */
export function Field({
  label,
  error,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type PresetProps = Omit<Parameters<typeof Field>[0], 'label'> & { label?: string };

/** An e-mail address field (`name` "email" unless given). */
export function EmailField({ label = 'E-mail', ...props }: PresetProps) {
  return <Field label={label} name="email" type="email" autoComplete="email" {...props} />;
}

/** A password field (`name` "password" unless given); `isNew` for one being chosen, so managers offer to make one. */
export function PasswordField({ label = 'Password', isNew = false, ...props }: PresetProps & { isNew?: boolean }) {
  return (
    <Field
      label={label}
      name="password"
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      {...props}
    />
  );
}

/** A field's error, announced as it appears, for `aria-describedby`. */
export function FieldMessage({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {error}
    </p>
  );
}

/** A labelled text area, with its error beside it. */
export function TextAreaField({
  label,
  error,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}
