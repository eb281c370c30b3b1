import { createHash, randomBytes } from 'node:crypto';
import { HOUSEHOLD_INVITE_DAYS, HOUSEHOLD_MEMBERS_MAX } from '@common/contracts/household';
import type { Household } from '@common/contracts/household.schema';
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
  /** Told when who shares a list changes, so open screens can refresh. */
  onChanged?: (userIds: string[]) => void;
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

  const notify = async (executor: Executor, householdId: string, also: string[] = []) =>
    onChanged?.([...(await repo.members(executor, householdId)).map((member) => member.user_id), ...also]);

  return {
    async get(actor: Actor): Promise<Household | null> {
      const membership = await repo.membershipOf(db, actor.userId);
      return membership ? present(db, actor.userId, membership) : null;
    },

    /**
     * Whose shopping list and planner the cook uses: their household owner's while they are in one,
     * their own otherwise.
     */
    async sharedOwnerOf(userId: string): Promise<string> {
      return (await repo.membershipOf(db, userId))?.owner_user_id ?? userId;
    },

    /** Everyone who sees what the cook changes on the shared list and planner: the household, or the cook alone. */
    async sharingWith(userId: string): Promise<string[]> {
      const membership = await repo.membershipOf(db, userId);
      return membership ? (await repo.members(db, membership.household_id)).map((member) => member.user_id) : [userId];
    },

    async create(actor: Actor, name: string): Promise<Household> {
      return db.transaction(async (trx) => {
        if (await repo.lockMembershipOf(trx, actor.userId)) throw conflict('You are already in a household');
        await repo.createHousehold(trx, actor.userId, name);
        return present(trx, actor.userId, await requireMembership(trx, actor.userId));
      });
    },

    async invite(actor: Actor): Promise<{ url: string; expiresAt: string }> {
      const membership = await requireMembership(db, actor.userId);
      if (membership.role !== 'owner') throw forbidden('Only the household’s owner can invite');
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
      const household = await db.transaction(async (trx) => {
        const invite = await usableInvite(trx, token, true);
        if (await repo.lockMembershipOf(trx, actor.userId))
          throw conflict('Leave your household before joining another');
        if ((await repo.memberCount(trx, invite.household_id)) >= HOUSEHOLD_MEMBERS_MAX)
          throw conflict(`A household has at most ${HOUSEHOLD_MEMBERS_MAX} members`);
        await repo.useInvite(trx, invite.id, actor.userId);
        await repo.addMember(trx, invite.household_id, actor.userId);
        await notify(trx, invite.household_id);
        return present(trx, actor.userId, await requireMembership(trx, actor.userId));
      });
      return household;
    },

    async removeMember(actor: Actor, userId: string): Promise<void> {
      await db.transaction(async (trx) => {
        const membership = await requireMembership(trx, actor.userId, true);
        if (membership.role !== 'owner') throw forbidden('Only the household’s owner can remove members');
        if (userId === actor.userId) throw badRequest('To leave your own household, use Leave', 'userId');
        if ((await repo.removeMember(trx, membership.household_id, userId)) === 0)
          throw notFound('No such member of your household');
        await notify(trx, membership.household_id, [userId]);
      });
    },

    /** A member leaves alone; the owner leaving ends the household, and everyone has their own list and plan again. */
    async leave(actor: Actor): Promise<void> {
      await db.transaction(async (trx) => {
        const membership = await requireMembership(trx, actor.userId, true);
        const everyone = (await repo.members(trx, membership.household_id)).map((member) => member.user_id);
        if (membership.role === 'owner') await repo.deleteHousehold(trx, membership.household_id);
        else await repo.removeMember(trx, membership.household_id, actor.userId);
        onChanged?.(everyone);
      });
    },
  };
}

export type HouseholdService = ReturnType<typeof createHouseholdService>;
