/**
 * The one form in which e-mail addresses are stored and compared (accounts, ADMIN_EMAILS, EXPERT_EMAILS,
 * OIDC claims, rate-limit keys): Unicode NFKC, surrounding white space (including non-breaking and
 * zero-width characters) removed, lower case. "Admin@EXAMPLE.test " and "admin@example.test" are one.
 */
export function normalizeEmail(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/^[\s\u200b-\u200d\u2060\ufeff]+|[\s\u200b-\u200d\u2060\ufeff]+$/g, '')
    .toLowerCase();
}
