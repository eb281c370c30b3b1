import { ApiError, errorMessage } from './api';

/** The server's `field` when its answer names one (400 validation, 403 `invalid_password`). */
export function errorField(error: unknown): string | undefined {
  if (error instanceof ApiError && error.body && typeof error.body === 'object' && 'field' in error.body) {
    const { field } = error.body as { field?: unknown };
    return typeof field === 'string' ? field : undefined;
  }
  return undefined;
}

/**
 * The server's message when it named this field, else undefined. Shown beside the field, so the
 * field's name that validation messages start with ("newPassword: must be…") is left off.
 */
export function fieldError(error: unknown, field: string): string | undefined {
  if (errorField(error) !== field) return undefined;
  const raw = errorMessage(error, '');
  const message = raw.startsWith(`${field}: `) ? raw.slice(field.length + 2) : raw;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** A form-level message for errors not tied to one of the form's fields. */
export function formError(error: unknown, fields: string[]): string | undefined {
  if (!error) return undefined;
  const field = errorField(error);
  if (field && fields.includes(field)) return undefined;
  return errorMessage(error, 'Something went wrong. Please try again.');
}

/** A named input's value in a submitted form. */
export const formValue = (form: HTMLFormElement, name: string) =>
  (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';

/** The server's `code` ("invalid_password", "invalid_token", …) when its answer carries one. */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof ApiError && error.body && typeof error.body === 'object' && 'code' in error.body) {
    const { code } = error.body as { code?: unknown };
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
