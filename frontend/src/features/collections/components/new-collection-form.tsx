import { COLLECTION_NAME_MAX } from '@common/contracts/collections';
import { SubmitButton } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { useContractForm } from '../../../lib/contract-form';
import { useCreateCollection, type CollectionSummary } from '../api/collections';

/** The contract's schema, loaded as the form mounts: zod stays out of the page's first load. */
const createCollectionSchema = () =>
  import('@common/contracts/collections.schema').then((schemas) => schemas.createCollectionRequest);

const LABELS = { name: 'The name' };

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
  const form = useContractForm(createCollectionSchema, LABELS, create);
  const submit = form.onSubmit(({ name }, fields) =>
    create.mutate(
      { name, clientKey: crypto.randomUUID() },
      {
        onSuccess: (made) => {
          fields.reset();
          onCreated(made);
        },
      },
    ),
  );
  return (
    <form className={className} onSubmit={submit} noValidate>
      <Field
        label="New collection"
        name="name"
        required
        maxLength={COLLECTION_NAME_MAX}
        placeholder={placeholder}
        error={form.errorFor('name')}
      />
      <FormError message={form.formMessage} />
      <SubmitButton pending={create.isPending} pendingLabel="Creating…">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
