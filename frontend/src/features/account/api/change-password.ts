import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@common/contracts/account.schema';
import { apiRequest } from '../../../lib/api';
import { sessionsQueryOptions } from './sessions';

/**
 * POST /api/account/password → 204. Every other session ends (the device list shrinks to this one);
 * a wrong current password is a 403 `invalid_password`.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) => apiRequest<void>('POST', '/api/account/password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}
