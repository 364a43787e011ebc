import type { Address } from "viem";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { signWithAllowances } from "../../../wallet/send-transaction.ts";
import { getWalletState } from "../../../wallet/wallet-state.ts";
import { chainTime } from "../../../wallet/wallet-actions.ts";
import { createSignedOffer } from "../api/negotiation-api.ts";
import { lendingCore } from "../../../lib/lending-core.ts";
import { freshNonce, signedOfferTypedData } from "../api/signed-offer-calls.ts";
import { SIGNED_OFFER_LIFETIME_S, termsBody, type OfferTerms } from "../../../lib/offer-terms.ts";
import type { TokenBook } from "../../../lib/use-token-book.ts";

/**
 * A gasless offer: the lender's wallet approves the core for the amount (it moves when the borrower accepts), signs
 * the EIP-712 offer and gives it to the API, which checks it and shows it to the borrower. With `negotiationId` the
 * terms must be the thread's agreed ones.
 */
export function useSignOffer() {
  const { deployment } = useRuntimeConfig();
  return async (collateral: CollateralItem, book: TokenBook, terms: OfferTerms, negotiationId?: number) => {
    const lender = getWalletState().address;
    const loanToken = book.find(collateral.loanToken.address);
    if (!lender || !loanToken) return undefined;
    const draft = {
      lender,
      collateralId: collateral.id,
      terms: { ...terms, loanToken: loanToken.address as Address },
      nonce: freshNonce(),
      deadline: (await chainTime()) + SIGNED_OFFER_LIFETIME_S,
    };
    return signWithAllowances({
      typedData: signedOfferTypedData(deployment, draft),
      allowances: [{ token: loanToken.address, symbol: loanToken.symbol, spender: lendingCore(deployment), amount: terms.amount }],
      successText: "Your signed offer is sent: the borrower can accept it",
      report: (signature) =>
        createSignedOffer({
          ...termsBody(terms),
          lender,
          collateralId: collateral.id,
          loanToken: loanToken.address,
          nonce: draft.nonce.toString(),
          deadline: draft.deadline,
          signature,
          ...(negotiationId !== undefined && { negotiationId }),
        }),
    });
  };
}
