import type { z } from 'zod';
import type { FieldError } from '@common/contracts/common.schema';
import { HttpError, notFound } from '../errors';

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

/**
 * Reads a signed media link (its path names the file, its query carries the signature): a path that
 * names nothing is a 404 with `missing`, an unsigned or malformed query a 403.
 */
export function parseSignedLink<P extends z.ZodType<object>, Q extends z.ZodType<object>>(
  route: { params: P; query: Q },
  ctx: { params: unknown; query: unknown },
  missing: string,
): z.infer<P> & z.infer<Q> {
  const params = route.params.safeParse(ctx.params);
  if (!params.success) throw notFound(missing);
  const query = route.query.safeParse(ctx.query);
  if (!query.success) throw new HttpError(403, 'This media link is not signed', 'media_forbidden');
  return { ...params.data, ...query.data };
}
