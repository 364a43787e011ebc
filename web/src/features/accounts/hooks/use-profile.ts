import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAuthToken } from "../../../stores/auth.ts";
import { accountsApi } from "../api/accounts-api.ts";

/** GET users/profile of the logged-in user, cached per access token's user. */
export const profileQuery = () => queryOptions({ queryKey: ["user", "profile"], queryFn: accountsApi.profile, staleTime: 60_000 });

export function useProfile() {
  const token = useAuthToken();
  return useQuery({ ...profileQuery(), enabled: token !== null });
}
