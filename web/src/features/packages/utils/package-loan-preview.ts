import { toContractRate, type LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import { loanPreview, type LoanPreview, type PricedToken } from "../../../lib/loan-preview.ts";

/**
 * A package's loan of `amount` on a collateral at today's prices (each cycle's interest, LTV, liquidation price): what
 * the borrower's and the lender's confirmations both show. Null until the amount and every token's price are known.
 */
export function packageLoanPreview(
  item: LoanPackage,
  collateral: { durationQty: number; durationType: 0 | 1; amount: string },
  amount: bigint | null,
  tokens: { loanToken?: PricedToken; repaymentToken?: PricedToken; collateralToken?: PricedToken },
): LoanPreview | null {
  const { loanToken, repaymentToken, collateralToken } = tokens;
  if (amount === null || !loanToken || !repaymentToken || !collateralToken) return null;
  return loanPreview({
    amount,
    interestRate: toContractRate(item.interestRate ?? 0),
    liquidationThreshold: toContractRate(item.ltvLiquidationThreshold),
    durationQty: collateral.durationQty,
    durationType: collateral.durationType,
    cycleType: item.durationType,
    loanToken,
    repaymentToken,
    collateralToken,
    collateralAmount: BigInt(collateral.amount),
  });
}
