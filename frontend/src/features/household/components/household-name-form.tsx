import type { FormEvent, ReactNode } from 'react';
import { HOUSEHOLD_NAME_MAX } from '@common/contracts/household';
import { Field } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { fieldError, formError, formValue } from '../../../lib/form-errors';

/** A household's name and the button that sends it (starting a household, renaming one). */
export function HouseholdNameForm({
  mutation,
  defaultValue,
  placeholder,
  pendingLabel,
  className,
  children,
}: {
  mutation: { mutate: (name: string) => void; error: unknown; isPending: boolean };
  defaultValue?: string;
  placeholder?: string;
  pendingLabel: string;
  className?: string;
  /** The button's label. */
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(formValue(event.currentTarget, 'name').trim());
  };
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <Field
        label="Household name"
        name="name"
        required
        maxLength={HOUSEHOLD_NAME_MAX}
        defaultValue={defaultValue}
        placeholder={placeholder}
        error={fieldError(mutation.error, 'name')}
      />
      <FormError message={formError(mutation.error, ['name'])} />
      <SubmitButton pending={mutation.isPending} pendingLabel={pendingLabel} className={className}>
        {children}
      </SubmitButton>
    </form>
  );
}
