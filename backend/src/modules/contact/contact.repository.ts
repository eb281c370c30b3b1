import type { Executor } from '../../platform/db';
import { byTimeThenId, pageOfRows } from '../../platform/paged-query';

export interface ContactMessageRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  subject: string;
  message: string;
  ip: string | null;
  created_at: Date;
  emailed_at: Date | null;
}

export async function insertMessage(
  db: Executor,
  row: Pick<ContactMessageRow, 'first_name' | 'last_name' | 'email' | 'subject' | 'message' | 'ip'>,
): Promise<ContactMessageRow> {
  const [inserted] = await db('contact_messages').insert(row).returning('*');
  return inserted as ContactMessageRow;
}

export const findMessage = (db: Executor, id: string): Promise<ContactMessageRow | undefined> =>
  db('contact_messages').where({ id }).first();

export async function markEmailed(db: Executor, id: string): Promise<void> {
  await db('contact_messages').where({ id }).whereNull('emailed_at').update({ emailed_at: db.fn.now() });
}

export async function listMessages(
  db: Executor,
  filter: { notEmailed?: boolean },
  page: { page: number; limit: number },
) {
  const base = db('contact_messages').modify((query) => {
    if (filter.notEmailed) query.whereNull('emailed_at');
  });
  return pageOfRows<ContactMessageRow>(base, page, (rows) => rows.orderBy(byTimeThenId('created_at')));
}

export async function summary(db: Executor) {
  const counts = await db('contact_messages').first(
    db.raw('count(*)::int as total'),
    db.raw(`count(*) filter (where created_at > now() - interval '24 hours')::int as last24h`),
    db.raw('count(*) filter (where emailed_at is null)::int as not_emailed'),
  );
  const oldestNotEmailed: ContactMessageRow | undefined = await db('contact_messages')
    .whereNull('emailed_at')
    .orderBy('created_at')
    .first();
  const newest: ContactMessageRow | undefined = await db('contact_messages').orderBy('created_at', 'desc').first();
  return {
    total: Number(counts?.total ?? 0),
    last24h: Number(counts?.last24h ?? 0),
    notEmailed: Number(counts?.not_emailed ?? 0),
    oldestNotEmailed,
    newest,
  };
}
