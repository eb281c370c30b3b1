import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@common/contracts/account.schema';
import { apiRequest } from '../../../lib/api';

/**
 * DELETE /api/account → 204: personal data removed at once, reviews kept without the author's name,
 * a Premium subscription cancelled, a confirmation mailed. The session ends with the account.
 * `{ password }`, or `{ confirm: 'DELETE' }` for an account that signs in through the provider only
 * (which must have signed in recently: 403 `recent_sign_in_required` otherwise).
 */
export const useDeleteAccount = () =>
  useMutation({ mutationFn: (input: DeleteAccountRequest) => apiRequest<void>('DELETE', '/api/account', input) });
