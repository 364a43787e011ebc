import { MASKED_EMAIL_VISIBLE_CHARS, SHORT_ADDRESS_CHARS_LINK_PROMPT } from "@openpawn/shared/constants";
import { maskEmail, shortenAddress } from "@openpawn/shared/format";
import { MESSAGES } from "@openpawn/shared/messages";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { confirm, showMessage } from "../../../stores/feedback.ts";
import { accountsApi } from "../api/accounts-api.ts";
import type { WalletBridge } from "../wallet-bridge.tsx";
import { endSession, getWalletToken } from "./session.ts";
import { proveWallet } from "./wallet-sign-in.ts";

/** The link endpoint's answer when lastToken proves nothing (a wallet session that has ended). */
const WALLET_PROOF_INVALID = "user.wallet.invalid-proof";

/** The wallet-e-mail check of the password login (type 2 in the login flow, spec §3). */
export const CHECK_VALIDATE_LOGIN_TYPE = 2;

/**
 * After a password login with a wallet connected (spec §4): GET users/check-validate. 200 with a userId:
 * the wallet already belongs to the account, proceed. 200 without: ask to link the wallet; linking
 * (lastToken as proof, or a fresh signature when that wallet session has ended) proceeds, anything
 * else removes the wallet and logs out. Not 200: 'Oopps...!'
 * with the first error code, the wallet removed, logged out. Resolves whether the user may proceed.
 */
export async function linkWalletAfterLogin({
  email,
  address,
  bridge,
  signMessage,
}: {
  email: string;
  address: `0x${string}`;
  bridge: WalletBridge;
  /** Signs a fresh proof when lastToken is missing or its session has ended. */
  signMessage: (message: string) => Promise<string>;
}): Promise<boolean> {
  const refuse = async () => {
    await bridge.removeWallet();
    await endSession();
    return false;
  };
  let answer: Awaited<ReturnType<typeof accountsApi.checkValidate>>;
  try {
    answer = await accountsApi.checkValidate({ email, type: CHECK_VALIDATE_LOGIN_TYPE, walletAddress: address });
  } catch (error) {
    const code = error instanceof ApiRequestError ? (error.errorCodes[0] ?? error.message) : MESSAGES.dialog.errorDefault;
    await refuse();
    void showMessage({ variant: "error", text: MESSAGES.errorPage.title, description: code });
    return false;
  }
  if (answer?.userId !== undefined && answer.userId !== null) return true;

  const linkIt = await confirm({
    title: MESSAGES.account.linkWalletTitle,
    description: MESSAGES.account.linkWalletPrompt(
      shortenAddress(address, SHORT_ADDRESS_CHARS_LINK_PROMPT),
      maskEmail(email, MASKED_EMAIL_VISIBLE_CHARS),
    ),
    buttonText: MESSAGES.account.linkWalletButton,
    showCancel: true,
  });
  if (!linkIt) return refuse();
  const link = (lastToken: string) => accountsApi.linkWallet({ walletAddress: address, lastToken });
  try {
    const lastToken = getWalletToken();
    try {
      if (lastToken === null) throw new ApiRequestError(403, "no wallet session", [WALLET_PROOF_INVALID]);
      await link(lastToken);
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.errorCodes.includes(WALLET_PROOF_INVALID))) throw error;
      await link(await proveWallet({ address, signMessage }));
    }
    return true;
  } catch (error) {
    const code = error instanceof ApiRequestError ? error.message : undefined;
    await refuse();
    void showMessage({ variant: "error", text: code ?? MESSAGES.dialog.errorDefault });
    return false;
  }
}
