import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyExpertQuestion } from '@common/contracts/expert.schema';
import { apiGet } from '../../../lib/api';

const MY_QUESTIONS_URL = '/api/cooking-expert/questions';

/** GET /api/cooking-expert/questions: the cook's own questions, newest first. */
export const getMyQuestions = async () => (await apiGet<{ questions: MyExpertQuestion[] }>(MY_QUESTIONS_URL)).questions;

export const myQuestionsQueryOptions = queryOptions({ queryKey: [MY_QUESTIONS_URL], queryFn: getMyQuestions });

export const useMyQuestions = (enabled: boolean) => useQuery({ ...myQuestionsQueryOptions, enabled });
