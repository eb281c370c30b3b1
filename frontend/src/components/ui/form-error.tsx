/** A form's error that belongs to no one field, announced as it appears; nothing while there is none. */
export function FormError({ message }: { message?: string | null | false }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
