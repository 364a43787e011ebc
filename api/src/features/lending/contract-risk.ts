import { iLendingLensAbi } from "@openpawn/chain/generated/abis";
import { LoanStatus } from "@openpawn/chain/generated/enums";
import { loanRisk, thresholdBps } from "@openpawn/shared/lending/loan-risk";
import type { ContractRisk } from "@openpawn/shared/lending/schemas/contracts";
import type { PublicClient } from "viem";
import { isRevert } from "./chain-time/lending-reads.ts";
import type { LendingScope } from "../../chain-spine/deployment/lending-scope.ts";
import type { ContractRow } from "./queries/pawn-contracts.ts";

/**
 * A running loan's risk at the oracle's prices now, from the lens's `loanToValue` (the very numbers a risk
 * liquidation checks), extended with the liquidation price and the stress view of the shared rule.
 * Not priced: NFT collateral, a loan that ended, or a price the Hub refuses (stale or missing).
 */
export async function contractRisk(client: PublicClient, scope: LendingScope, row: ContractRow): Promise<ContractRisk> {
  const threshold = row.terms.liquidationThreshold;
  const unpriced: ContractRisk = {
    priced: false,
    debtUsd: null,
    collateralUsd: null,
    ltvBps: null,
    thresholdBps: Number(thresholdBps(threshold)),
    liquidationPriceUsd: null,
    liquidatable: false,
    stress: [],
  };
  const token = scope.deployment.tokens.find((candidate) => candidate.address.toLowerCase() === row.collateral.token.toLowerCase());
  if (row.loan.status !== LoanStatus.Active || !token) return unpriced;
  let debtUsd: bigint;
  let collateralUsd: bigint;
  try {
    [debtUsd, collateralUsd] = await client.readContract({ address: scope.lens, abi: iLendingLensAbi, functionName: "loanToValue", args: [BigInt(row.loan.id)] });
  } catch (error) {
    if (isRevert(error)) return unpriced;
    throw error;
  }
  const risk = loanRisk({ debtUsd, collateralUsd, collateralAmount: BigInt(row.collateral.amount), collateralDecimals: token.decimals, liquidationThreshold: threshold });
  return {
    priced: true,
    debtUsd: debtUsd.toString(),
    collateralUsd: collateralUsd.toString(),
    ltvBps: risk.ltvBps === null ? null : Number(risk.ltvBps),
    thresholdBps: Number(risk.thresholdBps),
    liquidationPriceUsd: risk.liquidationPriceUsd?.toString() ?? null,
    liquidatable: risk.liquidatable,
    stress: risk.stress.map((line) => ({ dropPercent: line.dropPercent, ltvBps: line.ltvBps === null ? null : Number(line.ltvBps), liquidatable: line.liquidatable })),
  };
}
