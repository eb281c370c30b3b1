import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError, errorMessage } from './api';
import { formValue } from './form-errors';

/**
 * Forms check what a person typed with the same zod contract the server validates with, and show
 * every problem at once, each as a sentence beside its field. The server's 400 lists every failing
 * field too (`errors`), read the same way, for the checks only the server can make.
 */

/** A field's label → its error sentence. */
export type FieldErrors = Record<string, string>;

/** A rule that reads after the field's name ("must be at least 10 characters", "is required"). */
const RULE = /^(is|are|must|should|needs?|cannot|can't|has|have|was|does)\b/i;

/**
 * One contract message as a sentence for a person: "must be at least 10 characters" beside Password
 * reads "Password must be at least 10 characters."; a message that is already a sentence ("The card
 * has expired", "Please fill in all fields…") keeps its words. The field's name the server puts in
 * front ("password: …") is left off.
 */
export function errorSentence(message: string, label: string, field?: string): string {
  let text = message.trim();
  if (field && text.startsWith(`${field}: `)) text = text.slice(field.length + 2);
  text = text.replace(/[.!]+$/, '');
  if (RULE.test(text)) return `${label} ${text}.`;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

const labelOf = (labels: Record<string, string>, field: string) => labels[field] ?? field;

/** The spec's whole-form message for missing input ("Please fill in all fields…"), raised per field. */
const isWholeFormMessage = (issue: z.core.$ZodIssue) =>
  issue.code === 'custom' && (issue.params as { verbatim?: unknown } | undefined)?.verbatim === true;

/**
 * Every failing field of a zod result, first problem per field, as sentences. A field missing where
 * the contract raises the spec's whole-form message reads "<Label> is required." beside it (the form
 * shows the whole-form message once, from `wholeFormMessage`).
 */
export function issueSentences(issues: readonly z.core.$ZodIssue[], labels: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || field in errors) continue;
    const label = labelOf(labels, field);
    errors[field] = isWholeFormMessage(issue) ? `${label} is required.` : errorSentence(issue.message, label);
  }
  return errors;
}

/** The spec's whole-form message among the issues, if any (shown once, as the spec quotes it). */
export const wholeFormMessage = (issues: readonly z.core.$ZodIssue[]) => issues.find(isWholeFormMessage)?.message;

interface ServerFieldError {
  field?: string;
  message: string;
}

/** The fields a server's 400 named (its `errors`, else its one `field`), as sentences. */
export function serverFieldErrors(error: unknown, labels: Record<string, string>): FieldErrors {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return {};
  const body = error.body as { field?: unknown; message?: unknown; errors?: unknown };
  const list: ServerFieldError[] = Array.isArray(body.errors)
    ? (body.errors as ServerFieldError[])
    : typeof body.field === 'string'
      ? [{ field: body.field, message: String(body.message ?? '') }]
      : [];
  const errors: FieldErrors = {};
  for (const { field, message } of list) {
    if (field && field in labels && !(field in errors)) {
      errors[field] = errorSentence(message, labelOf(labels, field), field);
    }
  }
  return errors;
}

/** What a form read from its fields, by the contract's names: each as typed, for the check to judge. */
type Typed<Schema extends z.ZodType> = { [Field in keyof z.input<Schema>]?: unknown };

/** What the form sends through: its error (the server's answer) and a way to clear it. */
interface Sender {
  error: unknown;
  reset: () => void;
}

/**
 * A form's checks, from its contract. The schema is loaded on demand (`load`, a dynamic import of the
 * module's `.schema` file), as the form mounts: zod stays out of the pages' first load, and is there
 * by the time anyone submits.
 *
 * `check(values, onMissing?)` answers the values parsed, or undefined once it has shown every failing
 * field at once; `submit(values, send, onMissing?)` calls `send` with them when they pass;
 * `onSubmit(send, values?)` is a form's submit handler that does the same with the form's fields named
 * in `labels` (and `values` the form does not hold), passing `send` the form too (to clear it). Failing, it shows every failing field at once (calling `onMissing` with the spec's whole-form message when
 * the contract raised it, for the toast the spec asks for). `errorFor(field)` is the sentence beside a
 * field (the client's check, else the server's answer); `formMessage` an error that belongs to no field.
 * `labels` names each field as the form labels it (the keys are the contract's fields).
 */
export function useContractForm<Schema extends z.ZodType>(
  load: () => Promise<Schema>,
  labels: Record<string, string>,
  sender?: Sender,
) {
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [missing, setMissing] = useState<string>();
  const schema = useRef<Promise<Schema>>(undefined);
  const loadSchema = useCallback(() => (schema.current ??= load()), [load]);
  useEffect(() => {
    loadSchema().catch(() => {
      // Offline before the chunk came: the next submit asks again, and the server checks anyway.
      schema.current = undefined;
    });
  }, [loadSchema]);
  const reset = sender?.reset;

  /** The parsed values, or undefined after showing every failing field. */
  const check = useCallback(
    async (values: Typed<Schema>, onMissing?: (message: string) => void): Promise<z.output<Schema> | undefined> => {
      let result: z.ZodSafeParseResult<z.output<Schema>>;
      try {
        result = (await loadSchema()).safeParse(values);
      } catch {
        // The schema's chunk did not load (offline): the server checks what is sent.
        schema.current = undefined;
        return values as z.output<Schema>;
      }
      if (result.success) {
        setClientErrors({});
        setMissing(undefined);
        return result.data;
      }
      // The last answer's errors are about what was sent then: the new findings replace them.
      reset?.();
      const whole = wholeFormMessage(result.error.issues);
      setMissing(whole);
      if (whole) onMissing?.(whole);
      setClientErrors(issueSentences(result.error.issues, labels));
      return undefined;
    },
    [loadSchema, labels, reset],
  );

  const submit = useCallback(
    async (values: Typed<Schema>, send: (input: z.output<Schema>) => void, onMissing?: (message: string) => void) => {
      const input = await check(values, onMissing);
      if (input !== undefined) send(input);
    },
    [check],
  );

  const onSubmit =
    (send: (input: z.output<Schema>, fields: HTMLFormElement) => void, values?: Partial<z.input<Schema>>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const fields = event.currentTarget;
      const typed = Object.fromEntries(Object.keys(labels).map((name) => [name, formValue(fields, name)]));
      const input = await check({ ...typed, ...values } as z.input<Schema>);
      if (input !== undefined) send(input, fields);
    };

  const serverErrors = serverFieldErrors(sender?.error, labels);
  const errors: FieldErrors = { ...serverErrors, ...clientErrors };
  const formMessage =
    sender?.error && Object.keys(serverErrors).length === 0
      ? errorMessage(sender.error, 'Something went wrong. Please try again.')
      : undefined;
  return {
    check,
    submit,
    onSubmit,
    errors,
    errorFor: (field: string): string | undefined => errors[field],
    /** A server error's field messages as sentences, for a toast that tells of it. */
    errorSentences: (error: unknown): string[] => Object.values(serverFieldErrors(error, labels)),
    /** The server's error that names no field, or the spec's whole-form message the last check raised. */
    formMessage: formMessage ?? missing,
  };
}
