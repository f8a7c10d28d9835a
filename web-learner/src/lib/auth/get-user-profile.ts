import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth/session-store';
import { queryRoots } from '@/lib/query-keys';
import type { UserProfile } from '@/types/api';

/** GET /api/users/getuserbyid/{userId}: the learner with subscriptions, purchase orders and quiz lists. */
export const getUserProfile = (userId: string): Promise<UserProfile> =>
  api.get<UserProfile>(`/users/getuserbyid/${encodeURIComponent(userId)}`);

export const getUserProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [queryRoots.profile, userId],
    queryFn: () => getUserProfile(userId),
    staleTime: 30_000,
  });

/** The signed-in learner's profile (disabled for a visitor). Shared: the quiz list, dashboard and plans read it. */
export function useUserProfile() {
  const user = useCurrentUser();
  return useQuery({ ...getUserProfileQueryOptions(user?._id ?? ''), enabled: !!user });
}
