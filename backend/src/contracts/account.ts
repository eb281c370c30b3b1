import { z } from 'zod';
import { emailAddress } from './common';
import { newPassword } from './auth';

/**
 * The cook's control of their account (`/account`) and the admins' user list. Every route here needs
 * a signed-in session; `/api/admin/users*` needs the admin role (a verified address in ADMIN_EMAILS).
 *
 * GET    /api/account/sessions            → AccountSession[] (the signed-in devices, this one marked `current`)
 * DELETE /api/account/sessions/:id        → 204 (signs that device out; 404 for another user's id)
 * POST   /api/account/sessions/revoke-all → 204 (signs out every device, this one included)
 * POST   /api/account/password            { currentPassword, newPassword } → 204; ends every other session,
 *                                           mails "your password was changed"
 * POST   /api/account/email               { newEmail, password } → 202 { message }; a link to the new address,
 *                                           a notice to the old one; the change applies when the link is opened
 * GET    /api/account/export              → AccountExport (Content-Disposition: attachment)
 * DELETE /api/account                     { password } → 204; personal data removed, reviews kept anonymised,
 *                                           a Premium subscription cancelled, a confirmation mailed
 * GET    /api/admin/users?search=&page=   → AdminUserPage
 * POST   /api/admin/users/:id/comps       { days, note? } → 201 PremiumComp
 * DELETE /api/admin/users/:id/comps/:compId → 204 (ends the comp now)
 */

export const accountSession = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const changePasswordRequest = z.object({
  currentPassword: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200),
  newPassword,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const changeEmailRequest = z.object({
  newEmail: emailAddress,
  password: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200),
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequest>;

export const deleteAccountRequest = z.object({
  password: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

export const premiumComp = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  grantedBy: z.string(),
  note: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type PremiumComp = z.infer<typeof premiumComp>;

export const grantCompRequest = z.object({
  days: z.coerce
    .number({ error: 'must be a number of days' })
    .int({ error: 'must be a whole number of days' })
    .min(1, { error: 'must be at least 1' })
    .max(366, { error: 'must be at most 366' }),
  note: z.string().trim().max(300, { error: 'must be at most 300 characters' }).optional(),
});
export type GrantCompRequest = z.infer<typeof grantCompRequest>;

export const adminUserQuery = z.object({
  search: z.string().trim().max(254, { error: 'must be at most 254 characters' }).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  emailVerified: z.boolean(),
  roles: z.array(z.enum(['admin', 'expert'])),
  isPremium: z.boolean(),
  /** The comp in force, if any. */
  comp: premiumComp.nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserPage = z.object({
  items: z.array(adminUser),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminUserPage = z.infer<typeof adminUserPage>;
