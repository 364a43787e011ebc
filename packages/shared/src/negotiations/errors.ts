import { defineErrors } from "../errors.ts";
import { NEGOTIATION_MESSAGES, SIGNED_OFFER_MESSAGES } from "./messages.ts";

const THREAD = NEGOTIATION_MESSAGES;
const OFFER = SIGNED_OFFER_MESSAGES;

/** The refusals of the negotiations feature: negotiation threads and lenders' signed offers. */
export const NEGOTIATIONS_ERRORS = defineErrors({
  notFound: { status: 404, code: "pawn.negotiation.not-found", message: THREAD.notFound },
  exists: { status: 409, code: "pawn.negotiation.exists", message: THREAD.exists },
  closed: { status: 409, code: "pawn.negotiation.closed", message: THREAD.closed },
  notOpen: { status: 409, code: "pawn.negotiation.not-open", message: THREAD.notOpen },
  notAgreed: { status: 409, code: "pawn.negotiation.not-agreed", message: THREAD.notAgreed },
  staleProposal: { status: 409, code: "pawn.negotiation.stale-proposal", message: THREAD.staleProposal },
  ownProposal: { status: 400, code: "pawn.negotiation.own-proposal", message: THREAD.ownProposal },
  collateralNotOpen: { status: 409, code: "pawn.negotiation.collateral-not-open", message: THREAD.collateralNotOpen },
  ownCollateral: { status: 400, code: "pawn.negotiation.own-collateral", message: THREAD.ownCollateral },
  packageNotNegotiable: { status: 409, code: "pawn.negotiation.package-not-negotiable", message: THREAD.packageNotNegotiable },
  packageMismatch: { status: 400, code: "pawn.negotiation.package-mismatch", message: THREAD.packageMismatch },
  lenderRequired: { status: 400, code: "pawn.negotiation.lender-required", message: THREAD.lenderRequired },
  notBorrower: { status: 403, code: "pawn.negotiation.not-borrower", message: THREAD.notBorrower },
  notLender: { status: 403, code: "pawn.negotiation.not-lender", message: THREAD.notLender },
  borrowerUnknown: { status: 409, code: "pawn.negotiation.borrower-unknown", message: THREAD.borrowerUnknown },
  termsMismatch: { status: 400, code: "pawn.negotiation.terms-mismatch", message: THREAD.termsMismatch },
  invalidRepaymentToken: { status: 400, code: "pawn.negotiation.repayment-token", message: THREAD.invalidRepaymentToken },
  signedOfferNotFound: { status: 404, code: "pawn.signed-offer.not-found", message: OFFER.notFound },
  signedOfferCollateralNotOpen: { status: 409, code: "pawn.signed-offer.collateral-not-open", message: OFFER.collateralNotOpen },
  signedOfferOwnCollateral: { status: 400, code: "pawn.signed-offer.own-collateral", message: OFFER.ownCollateral },
  signedOfferLoanToken: { status: 400, code: "pawn.signed-offer.loan-token", message: OFFER.loanTokenMismatch },
  signedOfferDeadline: { status: 400, code: "pawn.signed-offer.deadline", message: OFFER.invalidDeadline },
  signedOfferSignature: { status: 400, code: "pawn.signed-offer.signature", message: OFFER.invalidSignature },
  signedOfferNonceCancelled: { status: 409, code: "pawn.signed-offer.nonce-cancelled", message: OFFER.nonceCancelled },
  signedOfferDuplicate: { status: 409, code: "pawn.signed-offer.duplicate", message: OFFER.duplicate },
});
