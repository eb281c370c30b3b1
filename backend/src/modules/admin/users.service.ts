import { ADMIN_USERS_PAGE_SIZE } from '@common/contracts/account';
import {
  type AdminUser,
  type AdminUserPage,
  type GrantCompRequest,
  type PremiumComp,
} from '@common/contracts/account.schema';
import { normalizeEmail } from '@common/contracts/common';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { HttpError, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/http/actor';
import { rolesFor } from '../auth';
import type { SubscriptionsService } from '../subscriptions';
import * as repo from './users.repository';

export interface AdminUsersDeps {
  db: Db;
  config: Pick<Config, 'ADMIN_EMAILS' | 'EXPERT_EMAILS'>;
  subscriptions: Pick<SubscriptionsService, 'premiumReadAlong' | 'grantComp' | 'revokeComp' | 'compsInForce'>;
}

const userNotFound = () => notFound('User not found');

/** The admins' user list and the Premium comps they grant. */
export function createAdminUsersService({ db, config, subscriptions }: AdminUsersDeps) {
  return {
    async list(query: { search?: string; page: number }): Promise<AdminUserPage> {
      const { rows, total } = await repo.listUsers(
        db,
        { search: query.search ? normalizeEmail(query.search) : undefined },
        { page: query.page, pageSize: ADMIN_USERS_PAGE_SIZE },
        subscriptions.premiumReadAlong.subquery,
      );
      const comps = await subscriptions.compsInForce(rows.map((row) => row.id));
      const items: AdminUser[] = rows.map((row) => ({
        id: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        emailVerified: row.email_verified_at !== null,
        roles: rolesFor(config, row),
        isPremium: row.is_premium,
        comp: comps.get(row.id) ?? null,
        createdAt: row.created_at.toISOString(),
      }));
      return { items, total, page: query.page, pageSize: ADMIN_USERS_PAGE_SIZE };
    },

    /**
     * Premium for `days` from now, recorded with the admin's address. Only for a verified address: an
     * unverified account may be someone else's sign-up under the cook's address.
     */
    async grantComp(admin: Actor, userId: string, input: GrantCompRequest): Promise<PremiumComp> {
      const user = await repo.findUser(db, userId);
      if (!user) throw userNotFound();
      if (user.email_verified_at === null) {
        throw new HttpError(
          409,
          'This account has not verified its e-mail address yet: Premium can be granted once it has.',
          'email_unverified',
        );
      }
      const comp = await subscriptions.grantComp(userId, input, admin.email);
      if (!comp) throw userNotFound();
      return comp;
    },

    /** Ends the comp now; kept for the record with the admin's address. Again: no change, no error. */
    async revokeComp(admin: Actor, userId: string, compId: string): Promise<PremiumComp> {
      const comp = await subscriptions.revokeComp(userId, compId, admin.email);
      if (!comp) throw notFound('Premium comp not found');
      return comp;
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
