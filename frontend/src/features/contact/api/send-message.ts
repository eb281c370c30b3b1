import { useMutation } from '@tanstack/react-query';
import type { ContactAccepted, ContactRequest } from '@common/contracts/contact.schema';
import { apiRequest } from '../../../lib/api';

export type ContactMessage = ContactRequest;

/** POST /api/contact (public): the message is stored and mailed to the team. */
export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (input: ContactRequest) => apiRequest<ContactAccepted>('POST', '/api/contact', input),
  });
