import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { DEFAULT_PAGE_SIZE } from "@openpawn/shared/constants";
import { useAuthToken } from "../../../stores/auth.ts";
import type { OwnProfile } from "@openpawn/shared/profile/schemas/profile";
import { profileApi } from "../api/profile-api.ts";
import { retryServerFailures } from "../../../lib/query-retry.ts";

export interface PublicProfileQuery {
  type?: string;
  userId?: string;
  walletAddress?: string;
}

/**
 * Server state of the profile pages. The own profile is cached under ["user", "profile", ...] so that one
 * invalidation of that prefix refreshes every copy (the header's included); the key carries the access
 * token, so a second user in the same tab never sees the first one's cached profile.
 */
export const profileKeys = {
  all: ["user", "profile"] as const,
  mine: (token: string | null) => ["user", "profile", "mine", token] as const,
  public: (query: PublicProfileQuery) => ["user", "public-profile", query] as const,
  referrals: (token: string | null, page: number) => ["user", "referrals", token, page] as const,
};

export function useMyProfile() {
  const token = useAuthToken();
  return useQuery({ retry: retryServerFailures, queryKey: profileKeys.mine(token), queryFn: profileApi.myProfile, enabled: token !== null });
}

function useRefreshProfile() {
  const queryClient = useQueryClient();
  const token = useAuthToken();
  return (changes: Partial<OwnProfile>) => {
    queryClient.setQueryData<OwnProfile>(profileKeys.mine(token), (current) => (current ? { ...current, ...changes } : current));
    return queryClient.invalidateQueries({ queryKey: profileKeys.all });
  };
}

export function useUpdateProfile() {
  const refresh = useRefreshProfile();
  return useMutation({ mutationFn: profileApi.updateProfile, onSuccess: (profile) => refresh(profile) });
}

export function useUploadAvatar() {
  const refresh = useRefreshProfile();
  return useMutation({ mutationFn: profileApi.uploadAvatar, onSuccess: (profile) => refresh(profile) });
}

export function usePublicProfile(query: PublicProfileQuery) {
  return useQuery({
    retry: retryServerFailures,
    queryKey: profileKeys.public(query),
    queryFn: () => profileApi.publicProfile(query),
    enabled: query.userId !== undefined || query.walletAddress !== undefined,
  });
}



export function useReferrals(page: number, size = DEFAULT_PAGE_SIZE) {
  const token = useAuthToken();
  return useQuery({
    retry: retryServerFailures,
    queryKey: profileKeys.referrals(token, page),
    queryFn: () => profileApi.referrals(page, size),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
