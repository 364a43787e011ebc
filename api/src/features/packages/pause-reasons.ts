import type { PauseReason } from "@openpawn/shared/packages/schemas/packages";

/** What a package can lend from: its budget left, and its owner's wallet as the index follows it. */
export interface PackageFunds {
  budgetLeft: bigint;
  /** Null while the index holds no row of the owner's wallet (the package is not indexed yet). */
  wallet: { balance: bigint; allowance: bigint } | null;
}

/**
 * Why `amount` cannot be lent from these funds: the PawnShop's own test (budget left, then the owner's balance
 * and allowance toward the core). Against a package's minimum loan these are its pause reasons.
 */
export function shortfalls(funds: PackageFunds, amount: bigint): PauseReason[] {
  return [...(funds.budgetLeft < amount ? (["BUDGET_SPENT"] as const) : []), ...walletShortfalls(funds.wallet, amount)];
}

/** What the owner's wallet lacks to lend `amount`: the part of the pause its owner can fix from the wallet. */
export function walletShortfalls(wallet: PackageFunds["wallet"], amount: bigint): PauseReason[] {
  const reasons: PauseReason[] = [];
  if (wallet && wallet.balance < amount) reasons.push("INSUFFICIENT_BALANCE");
  if (wallet && wallet.allowance < amount) reasons.push("INSUFFICIENT_ALLOWANCE");
  return reasons;
}
