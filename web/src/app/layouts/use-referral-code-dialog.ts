import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { openLoginDialog } from "../../stores/account-dialogs.ts";
import { getToken } from "../../stores/auth.ts";
import { REFERRAL_CODE_QUERY, rememberReferralCode } from "../../stores/referral-code.ts";

/**
 * A referral_code in the address of any page is kept for the sign-up form and opens the login dialog
 * on its Sign up tab (a logged-in user already has an account, so nothing opens for them).
 */
export function useReferralCodeDialog() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get(REFERRAL_CODE_QUERY);
  useEffect(() => {
    if (!code) return;
    rememberReferralCode(code);
    if (getToken() === null) openLoginDialog({ tab: "signup" });
  }, [code]);
}
