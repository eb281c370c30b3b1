import type { Knex } from 'knex';
import type { Executor } from '../../platform/db';
import { byTimeThenId, pageOfRows } from '../../platform/paged-query';

export interface AdminUserRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  email_verified_at: Date | null;
  created_at: Date;
  is_premium: boolean;
}

/** Rows that exist exactly when the user in the given column is Premium (the subscriptions module's rule). */
export type PremiumSubquery = (userIdColumn: string) => Knex.QueryBuilder;

// The expression users_search_trgm_idx indexes (migration 20261126010000): keep the two identical.
const SEARCHABLE = `lower(email || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`;

/** `like` treats % and _ as wildcards and \ as the escape: a search for "a_b" means those characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A page of users, newest first, whose e-mail or name contains `search` (case-insensitive). */
export async function listUsers(
  db: Executor,
  filter: { search?: string },
  page: { page: number; pageSize: number },
  premium: PremiumSubquery,
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const base = db('users').modify((query) => {
    if (filter.search) query.whereRaw(`${SEARCHABLE} like '%' || lower(?) || '%'`, [escapeLike(filter.search)]);
  });
  return pageOfRows<AdminUserRow>(base, { page: page.page, limit: page.pageSize }, (rows) =>
    rows
      .orderBy(byTimeThenId('created_at'))
      .select(
        'id',
        'email',
        'first_name',
        'last_name',
        'email_verified_at',
        'created_at',
        db.raw('exists (?) as is_premium', [premium('users.id')]),
      ),
  );
}

export const findUser = (
  db: Executor,
  id: string,
): Promise<Pick<AdminUserRow, 'id' | 'email' | 'email_verified_at'> | undefined> =>
  db('users').where({ id }).first('id', 'email', 'email_verified_at');
