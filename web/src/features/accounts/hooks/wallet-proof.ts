import { PRODUCT_NAME } from "@openpawn/shared/constants";
import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import { hideBlocking, showBlocking } from "../../../stores/feedback.ts";
import { accountsApi } from "../api/accounts-api.ts";
import { rememberWalletToken, startSession } from "../../../lib/session.ts";

/** What the wallet signs for: its address and its signature of the server's one-time message. */
export interface WalletSignature {
  walletAddress: `0x${string}`;
  signature: string;
}

/** GET users/nonce answers the message in data (some servers nest it once more as data.data). */
function messageOf(answer: unknown): string {
  if (typeof answer === "string") return answer;
  if (answer && typeof answer === "object") {
    const nested = (answer as { data?: unknown; message?: unknown; nonce?: unknown }).data ?? (answer as { message?: unknown }).message;
    if (typeof nested === "string") return nested;
  }
  throw new Error("The server sent no message to sign");
}

/** The server's one-time message for `address` to sign (GET users/nonce). */
export async function fetchServerMessage(address: `0x${string}`): Promise<string> {
  return messageOf(await accountsApi.nonce(address));
}

/** The server's message, signed by the wallet (rejects when the user refuses to sign). */
async function signServerMessage(address: `0x${string}`, signMessage: (message: string) => Promise<string>): Promise<WalletSignature> {
  const message = await fetchServerMessage(address);
  return { walletAddress: address, signature: await signMessage(message) };
}

/**
 * The signed-in session proves `address` (POST users/refresh_token with the signature): its renewed access token is
 * kept as the session's token and as lastToken, the proof the link asks for. The persistent 'Please sign wallet…'
 * dialog shows meanwhile. Rejects when the user refuses to sign or the server refuses the wallet.
 */
export async function bindWalletToSession(address: `0x${string}`, signMessage: (message: string) => Promise<string>): Promise<string> {
  showBlocking(WALLET_MESSAGES.signing(PRODUCT_NAME));
  try {
    const tokens = await accountsApi.refreshWithSignature(await signServerMessage(address, signMessage));
    startSession(tokens);
    rememberWalletToken(tokens.access_token);
    return tokens.access_token;
  } finally {
    hideBlocking();
  }
}
