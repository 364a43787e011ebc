import { PRODUCT_NAME } from "@openpawn/shared/constants";
import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { getToken } from "../../../stores/auth.ts";
import { hideBlocking, showBlocking, showMessage } from "../../../stores/feedback.ts";
import { accountsApi } from "../api/accounts-api.ts";
import { isMaintenance, loginErrorMessage } from "../api/error-messages.ts";
import { openAccountFlowDialog } from "../stores/account-flow-dialogs.ts";
import type { WalletBridge } from "../wallet-bridge.tsx";
import { endSession, rememberWalletToken, startSession } from "../../../lib/session.ts";
import { offerWalletLink, refuseWalletLink } from "./wallet-link.ts";
import { fetchServerMessage, type WalletSignature } from "./wallet-proof.ts";

export interface WalletSignInDeps {
  address: `0x${string}`;
  /** personal_sign of the server's message by the connected wallet; rejects when the user refuses. */
  signMessage: (message: string) => Promise<string>;
  bridge: WalletBridge;
}

let running: Promise<boolean> | null = null;

/**
 * Wallet login (spec §4): fetch the message, ask the wallet to sign it while a persistent dialog says
 * 'Please sign wallet to use OpenPawn services', then log in with the signature. A user who is already logged in
 * (e-mail, social) renews the session with it instead, which binds the wallet to the session, and is then offered
 * the link of the wallet to the account, as after a password login (decision 0043). The wallet session's token
 * becomes lastToken and the signed flag is set. Refusing to sign removes the wallet address and logs out.
 * One run at a time; resolves whether the wallet is signed in.
 */
export function signInWithWallet(deps: WalletSignInDeps): Promise<boolean> {
  running ??= run(deps).finally(() => {
    running = null;
  });
  return running;
}

/** A refusal of the link check's kind: the wallet is kept by another account (409). */
const isKeptByAnotherAccount = (error: unknown) => error instanceof ApiRequestError && error.status === 409;

async function run({ address, signMessage, bridge }: WalletSignInDeps): Promise<boolean> {
  showBlocking(WALLET_MESSAGES.signing(PRODUCT_NAME));
  let signed: WalletSignature;
  try {
    const message = await fetchServerMessage(address);
    try {
      signed = { walletAddress: address, signature: await signMessage(message) };
    } catch {
      hideBlocking();
      await bridge.removeWallet();
      await endSession();
      void showMessage({ variant: "info", text: WALLET_MESSAGES.signingRefused });
      return false;
    }
    const signedIn = getToken() !== null;
    const tokens = signedIn ? await accountsApi.refreshWithSignature(signed) : await accountsApi.walletLogin(signed);
    startSession(tokens);
    rememberWalletToken(tokens.access_token);
    bridge.setSigned(true);
    if (!signedIn) return true;
    hideBlocking();
    return await offerLinkToAccount({ address, signMessage, bridge });
  } catch (error) {
    hideBlocking();
    if (isKeptByAnotherAccount(error)) return refuseWalletLink(error, bridge);
    await bridge.removeWallet();
    if (isMaintenance(error)) openAccountFlowDialog({ kind: "maintenance" });
    else void showMessage({ variant: "error", text: loginErrorMessage(error) });
    return false;
  } finally {
    hideBlocking();
  }
}

/**
 * Offers the link of a wallet the signed-in session just proved to the account. An account without an e-mail has
 * none to name (a wallet account signs in with its own wallet, which is linked): there is nothing to offer.
 */
async function offerLinkToAccount(deps: WalletSignInDeps): Promise<boolean> {
  const { email } = await accountsApi.profile();
  return email ? offerWalletLink({ ...deps, email }) : true;
}

/** Link this wallet (a page's request, decision 0043): the connected wallet is linked without asking again. */
export async function linkWithoutAsking(deps: WalletSignInDeps): Promise<boolean> {
  const { email } = await accountsApi.profile();
  return email ? offerWalletLink({ ...deps, email, ask: false }) : false;
}
