import type { Context } from 'koa';
import { forbidden, unauthorized } from '../errors';

export type Role = 'admin' | 'expert';

/** Who is making the request, as the session says. Set by `authenticate`. */
export interface Actor {
  userId: string;
  email: string;
  roles: Role[];
  sessionTokenHash: string;
}

export function currentActor(ctx: Context): Actor | undefined {
  return ctx.state.actor as Actor | undefined;
}

/** The signed-in actor, or 401. */
export function requireActor(ctx: Context): Actor {
  const actor = currentActor(ctx);
  if (!actor) throw unauthorized();
  return actor;
}

export function requireRole(ctx: Context, role: Role): Actor {
  const actor = requireActor(ctx);
  if (!actor.roles.includes(role)) throw forbidden('You do not have access to this area');
  return actor;
}
