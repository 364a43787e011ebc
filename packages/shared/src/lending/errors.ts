import { defineErrors } from "../errors.ts";
import { LENDING_API_MESSAGES } from "./messages.ts";

const M = LENDING_API_MESSAGES;

/** The refusals of the lending feature: P2P collaterals, offers, contracts, repayments, fee settings. */
export const LENDING_ERRORS = defineErrors({
  collateralNotFound: { status: 404, code: "pawn.collateral.not-found", message: M.collateralNotFound },
  collateralNotOwned: { status: 403, code: "pawn.collateral.not-owned", message: M.collateralNotOwned },
  invalidSymbol: { status: 400, code: "pawn.collateral.wrong-symbol", message: M.invalidSymbol },
  /** An offer id that names none, or (a reported rejection) an offer made on another collateral than the path's. */
  offerNotFound: {
    status: 404,
    code: "pawn.offer.not-found",
    message: (found: "none" | "on-another-collateral" = "none") => (found === "none" ? M.offerNotFound : M.offerNotOfCollateral),
  },
  offerNotOwned: { status: 403, code: "pawn.offer.not-owned", message: M.offerNotOwned },
  contractNotFound: { status: 404, code: "pawn.contract.not-found", message: M.contractNotFound },
  contractNotActive: { status: 409, code: "pawn.contract.not-active", message: M.contractNotActive },
  nothingToRepay: { status: 400, code: "pawn.repayment.nothing", message: M.nothingToRepay },
  repaymentNotFound: { status: 404, code: "pawn.repayment.not-found", message: M.repaymentNotFound },
  repaymentRequestNotFound: { status: 404, code: "pawn.repayment-request.not-found", message: M.repaymentRequestNotFound },
  configNotFound: { status: 404, code: "pawn.config.not-found", message: M.configNotFound },
});
