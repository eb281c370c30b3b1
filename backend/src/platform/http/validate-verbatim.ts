import type { z } from 'zod';
import { parseWith } from './validate';

/**
 * Like `parseInput` (400 naming the field), except that an issue raised with
 * `params: { verbatim: true }` keeps its message as-is: the spec quotes whole-form messages such as
 * 'Please fill in all fields' that the screens show to the user unchanged.
 */
export function parseInputVerbatim<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  return parseWith(schema, input, (issue, field) => {
    const isVerbatim =
      issue.code === 'custom' && (issue.params as { verbatim?: unknown } | undefined)?.verbatim === true;
    return isVerbatim || !field ? issue.message : `${field}: ${issue.message}`;
  });
}
