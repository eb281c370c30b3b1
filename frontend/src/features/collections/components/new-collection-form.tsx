import type { FormEvent } from 'react';
import { COLLECTION_NAME_MAX } from '@common/contracts/collections';
import { SubmitButton } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { fieldError, formError, formValue } from '../../../lib/form-errors';
import { useCreateCollection, type CollectionSummary } from '../api/collections';

/** A name and a button that make a collection (one per press: each submit carries its own key). */
export function NewCollectionForm({
  className,
  placeholder,
  submitLabel,
  onCreated,
}: {
  className: string;
  placeholder: string;
  submitLabel: string;
  onCreated: (collection: CollectionSummary) => void;
}) {
  const create = useCreateCollection();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    create.mutate(
      { name: formValue(form, 'name').trim(), clientKey: crypto.randomUUID() },
      {
        onSuccess: (made) => {
          form.reset();
          onCreated(made);
        },
      },
    );
  };
  return (
    <form className={className} onSubmit={submit} noValidate>
      <Field
        label="New collection"
        name="name"
        required
        maxLength={COLLECTION_NAME_MAX}
        placeholder={placeholder}
        error={fieldError(create.error, 'name')}
      />
      <FormError message={formError(create.error, ['name'])} />
      <SubmitButton pending={create.isPending} pendingLabel="Creating…">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
