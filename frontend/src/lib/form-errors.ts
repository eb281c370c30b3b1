/** Reading a submitted form and the server's answer to it: a field's value, the field and code an error names. */
import { ApiError } from './api';

/** The server's `field` when its answer names one (400 validation, 403 `invalid_password`). */
export function errorField(error: unknown): string | undefined {
  if (error instanceof ApiError && error.body && typeof error.body === 'object' && 'field' in error.body) {
    const { field } = error.body as { field?: unknown };
    return typeof field === 'string' ? field : undefined;
  }
  return undefined;
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
