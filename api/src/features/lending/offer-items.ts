import { OfferStatus } from "@openpawn/chain/generated/enums";
import type { OfferItem, OfferStatusName } from "@openpawn/shared/lending/schemas/offers";
import type { OfferRow } from "./queries/pawn-offers.ts";
import type { TokenRefs } from "../../chain-spine/deployment/token-refs.ts";

function statusName(row: OfferRow): OfferStatusName {
  switch (row.status) {
    case OfferStatus.Cancelled:
      return "CANCELLED";
    case OfferStatus.Rejected:
      return "REJECTED";
    case OfferStatus.Accepted:
      return "ACCEPTED";
    default:
      return row.collateralOpen ? "OPEN" : "VOID";
  }
}

/** The API's view of an indexed offer. */
export function offerItem(row: OfferRow, tokens: TokenRefs): OfferItem {
  return {
    id: Number(row.id),
    collateralId: Number(row.collateralId),
    lenderWalletAddress: row.lender,
    status: statusName(row),
    amount: row.amount.toString(),
    loanToken: tokens.ref(row.loanToken),
    repaymentToken: tokens.ref(row.repaymentToken),
    interestRate: row.interestRate,
    liquidationThreshold: row.liquidationThreshold,
    durationQty: row.durationQty,
    durationType: row.durationUnit === 0 ? 0 : 1,
    repaymentCycleType: row.cycleUnit === 0 ? 0 : 1,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    txnHash: row.txHash,
  };
}
