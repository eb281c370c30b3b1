import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpertQuestionRequest, ExpertQuestionSubmitted } from '@common/contracts/expert.schema';
import { apiRequest } from '../../../lib/api';
import { myQuestionsQueryOptions } from './get-my-questions';

/** POST /api/cooking-expert/submit: a Premium cook's question, answered by e-mail. */
export function useSubmitQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExpertQuestionRequest) =>
      apiRequest<ExpertQuestionSubmitted>('POST', '/api/cooking-expert/submit', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myQuestionsQueryOptions.queryKey }),
  });
}
