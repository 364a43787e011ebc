import { AssetKind, CollateralStatus, PawnShopSubmissionStatus } from "@openpawn/chain/generated/enums";
import {
  ASSET_KINDS,
  COLLATERAL_STATUSES,
  SUBMISSION_STATUSES,
  type CollateralHistoryItem,
  type CollateralItem,
  type CollateralStatusName,
  type SubmittedCollateral,
} from "@openpawn/shared/lending/schemas/collaterals";
import type { CollateralEventRow } from "./queries/collateral-history.ts";
import type { CollateralRow } from "./queries/pawn-collaterals.ts";
import type { SubmissionRow } from "./queries/pawn-submissions.ts";
import type { TokenRefs } from "../../chain-spine/deployment/token-refs.ts";

const STATUS_NAMES: Record<CollateralStatusName, number> = {
  OPEN: CollateralStatus.Open,
  CONTRACTED: CollateralStatus.Contracted,
  WITHDRAWN: CollateralStatus.Withdrawn,
  RETURNED: CollateralStatus.Returned,
  LIQUIDATED: CollateralStatus.Liquidated,
};

export const collateralStatusValue = (name: CollateralStatusName) => STATUS_NAMES[name];

/** The API's view of an indexed collateral. */
export function collateralItem(row: CollateralRow, tokens: TokenRefs): CollateralItem {
  return {
    id: Number(row.id),
    borrowerWalletAddress: row.borrower,
    status: COLLATERAL_STATUSES.find((name) => STATUS_NAMES[name] === row.status) ?? "OPEN",
    kind: ASSET_KINDS[row.kind] ?? ASSET_KINDS[AssetKind.ERC20],
    collateral: tokens.ref(row.token),
    tokenId: row.tokenId.toString(),
    amount: row.amount.toString(),
    loanToken: tokens.ref(row.loanToken),
    durationQty: row.durationQty,
    durationType: row.durationUnit === 0 ? 0 : 1,
    openOffers: row.openOffers,
    name: row.name,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    txnHash: row.txHash,
  };
}

/** The core's events in the history's words. */
const HISTORY_EVENTS: Record<string, CollateralHistoryItem["event"]> = {
  CollateralCreated: "CREATE",
  CollateralIncreased: "ADD_COLLATERAL",
  CollateralWithdrawn: "WITHDRAW",
  OfferCreated: "OFFER",
  OfferCancelled: "CANCEL_OFFER",
  OfferRejected: "REJECT_OFFER",
  LoanStarted: "SIGN_CONTRACT",
  LoanCompleted: "END_CONTRACT",
  LoanLiquidated: "LIQUIDATE",
};

export function collateralHistoryItem(row: CollateralEventRow, tokens: TokenRefs): CollateralHistoryItem {
  return {
    event: HISTORY_EVENTS[row.event] ?? "CREATE",
    walletAddress: row.wallet,
    offerId: row.offerId === null ? null : Number(row.offerId),
    contractId: row.loanId === null ? null : Number(row.loanId),
    token: row.token === null ? null : tokens.ref(row.token),
    amount: row.amount?.toString() ?? null,
    at: row.at.toISOString(),
    txnHash: row.txHash,
  };
}

/** PawnShopSubmissionStatus by the names the API answers. */
export const SUBMISSION_NAMES: Record<number, SubmittedCollateral["status"]> = {
  [PawnShopSubmissionStatus.Pending]: "PENDING",
  [PawnShopSubmissionStatus.Accepted]: "ACCEPTED",
  [PawnShopSubmissionStatus.Rejected]: "REJECTED",
  [PawnShopSubmissionStatus.Contracted]: "CONTRACTED",
  [PawnShopSubmissionStatus.Cancelled]: "CANCELLED",
};

/** A pending or accepted submission whose collateral left escrow is void, as the shop reads it: CANCELLED. */
function submissionStatus(row: SubmissionRow): SubmittedCollateral["status"] {
  const waiting = row.status === PawnShopSubmissionStatus.Pending || row.status === PawnShopSubmissionStatus.Accepted;
  if (waiting && row.collateral.status !== CollateralStatus.Open) return "CANCELLED";
  return SUBMISSION_NAMES[row.status] ?? SUBMISSION_STATUSES[0];
}

export function submittedCollateral(row: SubmissionRow, tokens: TokenRefs): SubmittedCollateral {
  return {
    submissionId: Number(row.id),
    packageId: Number(row.packageId),
    status: submissionStatus(row),
    minAmount: row.minAmount.toString(),
    expiresAt: row.expiresAt.toISOString(),
    contractId: row.loanId === null ? null : Number(row.loanId),
    collateral: collateralItem(row.collateral, tokens),
  };
}
