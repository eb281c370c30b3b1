import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
}

export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (input: ContactMessage) => apiRequest<{ message: string }>('POST', '/api/contact', input),
  });
