import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Household, HouseholdState } from '@common/contracts/household.schema';
import { apiGet, apiRequest } from '../../../lib/api';
import { householdSharedQueryKeys, useHouseholdState } from '../../../lib/household-shared-keys';
import { HOUSEHOLD_QUERY_KEY } from '../../../lib/query-keys';

export type { Household };
export type HouseholdMember = Household['members'][number];

const HOUSEHOLD_URL = '/api/household';
const householdKey = HOUSEHOLD_QUERY_KEY;

/** GET /api/household: the cook's household, or null. */
export const useHousehold = useHouseholdState;

/** GET /api/household/invite: whose household a link is for (no retry: a bad link stays bad). */
export const useInvitePreview = (token: string | null) =>
  useQuery({
    queryKey: [HOUSEHOLD_URL, 'invite', token],
    queryFn: () =>
      apiGet<{ householdName: string; invitedBy: string; expiresAt: string }>(
        `${HOUSEHOLD_URL}/invite?token=${encodeURIComponent(token ?? '')}`,
      ),
    enabled: token !== null,
    retry: false,
  });

/** A change of membership: the household, and the list and week it shares, are refetched. */
function useMembershipMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all(
        [householdKey, ...householdSharedQueryKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

export const useCreateHousehold = () =>
  useMembershipMutation((name: string) => apiRequest<Household>('POST', HOUSEHOLD_URL, { name }));

/** PATCH /api/household: a new name (the owner only); every open screen of the household hears of it. */
export function useRenameHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest<Household>('PATCH', HOUSEHOLD_URL, { name }),
    onSuccess: (household) => queryClient.setQueryData<HouseholdState>(householdKey, { household }),
  });
}

export const useJoinHousehold = () =>
  useMembershipMutation((token: string) => apiRequest<Household>('POST', `${HOUSEHOLD_URL}/join`, { token }));

export const useRemoveMember = () =>
  useMembershipMutation((userId: string) =>
    apiRequest<void>('DELETE', `${HOUSEHOLD_URL}/members/${encodeURIComponent(userId)}`),
  );

export const useLeaveHousehold = () => useMembershipMutation(() => apiRequest<void>('POST', `${HOUSEHOLD_URL}/leave`));

/** POST /api/household/invites: a fresh single-use link (the owner only). */
export const useCreateInvite = () =>
  useMutation({ mutationFn: () => apiRequest<{ url: string; expiresAt: string }>('POST', `${HOUSEHOLD_URL}/invites`) });

/** DELETE /api/household/invites: every link not yet used stops working (the owner only). */
export const useRevokeInvites = () =>
  useMutation({ mutationFn: () => apiRequest<void>('DELETE', `${HOUSEHOLD_URL}/invites`) });
