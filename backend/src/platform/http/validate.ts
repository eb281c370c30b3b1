import type { z } from 'zod';
import { HttpError } from '../errors';

/** Parses input against a contract; the first problem becomes a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.length ? issue.path.join('.') : undefined;
  const message = field ? `${field}: ${issue.message}` : issue.message;
  throw new HttpError(400, message, 'invalid_input', field);
}
