import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api';

/** The 16 question categories (spec section 3), exactly as the server expects them. */
export const EXPERT_CATEGORIES = [
  'Knife Skills & Cutting Techniques',
  'Cooking Methods & Techniques',
  'Baking & Pastry',
  'Sauce Making & Emulsions',
  'Meat Preparation & Cooking',
  'Seafood & Fish Preparation',
  'Vegetable Preparation',
  'Ingredient Substitutions',
  'Recipe Modifications & Scaling',
  'Kitchen Equipment & Tools',
  'Food Safety & Storage',
  'Seasoning & Flavor Pairing',
  'Meal Planning & Prep',
  'Dietary Restrictions & Allergies',
  'Presentation & Plating',
  'Other',
] as const;

export interface ExpertQuestion {
  id: number | string;
  question: string;
  category: string;
  status: string;
  answer: string | null;
  createdAt: string;
  answeredAt: string | null;
}

const myQuestionsKey = ['/api/cooking-expert/questions'];

export function useMyQuestions(enabled: boolean) {
  return useQuery({
    queryKey: myQuestionsKey,
    queryFn: async () => {
      const response = await apiGet<{ questions: ExpertQuestion[] } | ExpertQuestion[]>(
        '/api/cooking-expert/questions',
      );
      return Array.isArray(response) ? response : response.questions;
    },
    enabled,
  });
}

export function useSubmitQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { question: string; name: string; category: string }) =>
      apiRequest('POST', '/api/cooking-expert/submit', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myQuestionsKey }),
  });
}

export interface AnswerTask {
  question: string;
  name: string;
  category: string;
  askedAt: string;
  aiDraft: string;
}

export const useAnswerTask = (token: string) =>
  useQuery({
    queryKey: ['/api/expert/answer', token],
    queryFn: () => apiGet<AnswerTask>(`/api/expert/answer/${encodeURIComponent(token)}`),
  });

export const useSubmitAnswer = (token: string) =>
  useMutation({
    mutationFn: (answer: string) => apiRequest('POST', `/api/expert/answer/${encodeURIComponent(token)}`, { answer }),
  });
