import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { ApiError } from "../../lib/response.ts";
import { checksummed, requireOwnWallets } from "../../plugins/auth/user-wallets.ts";
import type { ContractSide } from "./contract-items.ts";
import type { LendingScope } from "../../chain-spine/deployment/lending-scope.ts";
import { findContract, type ContractRow } from "./queries/pawn-contracts.ts";

/**
 * The contract `id` if the caller holds its `side`'s wallet ("either": the borrower's or the lender's),
 * among the one they name or any of theirs; someone else's contract reads as none (404): its existence
 * is not the caller's business.
 */
export async function requireOwnContract(
  scope: LendingScope,
  userId: number,
  id: number,
  side: ContractSide | "either",
  walletAddress?: string,
): Promise<ContractRow> {
  const wallets = checksummed(await requireOwnWallets(scope.db, userId, walletAddress));
  const contract = await findContract(scope, id);
  const parties = contract ? (side === "either" ? [contract.loan.borrower, contract.loan.lender] : [contract.loan[side]]) : [];
  if (!contract || !parties.some((party) => wallets.includes(party))) throw new ApiError(LENDING_ERRORS.contractNotFound);
  return contract;
}
