import type { CollateralListQuery } from "@openpawn/shared/lending/schemas/collaterals";
import type { LendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { collateralStatusValue } from "../../collateral-items.ts";
import type { CollateralFilter } from "../../queries/pawn-collaterals.ts";

/** The filters of the collateral lists; a symbol nobody lists matches nothing. */
export function collateralFilter(scope: LendingScope, query: CollateralListQuery): CollateralFilter {
  return {
    ...(query.status && { statuses: [collateralStatusValue(query.status)] }),
    ...(query.collateralSymbol && { tokens: scope.tokens.addressesOf(query.collateralSymbol) }),
    ...(query.loanSymbol && { loanTokens: scope.tokens.addressesOf(query.loanSymbol) }),
    ...(query.search && { search: query.search }),
  };
}
