import { EXPERT_ANSWER_WITHIN_HOURS } from '@common/contracts/expert';
import { type AdminExpertQuestion, type MyExpertQuestion } from '@common/contracts/expert.schema';
import type { ExpertQuestionRow } from './expert.repository';

export const presentMyQuestion = (row: ExpertQuestionRow): MyExpertQuestion => ({
  id: row.id,
  name: row.name,
  category: row.category,
  question: row.question,
  status: row.status,
  answer: row.answer,
  askedAt: row.created_at.toISOString(),
  answeredAt: row.answered_at?.toISOString() ?? null,
});

/** Hours waiting: until the answer, or until now while open (one decimal). */
export function hoursWaiting(row: Pick<ExpertQuestionRow, 'created_at' | 'answered_at'>, now = new Date()): number {
  const end = row.answered_at ?? now;
  return Math.round(((end.getTime() - row.created_at.getTime()) / 3_600_000) * 10) / 10;
}

export const presentAdminQuestion = (row: ExpertQuestionRow, now = new Date()): AdminExpertQuestion => {
  const hours = hoursWaiting(row, now);
  return {
    ...presentMyQuestion(row),
    userId: row.user_id,
    hoursWaiting: hours,
    overdue:
      row.status === 'asked' && now.getTime() - row.created_at.getTime() > EXPERT_ANSWER_WITHIN_HOURS * 3_600_000,
    remindedAt: row.reminded_at?.toISOString() ?? null,
  };
};
