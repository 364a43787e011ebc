/**
 * The words of `negotiations` (decision 0050): the specification's strings verbatim, one constant per screen or API. The
 * API refuses with them (its errors.ts) and the web shows the same ones, so a form and the server never disagree.
 */

/** Offers lenders sign off chain (decision 0022). */
export const SIGNED_OFFER_MESSAGES = {
  invalidSignature: "The signature is not the lender's for this offer",
  invalidDeadline: "The offer must stay open for a while: set its deadline in the future",
  invalidNonce: "nonce must be a whole number",
  invalidTerms: "The terms are not valid: check the amount, rate, threshold and duration",
  collateralNotOpen: "This collateral no longer takes offers",
  loanTokenMismatch: "The offer must lend the token the borrower asked for",
  ownCollateral: "You cannot lend on your own collateral",
  nonceCancelled: "This nonce was cancelled: sign the offer with another one",
  duplicate: "This offer was already sent",
  notFound: "Offer not found",
  notOpen: "This offer is no longer open",
} as const;

export const NEGOTIATION_MESSAGES = {
  notFound: "Negotiation not found",
  exists: "You are already negotiating this collateral with this lender: continue in that thread",
  notBorrower: "Only the collateral's owner can send it to a lender",
  ownCollateral: "You cannot negotiate a loan on your own collateral",
  lenderRequired: "Choose a lender or a Negotiation package to send the request to",
  packageNotNegotiable: "This package does not take negotiation requests",
  packageMismatch: "This collateral does not fit the package: check its loan token and collateral",
  collateralNotOpen: "This collateral no longer takes offers",
  notOpen: "This negotiation is no longer open to proposals",
  notAgreed: "Agree on terms in the thread before signing the offer",
  staleProposal: "There is a newer proposal: read it before agreeing",
  ownProposal: "You cannot agree to your own proposal",
  termsMismatch: "The signed offer must carry exactly the agreed terms",
  notLender: "Only the lender of this negotiation can sign its offer",
  closed: "This negotiation is closed",
  invalidRepaymentToken: "Choose a listed token for the interest",
  invalidSide: "side must be BORROWER or LENDER",
  borrowerUnknown: "This collateral's owner has no account to negotiate with",
} as const;
