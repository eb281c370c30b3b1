import type { ChangePasswordRequest } from '@common/contracts/account.schema';
import { apiRequest } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { sessionsQueryOptions } from './sessions';

/**
 * POST /api/account/password → 204. Every other session ends (the device list shrinks to this one);
 * a wrong current password is a 403 `invalid_password`.
 */
export const useChangePassword = () =>
  useRefreshingMutation(
    (input: ChangePasswordRequest) => apiRequest<void>('POST', '/api/account/password', input),
    sessionsQueryOptions.queryKey,
  );
