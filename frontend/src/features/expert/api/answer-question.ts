import { useMutation, useQuery } from '@tanstack/react-query';
import type { ExpertAnswerPage, ExpertAnswerSaved } from '@common/contracts/expert.schema';
import { apiGet, apiRequest } from '../../../lib/api';

const answerUrl = (token: string) => `/api/expert/answer/${encodeURIComponent(token)}`;

/** GET /api/expert/answer/:token: the question behind an expert's one-time link. */
export const useAnswerTask = (token: string) =>
  useQuery({
    queryKey: ['/api/expert/answer', token],
    queryFn: () => apiGet<ExpertAnswerPage>(answerUrl(token)),
  });

/** POST /api/expert/answer/:token: the expert's answer, mailed to the cook. */
export const useSubmitAnswer = (token: string) =>
  useMutation({
    mutationFn: (answer: string) => apiRequest<ExpertAnswerSaved>('POST', answerUrl(token), { answer }),
  });
