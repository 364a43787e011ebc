import { formatUnits, type Hash } from "viem";
import { LiquidationReason } from "@openpawn/chain/generated/enums";
import type { NotificationMeta } from "@openpawn/shared/notifications/catalogue";
import type { lendingCollaterals, lendingOffers } from "../../../db/schema.ts";
import type { TokenBook } from "../../../chain-spine/deployment/token-book.ts";

type CollateralRow = typeof lendingCollaterals.$inferSelect;
type OfferRow = typeof lendingOffers.$inferSelect;

/** Chain ids stay exact as strings; names are "#id": the chain knows no names. */
const idOf = (id: bigint) => String(id);
const nameOf = (id: bigint) => `#${id}`;

/** The collateral sub-object; `amount` defaults to what is in escrow now. */
export function collateralMeta(tokens: TokenBook, row: CollateralRow, amount = row.amount): NonNullable<NotificationMeta["collateral"]> {
  return {
    idCollateral: idOf(row.id),
    nameCollateral: nameOf(row.id),
    amount: tokens.amount(row.token, amount, row.kind),
    cryptoAsset: tokens.symbol(row.token, row.kind),
  };
}

/** The offer sub-object: its loan amount in its loan token. */
export function offerMeta(tokens: TokenBook, row: OfferRow): NonNullable<NotificationMeta["offer"]> {
  return {
    idOffer: idOf(row.id),
    nameOffer: nameOf(row.id),
    loanAmount: tokens.amount(row.loanToken, row.amount),
    cryptoLoan: tokens.symbol(row.loanToken),
  };
}

/** The contract sub-object: the loan, the transaction that changed it and, when given, an amount of `token`. */
export function contractMeta(
  tokens: TokenBook,
  loanId: bigint,
  txnHash: Hash,
  money?: { token: string; baseUnits: bigint },
): NonNullable<NotificationMeta["contract"]> {
  const amount = money && { amountLoan: tokens.amount(money.token, money.baseUnits), cryptoLoan: tokens.symbol(money.token) };
  return { idContract: idOf(loanId), txnHash, ...amount };
}

const LIQUIDATION_REASONS: Record<number, string> = {
  [LiquidationReason.Late]: "too many late payments",
  [LiquidationReason.Risk]: "LTV reached the liquidation threshold",
  [LiquidationReason.Unpaid]: "unpaid at maturity",
};

export const liquidationReasonText = (reason: number) => LIQUIDATION_REASONS[reason] ?? `reason ${reason}`;

/** The fee wallet's share of a liquidated collateral, in percent (6 decimals, exact below that). */
export function systemFeePercent(toLender: bigint, toFeeWallet: bigint): string {
  const total = toLender + toFeeWallet;
  return total === 0n ? "0" : formatUnits((toFeeWallet * 100_000_000n) / total, 6);
}
