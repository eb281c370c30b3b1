import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FrameProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** On the control's line, after it: a search's button. */
  beside?: ReactNode;
}

interface Wiring {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * What every field shares: a label for its control, an optional hint and an error, both wired to
 * the control through aria-describedby. `render` draws the control from the rest of `props`.
 */
function FieldFrame<P extends FrameProps>({
  props: { label, error, hint, beside, ...control },
  render,
}: {
  props: P;
  render: (control: Omit<P, keyof FrameProps> & Wiring) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const drawn = render({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, ...control });
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {beside ? (
        <div className="field__line">
          {drawn}
          {beside}
        </div>
      ) : (
        drawn
      )}
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

type InputProps = InputHTMLAttributes<HTMLInputElement> & FrameProps;

/** A labelled input with an optional hint and an error wired to aria-describedby. */
export const Field = (props: InputProps) => (
  <FieldFrame props={props} render={(input) => <input className="input" {...input} />} />
);

type PresetProps = Omit<InputProps, 'label'> & { label?: string };

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

const NAME_PARTS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
] as const;

/** First and last name side by side, as `firstName` and `lastName`. */
export function NameFields({
  required,
  errorFor,
}: {
  required?: boolean;
  errorFor: (field: 'firstName' | 'lastName') => string | undefined;
}) {
  return (
    <div className="field-row">
      {NAME_PARTS.map((part) => (
        <Field key={part.name} {...part} required={required} error={errorFor(part.name)} />
      ))}
    </div>
  );
}

/** A labelled text area. */
export const TextAreaField = (props: TextareaHTMLAttributes<HTMLTextAreaElement> & FrameProps) => (
  <FieldFrame props={props} render={(textarea) => <textarea className="textarea" {...textarea} />} />
);

/** A labelled drop-down; its options are the children (`OptionList` for plain ones). */
export const SelectField = (props: SelectHTMLAttributes<HTMLSelectElement> & FrameProps) => (
  <FieldFrame props={props} render={(select) => <select className="select" {...select} />} />
);

/** One `<option>` per value, the value as its text. */
export function OptionList({ options }: { options: readonly string[] }) {
  return options.map((option) => (
    <option key={option} value={option}>
      {option}
    </option>
  ));
}

/** A drop-down of 5 to 1 stars; `emptyLabel` puts a no-rating choice (value '') first. */
export function StarsField({
  emptyLabel,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & FrameProps & { emptyLabel?: string }) {
  return (
    <SelectField {...props}>
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {[5, 4, 3, 2, 1].map((stars) => (
        <option key={stars} value={stars}>
          {`${stars} ${stars === 1 ? 'star' : 'stars'}`}
        </option>
      ))}
    </SelectField>
  );
}
