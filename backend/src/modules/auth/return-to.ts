/** Only same-origin paths: "/x" yes; "//evil.example", "/\\evil", "https://…" and control characters no. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we reject
  if (/[\u0000-\u001f\\]/.test(value) || value.length > 1000) return '/';
  return value;
}
