/** The referral_code of the page that brought the visitor, kept for the sign-up form of this session. */

const SESSION_KEY = "referral_code";

export const REFERRAL_CODE_QUERY = "referral_code";

export function rememberReferralCode(code: string): void {
  sessionStorage.setItem(SESSION_KEY, code);
}

export function getReferralCode(): string | null {
  return sessionStorage.getItem(SESSION_KEY);
}
