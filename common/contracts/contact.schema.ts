import { z } from 'zod';
import { defineRoutes, post } from './api.schema';
import { paged, pageQuery } from './paging.schema';

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

export const contactAccepted = z.object({ id: z.string(), message: z.string() });
export type ContactAccepted = z.infer<typeof contactAccepted>;

export const adminContactMessage = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    createdAt: z.string(),
    emailedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminContactMessage' });
export type AdminContactMessage = z.infer<typeof adminContactMessage>;

/** GET /api/admin/contact-messages?notEmailed&page&limit */
export const adminContactQuery = pageQuery(50, 200).extend({
  notEmailed: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

export const contactApi = defineRoutes({
  send: post('/api/contact', 'Send a message to support (public, limited per address)', contactRequest, {
    201: contactAccepted,
  }),
  adminList: {
    method: 'get',
    path: '/api/admin/contact-messages',
    summary: 'Contact messages, newest first',
    query: adminContactQuery,
    responses: { 200: paged.extend({ messages: z.array(adminContactMessage) }) },
  },
});
