import { formatUnits, type Address } from "viem";
import type { LoanToValue } from "../chain-time/lending-reads.ts";

/** "Due soon" starts this long before a cycle's due date (lending rules: 24 h). */
export const DUE_SOON_SECONDS = 24n * 3600n;
/** "Urgent due soon" starts this long before it (2 h). */
export const DUE_URGENT_SECONDS = 2n * 3600n;
/** "LTV near liquidation" once the debt reaches this share of the liquidation limit (90%). */
export const LTV_NEAR_PERCENT = 90n;

/** Borrower notification types of the catalogue (accounts spec §4). */
export const TX_DUE_SOON = 17;
export const TX_DUE_URGENT = 18;
export const TX_LTV_NEAR = 19;

export type NoticeKind = "due-soon" | "due-urgent" | "ltv-near";

/** Where a loan's notice comes from: one notification per kind, loan and cycle, whatever the replica or restart. */
export function noticeSourceKey(kind: NoticeKind, chainId: number, core: Address, loanId: bigint, cycle: bigint): string {
  return `${kind}:${chainId}:${core.toLowerCase()}:${loanId}:${cycle}`;
}

/**
 * Which reminder a cycle's due date calls for as of `now`, while something is owed: urgent in the last
 * 2 h, due soon in the 22 h before that, none otherwise. A reminder window the watcher missed (the API
 * was down through it) is not sent late.
 */
export function dueReminder(dueAt: bigint, owed: bigint, now: bigint): "due-soon" | "due-urgent" | null {
  if (owed === 0n || now >= dueAt) return null;
  const left = dueAt - now;
  if (left <= DUE_URGENT_SECONDS) return "due-urgent";
  return left <= DUE_SOON_SECONDS ? "due-soon" : null;
}

/** Whether the debt reached 90% of the liquidation limit (priced collateral only). */
export function isNearLiquidation({ debtUsd, collateralUsd, limitUsd }: LoanToValue): boolean {
  return collateralUsd > 0n && debtUsd * 100n >= limitUsd * LTV_NEAR_PERCENT;
}

/** `part / whole` in percent with two decimals, as the catalogue's percent fields take it ("61.25"). */
export function percentOf(part: bigint, whole: bigint): string {
  return formatUnits((part * 10_000n) / whole, 2);
}
