import type { ExpertCategory, ExpertQuestionStatus } from '@common/contracts/expert';
import type { Executor } from '../../platform/db';
import { byTimeThenId } from '../../platform/paged-query';

export interface ExpertQuestionRow {
  id: string;
  user_id: string;
  name: string;
  category: ExpertCategory;
  question: string;
  status: ExpertQuestionStatus;
  answer: string | null;
  ai_draft: string | null;
  answer_token_hash: string | null;
  answer_token_nonce: string;
  origin: string;
  answered_at: Date | null;
  reminded_at: Date | null;
  created_at: Date;
}

export async function insertQuestion(
  db: Executor,
  row: Pick<
    ExpertQuestionRow,
    'id' | 'user_id' | 'name' | 'category' | 'question' | 'answer_token_hash' | 'answer_token_nonce' | 'origin'
  >,
): Promise<ExpertQuestionRow> {
  const [inserted] = await db('expert_questions').insert(row).returning('*');
  return inserted as ExpertQuestionRow;
}

export const findQuestion = (db: Executor, id: string): Promise<ExpertQuestionRow | undefined> =>
  db('expert_questions').where({ id }).first();

export const findByTokenHash = (db: Executor, tokenHash: string): Promise<ExpertQuestionRow | undefined> =>
  db('expert_questions').where({ answer_token_hash: tokenHash }).first();

/** Owner-scoped: a user sees only their own questions. */
export const questionsOf = (db: Executor, userId: string): Promise<ExpertQuestionRow[]> =>
  db('expert_questions').where({ user_id: userId }).orderBy(byTimeThenId('created_at'));

/** Answers once: only while the question is still open. */
export async function saveAnswer(db: Executor, tokenHash: string, answer: string) {
  const [row] = await db('expert_questions')
    .where({ answer_token_hash: tokenHash, status: 'asked' })
    .update({ status: 'answered', answer, answered_at: db.fn.now() })
    .returning('*');
  return row as ExpertQuestionRow | undefined;
}

export async function saveDraft(db: Executor, id: string, draft: string): Promise<void> {
  await db('expert_questions').where({ id }).whereNull('ai_draft').update({ ai_draft: draft });
}

/** Claims open questions older than `hours` that were never reminded about (marks them reminded). */
export async function claimDueReminders(db: Executor, hours: number, limit = 100): Promise<ExpertQuestionRow[]> {
  const due = await db('expert_questions')
    .where({ status: 'asked' })
    .whereNull('reminded_at')
    .where('created_at', '<', db.raw(`now() - make_interval(hours => ?)`, [hours]))
    .orderBy('created_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .select('id');
  if (due.length === 0) return [];
  return db('expert_questions')
    .whereIn(
      'id',
      due.map((row: { id: string }) => row.id),
    )
    .update({ reminded_at: db.fn.now() })
    .returning('*');
}

export async function listQuestions(
  db: Executor,
  filter: { status?: 'asked' | 'answered' | 'overdue'; overdueHours: number },
  page: { page: number; limit: number },
): Promise<{ rows: ExpertQuestionRow[]; total: number }> {
  const base = db('expert_questions').modify((query) => {
    if (filter.status === 'overdue') {
      query
        .where({ status: 'asked' })
        .where('created_at', '<', db.raw(`now() - make_interval(hours => ?)`, [filter.overdueHours]));
    } else if (filter.status) query.where({ status: filter.status });
  });
  const [rows, counted] = await Promise.all([
    base
      .clone()
      // Open questions first, oldest first (the queue); then answered ones, newest first.
      .orderByRaw(`(status = 'asked') desc, case when status = 'asked' then created_at end asc, created_at desc, id`)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    base.clone().count({ n: '*' }).first(),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function openSummary(db: Executor, overdueHours: number) {
  const counts = await db('expert_questions')
    .where({ status: 'asked' })
    .first(
      db.raw('count(*)::int as unanswered'),
      db.raw(`count(*) filter (where created_at < now() - make_interval(hours => ?))::int as overdue`, [overdueHours]),
    );
  const oldest: ExpertQuestionRow | undefined = await db('expert_questions')
    .where({ status: 'asked' })
    .orderBy('created_at')
    .first();
  return { unanswered: Number(counts?.unanswered ?? 0), overdue: Number(counts?.overdue ?? 0), oldest };
}

/** Where the asker's mail goes (identity table, read-only; see reviews.repository). */
export const findUserContact = (
  db: Executor,
  userId: string,
): Promise<{ email: string; first_name: string | null } | undefined> =>
  db('users').where({ id: userId }).first('email', 'first_name');
