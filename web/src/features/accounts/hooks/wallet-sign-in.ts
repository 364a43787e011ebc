import { PRODUCT_NAME } from "@openpawn/shared/constants";
import { MESSAGES } from "@openpawn/shared/messages";
import { getToken } from "../../../stores/auth.ts";
import { hideBlocking, showBlocking, showMessage } from "../../../stores/feedback.ts";
import { accountsApi } from "../api/accounts-api.ts";
import { isMaintenance, loginErrorMessage } from "../api/error-messages.ts";
import { openAccountFlowDialog } from "../stores/account-flow-dialogs.ts";
import type { WalletBridge } from "../wallet-bridge.tsx";
import { endSession, rememberWalletToken, startSession } from "./session.ts";

export interface WalletSignInDeps {
  address: `0x${string}`;
  /** personal_sign of the server's message by the connected wallet; rejects when the user refuses. */
  signMessage: (message: string) => Promise<string>;
  bridge: WalletBridge;
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

let running: Promise<boolean> | null = null;

/**
 * Wallet login (spec §4): fetch the message, ask the wallet to sign it while a persistent dialog says
 * 'Please sign wallet to use OpenPawn services', then log in with the signature, or, for a user who is
 * already logged in, renew the session with it. The wallet session's token becomes lastToken and the
 * signed flag is set. Refusing to sign removes the wallet address and logs out. One run at a time.
 */
export function signInWithWallet(deps: WalletSignInDeps): Promise<boolean> {
  running ??= run(deps).finally(() => {
    running = null;
  });
  return running;
}

async function run({ address, signMessage, bridge }: WalletSignInDeps): Promise<boolean> {
  showBlocking(MESSAGES.wallet.signing(PRODUCT_NAME));
  let signature: string;
  try {
    const message = messageOf(await accountsApi.nonce(address));
    try {
      signature = await signMessage(message);
    } catch {
      hideBlocking();
      await bridge.removeWallet();
      await endSession();
      void showMessage({ variant: "error", text: MESSAGES.wallet.signingRefused });
      return false;
    }
    const payload = { walletAddress: address, signature };
    const tokens = getToken() ? await accountsApi.refreshWithSignature(payload) : await accountsApi.walletLogin(payload);
    startSession(tokens);
    rememberWalletToken(tokens.access_token);
    bridge.setSigned(true);
    return true;
  } catch (error) {
    hideBlocking();
    await bridge.removeWallet();
    if (isMaintenance(error)) openAccountFlowDialog({ kind: "maintenance" });
    else void showMessage({ variant: "error", text: loginErrorMessage(error) });
    return false;
  } finally {
    hideBlocking();
  }
}

/**
 * A fresh proof that the user controls `address`, for linking it to the e-mail account: the wallet signs
 * the server's message and the wallet login's token becomes lastToken, without replacing the current
 * session. Needed when the earlier wallet session has ended (a logout revokes it on the server).
 * Rejects when the user refuses to sign or the server refuses.
 */
export async function proveWallet({ address, signMessage }: Omit<WalletSignInDeps, "bridge">): Promise<string> {
  showBlocking(MESSAGES.wallet.signing(PRODUCT_NAME));
  try {
    const message = messageOf(await accountsApi.nonce(address));
    const signature = await signMessage(message);
    const tokens = await accountsApi.walletLogin({ walletAddress: address, signature });
    rememberWalletToken(tokens.access_token);
    return tokens.access_token;
  } finally {
    hideBlocking();
  }
}
