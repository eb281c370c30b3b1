import type { Context } from 'koa';

/** A session ends after this long unused (it rolls forward while used)… */
export const SESSION_IDLE_MS = 14 * 24 * 3600 * 1000;
/** …and this long after sign-in, however active. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;

/** `__Host-` prefix when served over HTTPS: the browser then pins the cookie to this exact origin. */
export function sessionCookieName(ctx: Context): string {
  return ctx.secure ? '__Host-sous_session' : 'sous_session';
}

/**
 * The session token from the cookie this scheme sets. Over HTTPS only the `__Host-` name counts: a
 * plain `sous_session` there may have been planted by a sibling subdomain or over plain HTTP (it
 * carries no origin pinning), and accepting it would let that cookie fix the victim's session.
 */
export function readSessionToken(ctx: Context): string | undefined {
  return ctx.cookies.get(sessionCookieName(ctx)) ?? undefined;
}

export function setSessionCookie(ctx: Context, token: string, expiresAt: Date): void {
  ctx.cookies.set(sessionCookieName(ctx), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/',
    expires: expiresAt,
    overwrite: true,
  });
}

export function clearSessionCookie(ctx: Context): void {
  for (const name of ['__Host-sous_session', 'sous_session']) {
    if (name.startsWith('__Host-') && !ctx.secure) continue;
    ctx.cookies.set(name, '', {
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.secure,
      path: '/',
      maxAge: 0,
      overwrite: true,
    });
  }
}
