import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
/**
 * What the lending feature offers the others (docs/decisions/0050-feature-modules.md): other features import it
 * from here and nowhere else.
 */

export { SUBMISSION_NAMES, collateralItem, collateralStatusValue, submittedCollateral } from "./collateral-items.ts";
export { readFeeSettings } from "./fee-settings.ts";
export { publicContracts } from "./public-contracts.ts";
export { collateralMeta } from "./notifications/lending-meta.ts";
export { coreRows } from "./projectors/core-rows.ts";
export { findCollateral, findCollateralMadeBy, listCollaterals, type CollateralFilter, type CollateralRow } from "./queries/pawn-collaterals.ts";
export { saveCollateralDetails } from "./queries/pawn-details.ts";
export { listSubmissions } from "./queries/pawn-submissions.ts";
export { tokenTotals, type TokenTotalsRow } from "./queries/token-totals.ts";

/** Lending's refusals that features reading its index answer with: a collateral or a contract it does not hold (decision 0051). */
export const LENDING_READ_ERRORS = { collateralNotFound: LENDING_ERRORS.collateralNotFound, contractNotFound: LENDING_ERRORS.contractNotFound };
