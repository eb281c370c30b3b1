import type { HouseholdRole } from '@common/contracts/household';
import type { Knex } from 'knex';
import type { Executor } from '../../platform/db';

export interface MembershipRow {
  household_id: string;
  name: string;
  owner_user_id: string;
  role: HouseholdRole;
}

export interface MemberRow {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  role: HouseholdRole;
  joined_at: Date;
}

export interface InviteRow {
  id: string;
  household_id: string;
  household_name: string;
  invited_by: string | null;
  expires_at: Date;
  used_at: Date | null;
}

export const membershipOf = (db: Executor, userId: string): Promise<MembershipRow | undefined> =>
  db('household_members as m')
    .join('households as h', 'h.id', 'm.household_id')
    .where('m.user_id', userId)
    .first('m.household_id', 'h.name', 'h.owner_user_id', 'm.role');

/** The same, locked until the transaction ends: two joins or leaves at once are applied one after the other. */
export const lockMembershipOf = (db: Executor, userId: string): Promise<MembershipRow | undefined> =>
  db('household_members as m')
    .join('households as h', 'h.id', 'm.household_id')
    .where('m.user_id', userId)
    .forUpdate()
    .first('m.household_id', 'h.name', 'h.owner_user_id', 'm.role');

export const members = (db: Executor, householdId: string): Promise<MemberRow[]> =>
  db('household_members as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where('m.household_id', householdId)
    .orderBy('m.joined_at')
    .select('m.user_id', 'u.first_name', 'u.last_name', 'u.email', 'm.role', 'm.joined_at');

/**
 * Whose shopping list and planner the cook uses, as a SQL expression to nest in another query: their
 * household owner's id while they are in one (a cook is in at most one), their own otherwise.
 */
export const sharedOwnerSql = (db: Executor, userId: string): Knex.Raw =>
  db.raw(
    `coalesce((select h.owner_user_id from household_members m join households h on h.id = m.household_id
               where m.user_id = ?), ?::uuid)`,
    [userId, userId],
  );

/**
 * The ids of the cook's fellow household members (not the cook), as a query to run or to nest in
 * another; the cook is an id or a reference to the outer query's column.
 */
export const mateIdsQuery = (db: Executor, userId: string | Knex.Raw) =>
  db('household_members as me')
    .join('household_members as mate', 'mate.household_id', 'me.household_id')
    .where('me.user_id', userId)
    .whereNot('mate.user_id', userId)
    .select('mate.user_id');

/** The cook and everyone in their household, as a query of `user_id`s to nest in another. */
export const sharingWithQuery = (db: Executor, userId: string): Knex.Raw =>
  db.raw('select ?::uuid as user_id union ?', [userId, mateIdsQuery(db, userId)]);

export const memberCount = async (db: Executor, householdId: string): Promise<number> =>
  Number((await db('household_members').where({ household_id: householdId }).count<{ n: string }[]>('* as n'))[0].n);

export async function createHousehold(db: Executor, ownerId: string, name: string): Promise<string> {
  const [{ id }] = await db('households').insert({ name, owner_user_id: ownerId }).returning('id');
  await db('household_members').insert({ household_id: id, user_id: ownerId, role: 'owner' });
  return id;
}

export const addMember = (db: Executor, householdId: string, userId: string) =>
  db('household_members').insert({ household_id: householdId, user_id: userId, role: 'member' });

export const removeMember = (db: Executor, householdId: string, userId: string) =>
  db('household_members').where({ household_id: householdId, user_id: userId, role: 'member' }).del();

export const deleteHousehold = (db: Executor, householdId: string) => db('households').where({ id: householdId }).del();

export const insertInvite = (
  db: Executor,
  invite: { household_id: string; token_hash: string; created_by: string; expires_at: Date },
) => db('household_invites').insert(invite);

export const findInvite = (db: Executor, tokenHash: string, lock = false): Promise<InviteRow | undefined> => {
  const query = db('household_invites as i')
    .join('households as h', 'h.id', 'i.household_id')
    .leftJoin('users as u', 'u.id', 'i.created_by')
    .where('i.token_hash', tokenHash)
    .first(
      'i.id',
      'i.household_id',
      'h.name as household_name',
      'u.first_name as invited_by',
      'i.expires_at',
      'i.used_at',
    );
  return lock ? query.forUpdate('i') : query;
};

export const useInvite = (db: Executor, inviteId: string, userId: string) =>
  db('household_invites')
    .where({ id: inviteId })
    .whereNull('used_at')
    .update({ used_at: db.fn.now(), used_by: userId });

export const renameHousehold = (db: Executor, householdId: string, name: string) =>
  db('households').where({ id: householdId }).update({ name });

/** Unused links stop working: a revoked one then answers like a forged one. */
export const deleteOpenInvites = (db: Executor, householdId: string): Promise<number> =>
  db('household_invites').where({ household_id: householdId }).whereNull('used_at').del();
