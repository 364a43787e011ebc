/** The farming page open without a wallet and a login (spec §2). */
export const OPEN_FARMING_PATH = "/farm/lottery";

/**
 * Farming pages need a connected wallet and a login token, except the lottery. A page of an area not built yet
 * (`comingSoon`) says so at once: asking for a wallet first would only lead to "coming soon".
 */
export function needsWalletPrompt({ pathname, walletAddress, token, comingSoon }: { pathname: string; walletAddress?: string; token: string | null; comingSoon: boolean }) {
  if (comingSoon || pathname.replace(/\/+$/, "") === OPEN_FARMING_PATH) return false;
  return !walletAddress || !token;
}
