/**
 * Where to send the browser after sign-in: a path on this site, never another site. One rule for the
 * server (`/api/login`, the OIDC callback) and the browser (`/login`), so neither can be talked into
 * an open redirect the other would refuse. Plain TypeScript: safe in any bundle.
 */
const PLACEHOLDER_ORIGIN = 'https://sous.invalid';

export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 1000) return '/';
  // Browsers drop tabs and newlines inside URLs and treat "\" as "/", so "/\t/evil" and "/\\evil" become
  // "//evil", another site: any control character, backslash or non-path start is refused outright.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  if (value.startsWith('//')) return '/';
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? '/' : path;
}
