import { z } from 'zod';

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'is required' : 'must be text') })
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` });

/** POST /api/contact (public). Errors read "<field>: <rule>", e.g. "email: must be a valid e-mail address". */
export const contactRequest = z.object({
  firstName: text(80),
  /** May be left empty. */
  lastName: z
    .union([z.string({ error: 'must be text' }), z.null()], { error: 'must be text' })
    .optional()
    .transform((value) => value?.trim() ?? '')
    .pipe(z.string().max(80, { error: 'must be at most 80 characters' })),
  email: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'is required' : 'must be text') })
    .trim()
    .min(1, { error: 'is required' })
    .max(254, { error: 'must be at most 254 characters' })
    .pipe(z.email({ error: 'must be a valid e-mail address' })),
  // One line: it becomes the e-mail subject.
  subject: text(200).refine((value) => !/[\r\n]/.test(value), { error: 'must be a single line' }),
  message: text(5000),
});
export type ContactRequest = z.infer<typeof contactRequest>;

export interface ContactAccepted {
  id: string;
  message: string;
}

export interface AdminContactMessage {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  emailedAt: string | null;
}
