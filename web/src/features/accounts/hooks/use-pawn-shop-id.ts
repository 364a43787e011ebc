import { useAuthToken } from "../../../stores/auth.ts";
import { useProfile } from "./use-profile.ts";

/** The pawnShop id of the logged-in user's profile (spec §3): set when the user is already a lender. */
export function usePawnShopId(): number | undefined {
  const token = useAuthToken();
  const { data } = useProfile();
  if (token === null) return undefined;
  return data?.pawnShop ?? undefined;
}
