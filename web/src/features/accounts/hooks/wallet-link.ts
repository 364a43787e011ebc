import { MASKED_EMAIL_VISIBLE_CHARS, SHORT_ADDRESS_CHARS_LINK_PROMPT } from "@openpawn/shared/constants";
import { maskEmail, shortenAddress } from "@openpawn/shared/format";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { ACCOUNT_MESSAGES } from "@openpawn/shared/accounts/messages";
import { DIALOG_MESSAGES, ERROR_PAGE_MESSAGES } from "@openpawn/shared/platform/messages";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { confirm, showMessage } from "../../../stores/feedback.ts";
import { accountsApi } from "../api/accounts-api.ts";
import type { WalletBridge } from "../wallet-bridge.tsx";
import { endSession, getWalletToken } from "../../../lib/session.ts";
import { bindWalletToSession } from "./wallet-proof.ts";

/** The link endpoint's answer when lastToken proves nothing (a wallet session that has ended). */
const WALLET_PROOF_INVALID = ACCOUNTS_ERRORS.walletProofInvalid.code;

/** The wallet-e-mail check of the password login (type 2 in the login flow, spec §3). */
export const CHECK_VALIDATE_LOGIN_TYPE = 2;

export interface WalletLinkRequest {
  /** The account's e-mail: the check names it, the prompt shows it masked. */
  email: string;
  address: `0x${string}`;
  bridge: WalletBridge;
  /** Signs a fresh proof when lastToken is missing or its session has ended. */
  signMessage: (message: string) => Promise<string>;
  /** Ask 'Do you want to link…?' first (the sign-in flows); false when the user already asked (Link this wallet). */
  ask?: boolean;
}

/** The wallet is removed and the user logged out: what the spec does when the link does not happen. */
async function dropWalletAndSession(bridge: WalletBridge): Promise<false> {
  await bridge.removeWallet();
  await endSession();
  return false;
}

/**
 * A wallet the service refuses to link (it belongs to another account): 'Oopps...!' with the first error code, the
 * wallet removed, logged out (spec §4, §8). Resolves false.
 */
export async function refuseWalletLink(error: unknown, bridge: WalletBridge): Promise<false> {
  const code = error instanceof ApiRequestError ? (error.errorCodes[0] ?? error.message) : DIALOG_MESSAGES.errorDefault;
  await dropWalletAndSession(bridge);
  void showMessage({ variant: "error", text: ERROR_PAGE_MESSAGES.title, description: code });
  return false;
}

/**
 * Links the connected wallet to the signed-in account, in either order of signing in (spec §4, decision 0043):
 * GET users/check-validate; a userId means it is linked already. Otherwise 'Do you want to link the address … to
 * the email …?'; yes links it with lastToken as the proof, or — when that wallet session has ended or never was —
 * with the session bound to the wallet by a fresh signature. Declining, a refused check or a refused link removes
 * the wallet and logs out. Resolves whether the user may proceed.
 */
export async function offerWalletLink({ email, address, bridge, signMessage, ask = true }: WalletLinkRequest): Promise<boolean> {
  let answer: Awaited<ReturnType<typeof accountsApi.checkValidate>>;
  try {
    answer = await accountsApi.checkValidate({ email, type: CHECK_VALIDATE_LOGIN_TYPE, walletAddress: address });
  } catch (error) {
    return refuseWalletLink(error, bridge);
  }
  if (answer.userId !== null) return true;

  if (ask) {
    const linkIt = await confirm({
      title: ACCOUNT_MESSAGES.linkWalletTitle,
      description: ACCOUNT_MESSAGES.linkWalletPrompt(
        shortenAddress(address, SHORT_ADDRESS_CHARS_LINK_PROMPT),
        maskEmail(email, MASKED_EMAIL_VISIBLE_CHARS),
      ),
      buttonText: ACCOUNT_MESSAGES.linkWalletButton,
      showCancel: true,
    });
    if (!linkIt) return dropWalletAndSession(bridge);
  }
  const link = (lastToken: string) => accountsApi.linkWallet({ walletAddress: address, lastToken });
  try {
    const lastToken = getWalletToken();
    try {
      if (lastToken === null) throw new ApiRequestError(403, "no wallet session", [WALLET_PROOF_INVALID]);
      await link(lastToken);
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.errorCodes.includes(WALLET_PROOF_INVALID))) throw error;
      await link(await bindWalletToSession(address, signMessage));
    }
    return true;
  } catch (error) {
    const code = error instanceof ApiRequestError ? error.message : undefined;
    await dropWalletAndSession(bridge);
    void showMessage({ variant: "error", text: code ?? DIALOG_MESSAGES.errorDefault });
    return false;
  }
}
