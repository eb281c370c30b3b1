import type { ReactNode } from 'react';
import { HOUSEHOLD_NAME_MAX } from '@common/contracts/household';
import { Field } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { useContractForm } from '../../../lib/contract-form';

/** The contract's schema, loaded as the form mounts: zod stays out of the page's first load. */
const newHouseholdSchema = () => import('@common/contracts/household.schema').then((schemas) => schemas.newHousehold);

const LABELS = { name: "The household's name" };

/** A household's name and the button that sends it (starting a household, renaming one). */
export function HouseholdNameForm({
  mutation,
  defaultValue,
  placeholder,
  pendingLabel,
  className,
  children,
}: {
  mutation: { mutate: (name: string) => void; error: unknown; isPending: boolean; reset: () => void };
  defaultValue?: string;
  placeholder?: string;
  pendingLabel: string;
  className?: string;
  /** The button's label. */
  children: ReactNode;
}) {
  const form = useContractForm(newHouseholdSchema, LABELS, mutation);
  const submit = form.onSubmit(({ name }) => mutation.mutate(name));
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <Field
        label="Household name"
        name="name"
        required
        maxLength={HOUSEHOLD_NAME_MAX}
        defaultValue={defaultValue}
        placeholder={placeholder}
        error={form.errorFor('name')}
      />
      <FormError message={form.formMessage} />
      <SubmitButton pending={mutation.isPending} pendingLabel={pendingLabel} className={className}>
        {children}
      </SubmitButton>
    </form>
  );
}
