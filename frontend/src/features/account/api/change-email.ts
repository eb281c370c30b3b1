import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailRequest } from '@common/contracts/account.schema';
import { apiRequest } from '../../../lib/api';

/**
 * POST /api/account/email → 202 { message }: a link goes to the new address (the change applies when
 * it is opened, at /verify-email) and a notice to the current one.
 */
export const useChangeEmail = () =>
  useMutation({
    mutationFn: (input: ChangeEmailRequest) => apiRequest<{ message: string }>('POST', '/api/account/email', input),
  });
