import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { getToken, logout, setToken } from "../../../stores/auth.ts";
import { accountsApi, type TokenPair } from "../api/accounts-api.ts";

/** A login succeeded: the access token is kept (the refresh token travels in its http-only cookie). */
export function startSession(tokens: TokenPair): void {
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
 * Ends the session on the server (best effort: an expired session is over anyway), then forgets the token.
 * When it was the wallet session, lastToken goes too: the server revoked it, it proves nothing any more.
 */
export async function endSession(): Promise<void> {
  const token = getToken();
  if (token !== null) await accountsApi.logout().catch(() => undefined);
  if (token !== null && token === getWalletToken()) localStorage.removeItem(STORAGE_KEYS.lastToken);
  logout();
}
