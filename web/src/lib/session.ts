import { ACCOUNTS_ENDPOINTS } from "@openpawn/shared/accounts/endpoints";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { getToken, logout, setToken } from "../stores/auth.ts";
import { callEndpoint } from "./endpoint-call.ts";

/** Loaded with the first call: the shell ends sessions, and the endpoints' schemas stay out of the first load (decision 0019). */

/** A login succeeded: the access token is kept (the refresh token travels in its http-only cookie). */
export function startSession(tokens: { access_token: string }): void {
  setToken(tokens.access_token);
}

/** The wallet session's access token (spec §9 lastToken): proof of the wallet when it is linked to an e-mail. */
export function rememberWalletToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.lastToken, token);
}

export function getWalletToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.lastToken);
}

/**
 * Ends the session on the server (best effort: an expired session is over anyway), then forgets the token. Every
 * logout goes through here — the menu's, the wallet's, a changed wallet account's — so that none leaves the refresh
 * cookie alive on the server. When it was the wallet session, lastToken goes too: the server revoked it, it proves
 * nothing any more.
 */
export async function endSession(): Promise<void> {
  const token = getToken();
  // PUT users/logout (spec §4): the server revokes the session and its refresh cookie.
  if (token !== null) await callEndpoint(ACCOUNTS_ENDPOINTS.logout).catch(() => undefined);
  if (token !== null && token === getWalletToken()) localStorage.removeItem(STORAGE_KEYS.lastToken);
  logout();
}
