import { createHash, randomBytes } from 'node:crypto';
import { HOUSEHOLD_INVITE_DAYS, HOUSEHOLD_MEMBERS_MAX } from '@common/contracts/household';
import type { Household } from '@common/contracts/household.schema';
import type { Knex } from 'knex';
import type { Db, Executor } from '../../platform/db';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/http/actor';
import * as repo from './household.repository';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const displayName = (member: repo.MemberRow) =>
  [member.first_name, member.last_name?.charAt(0) ? `${member.last_name.charAt(0)}.` : ''].filter(Boolean).join(' ') ||
  member.email.split('@')[0];

export interface HouseholdDeps {
  db: Db;
  /** Where invite links point: the app's public origin, never a request's Host. */
  publicOrigin: string;
  /**
   * Told, after the change has committed, who must hear that the household changed (`audience`) and who
   * is no longer in it (`removed`: their open streams were opened as members and end).
   */
  onChanged?: (change: HouseholdChange) => Promise<void>;
}

/** A fellow member of the cook's household, by name. */
interface HouseholdMate {
  userId: string;
  name: string;
}

export interface HouseholdChange {
  actor: Actor;
  audience: string[];
  removed: string[];
}

export function createHouseholdService({ db, publicOrigin, onChanged }: HouseholdDeps) {
  async function present(executor: Executor, userId: string, membership: repo.MembershipRow): Promise<Household> {
    const rows = await repo.members(executor, membership.household_id);
    return {
      id: membership.household_id,
      name: membership.name,
      role: membership.role,
      members: rows.map((row) => ({
        userId: row.user_id,
        name: displayName(row),
        email: row.email,
        role: row.role,
        joinedAt: row.joined_at.toISOString(),
        you: row.user_id === userId,
      })),
    };
  }

  const requireMembership = async (executor: Executor, userId: string, lock = false) => {
    const membership = await (lock ? repo.lockMembershipOf : repo.membershipOf)(executor, userId);
    if (!membership) throw notFound('You are not in a household');
    return membership;
  };

  /** A forged, expired or used link is a bad `token`, each said plainly. */
  async function usableInvite(executor: Executor, token: string, lock = false) {
    const invite = await repo.findInvite(executor, hashToken(token), lock);
    if (!invite) throw badRequest('This invite link is not valid. Ask for a new one.', 'token');
    if (invite.used_at) throw badRequest('This invite link was already used. Ask for a new one.', 'token');
    if (invite.expires_at.getTime() <= Date.now())
      throw badRequest('This invite link has expired. Ask for a new one.', 'token');
    return invite;
  }

  const memberIds = async (executor: Executor, householdId: string) =>
    (await repo.members(executor, householdId)).map((member) => member.user_id);

  /** Runs `change` in a transaction, then tells the household once it has committed. */
  async function changing<T>(
    actor: Actor,
    change: (trx: Executor) => Promise<{ result: T; audience: string[]; removed?: string[] }>,
  ): Promise<T> {
    const { result, audience, removed = [] } = await db.transaction(change);
    await onChanged?.({ actor, audience: [...new Set([...audience, ...removed])], removed });
    return result;
  }

  async function namedMatesOf(userId: string): Promise<HouseholdMate[]> {
    const membership = await repo.membershipOf(db, userId);
    if (!membership) return [];
    return (await repo.members(db, membership.household_id))
      .filter((member) => member.user_id !== userId)
      .map((member) => ({ userId: member.user_id, name: displayName(member) }));
  }

  const requireOwner = async (executor: Executor, actor: Actor, what: string, lock = false) => {
    const membership = await requireMembership(executor, actor.userId, lock);
    if (membership.role !== 'owner') throw forbidden(`Only the household’s owner can ${what}`);
    return membership;
  };

  return {
    async get(actor: Actor): Promise<Household | null> {
      const membership = await repo.membershipOf(db, actor.userId);
      return membership ? present(db, actor.userId, membership) : null;
    },

    /**
     * Whose shopping list and planner the cook uses: their household owner's while they are in one,
     * their own otherwise; `sharedOwnerSql` is the same as an expression for a query of one's own.
     */
    async sharedOwnerOf(userId: string): Promise<string> {
      const { rows } = await db.raw<{ rows: Array<{ owner: string }> }>('select ? as owner', [
        repo.sharedOwnerSql(db, userId),
      ]);
      return rows[0].owner;
    },
    sharedOwnerSql: (userId: string) => repo.sharedOwnerSql(db, userId),

    /**
     * Everyone who sees what the cook changes on the shared list and planner (the household, or the cook
     * alone), as a query the live-event publish resolves in its own statement.
     */
    sharingWith: (userId: string) => repo.sharingWithQuery(db, userId),

    /** The cook's fellow members (not the cook), by name: whose household-visible recipes and collections they see. */
    namedMatesOf,

    /**
     * Their ids alone, as a query another module runs or nests in its own (one round trip for a
     * request that needs them with its own rows), the definition of a household staying here.
     */
    householdMatesQuery: (userId: string | Knex.Raw) => repo.mateIdsQuery(db, userId),

    async create(actor: Actor, name: string): Promise<Household> {
      return changing(actor, async (trx) => {
        if (await repo.lockMembershipOf(trx, actor.userId)) throw conflict('You are already in a household');
        await repo.createHousehold(trx, actor.userId, name);
        return {
          result: await present(trx, actor.userId, await requireMembership(trx, actor.userId)),
          audience: [actor.userId],
        };
      });
    },

    async invite(actor: Actor): Promise<{ url: string; expiresAt: string }> {
      const membership = await requireOwner(db, actor, 'invite');
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + HOUSEHOLD_INVITE_DAYS * 86_400_000);
      await repo.insertInvite(db, {
        household_id: membership.household_id,
        token_hash: hashToken(token),
        created_by: actor.userId,
        expires_at: expiresAt,
      });
      return { url: `${publicOrigin}/household?invite=${token}`, expiresAt: expiresAt.toISOString() };
    },

    async preview(token: string) {
      const invite = await usableInvite(db, token);
      return {
        householdName: invite.household_name,
        invitedBy: invite.invited_by ?? 'A Sous cook',
        expiresAt: invite.expires_at.toISOString(),
      };
    },

    /** Single use: of two cooks joining with one link at once, one gets in and the other is told it was used. */
    async join(actor: Actor, token: string): Promise<Household> {
      return changing(actor, async (trx) => {
        const invite = await usableInvite(trx, token, true);
        if (await repo.lockMembershipOf(trx, actor.userId))
          throw conflict('Leave your household before joining another');
        if ((await repo.memberCount(trx, invite.household_id)) >= HOUSEHOLD_MEMBERS_MAX)
          throw conflict(`A household has at most ${HOUSEHOLD_MEMBERS_MAX} members`);
        await repo.useInvite(trx, invite.id, actor.userId);
        await repo.addMember(trx, invite.household_id, actor.userId);
        return {
          result: await present(trx, actor.userId, await requireMembership(trx, actor.userId)),
          audience: await memberIds(trx, invite.household_id),
        };
      });
    },

    async rename(actor: Actor, name: string): Promise<Household> {
      return changing(actor, async (trx) => {
        const membership = await requireOwner(trx, actor, 'rename it', true);
        await repo.renameHousehold(trx, membership.household_id, name);
        return {
          result: await present(trx, actor.userId, await requireMembership(trx, actor.userId)),
          audience: await memberIds(trx, membership.household_id),
        };
      });
    },

    /** Every unused invite link of the household stops working (the owner only). */
    async revokeInvites(actor: Actor): Promise<void> {
      await changing(actor, async (trx) => {
        const membership = await requireOwner(trx, actor, 'revoke invites', true);
        await repo.deleteOpenInvites(trx, membership.household_id);
        return { result: undefined, audience: await memberIds(trx, membership.household_id) };
      });
    },

    async removeMember(actor: Actor, userId: string): Promise<void> {
      await changing(actor, async (trx) => {
        const membership = await requireOwner(trx, actor, 'remove members', true);
        if (userId === actor.userId) throw badRequest('To leave your own household, use Leave', 'userId');
        if ((await repo.removeMember(trx, membership.household_id, userId)) === 0)
          throw notFound('No such member of your household');
        return { result: undefined, audience: await memberIds(trx, membership.household_id), removed: [userId] };
      });
    },

    /** A member leaves alone; the owner leaving ends the household, and everyone has their own list and plan again. */
    async leave(actor: Actor): Promise<void> {
      await changing(actor, async (trx) => {
        const membership = await requireMembership(trx, actor.userId, true);
        const everyone = await memberIds(trx, membership.household_id);
        if (membership.role === 'owner') {
          await repo.deleteHousehold(trx, membership.household_id);
          return { result: undefined, audience: [], removed: everyone };
        }
        await repo.removeMember(trx, membership.household_id, actor.userId);
        return {
          result: undefined,
          audience: everyone.filter((id) => id !== actor.userId),
          removed: [actor.userId],
        };
      });
    },
  };
}

export type HouseholdService = ReturnType<typeof createHouseholdService>;
