import type { z } from 'zod';
import { HttpError } from '../errors';

/**
 * Like `parseInput` (400 naming the field), except that an issue raised with
 * `params: { verbatim: true }` keeps its message as-is: the spec quotes whole-form messages such as
 * 'Please fill in all fields' that the screens show to the user unchanged.
 */
export function parseInputVerbatim<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.length ? issue.path.join('.') : undefined;
  const isVerbatim = issue.code === 'custom' && (issue.params as { verbatim?: unknown } | undefined)?.verbatim === true;
  const message = isVerbatim || !field ? issue.message : `${field}: ${issue.message}`;
  throw new HttpError(400, message, 'invalid_input', field);
}
