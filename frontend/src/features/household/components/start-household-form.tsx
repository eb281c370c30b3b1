import type { FormEvent } from 'react';
import { HOUSEHOLD_NAME_MAX } from '@common/contracts/household';
import { Field } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { fieldError, formError, formValue } from '../../../lib/form-errors';
import { useCreateHousehold } from '../api/household';

/** No household yet: what one shares, what stays the cook's own, and a name to start one with. */
export function StartHousehold() {
  const create = useCreateHousehold();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate(formValue(event.currentTarget, 'name').trim());
  };
  return (
    <section className="panel stack" aria-labelledby="start-household">
      <h2 id="start-household">Cook together</h2>
      <p>
        A household shares one <strong>shopping list</strong> and one <strong>week plan</strong>: whatever anyone adds
        or ticks off, everyone sees.
      </p>
      <p className="muted">
        Your favorites, saved videos and Premium stay yours. Start a household, then invite the people you cook with by
        a link.
      </p>
      <form className="stack" onSubmit={submit} noValidate>
        <Field
          label="Household name"
          name="name"
          required
          maxLength={HOUSEHOLD_NAME_MAX}
          placeholder="The Garcia kitchen"
          error={fieldError(create.error, 'name')}
        />
        <FormError message={formError(create.error, ['name'])} />
        <SubmitButton pending={create.isPending} pendingLabel="Starting…" className="household__submit">
          Start a household
        </SubmitButton>
      </form>
    </section>
  );
}
