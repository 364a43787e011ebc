import type { Address, TypedDataDomain } from "viem";

/**
 * The EIP-712 shape of a lender's signed offer (contracts/src/lending/ISignedOffers.sol): what a wallet shows
 * and signs, what the API verifies and what SignedOffers checks on acceptance. Field names and order are the
 * contract's type strings.
 */
export const signedOfferTypes = {
  Terms: [
    { name: "amount", type: "uint256" },
    { name: "loanToken", type: "address" },
    { name: "interestRate", type: "uint32" },
    { name: "liquidationThreshold", type: "uint32" },
    { name: "durationQty", type: "uint16" },
    { name: "durationUnit", type: "uint8" },
    { name: "cycleUnit", type: "uint8" },
    { name: "repaymentToken", type: "address" },
  ],
  SignedOffer: [
    { name: "lender", type: "address" },
    { name: "collateralId", type: "uint256" },
    { name: "terms", type: "Terms" },
    { name: "nonce", type: "uint256" },
    { name: "deadline", type: "uint256" },
  ],
} as const;

/** The domain of the SignedOffers contract at `verifyingContract` on `chainId`. */
export function signedOfferDomain(chainId: number, verifyingContract: Address): TypedDataDomain {
  return { name: "OpenPawn SignedOffers", version: "1", chainId, verifyingContract };
}
