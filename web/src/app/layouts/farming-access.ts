/** The farming page open without a wallet and a login (spec §2). */
export const OPEN_FARMING_PATH = "/farm/lottery";

/** Farming pages need a connected wallet and a login token, except the lottery. */
export function needsWalletPrompt({ pathname, walletAddress, token }: { pathname: string; walletAddress?: string; token: string | null }) {
  if (pathname.replace(/\/+$/, "") === OPEN_FARMING_PATH) return false;
  return !walletAddress || !token;
}
