import type { z } from 'zod';
import type { FieldError } from '@common/contracts/common.schema';
import { HttpError } from '../errors';

type IssueMessage = (issue: z.core.$ZodIssue, field: string | undefined) => string;

/** "<field>: <rule>", or the rule alone for a problem with the whole input. */
const fieldAndRule: IssueMessage = (issue, field) => (field ? `${field}: ${issue.message}` : issue.message);

/**
 * Parses input against a contract. A failure is a 400 `invalid_input` whose message, code and field
 * name the first problem, and whose `errors` list every failing field.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, describe: IssueMessage): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join('.') : undefined;
    return { ...(field ? { field } : {}), code: issue.code, message: describe(issue, field) };
  });
  const [first] = errors;
  throw new HttpError(400, first.message, 'invalid_input', first.field, { errors });
}

/** Parses input against a contract; a 400 names the first failing field and lists them all. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  return parseWith(schema, input, fieldAndRule);
}
