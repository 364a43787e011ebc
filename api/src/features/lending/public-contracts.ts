import type { PublicClient } from "viem";
import type { ContractItem, ContractRisk, ContractStatusName } from "@openpawn/shared/lending/schemas/contracts";
import type { Repayment, RepaymentStats } from "@openpawn/shared/lending/schemas/repayments";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import type { LendingScope } from "../../chain-spine/deployment/lending-scope.ts";
import { ApiError } from "../../lib/response.ts";
import { contractItem, contractStatusValue } from "./contract-items.ts";
import { contractRisk } from "./contract-risk.ts";
import { findContract, listContracts } from "./queries/pawn-contracts.ts";
import type { PageRequest } from "./queries/pawn-collaterals.ts";
import { contractLedger, repaymentItem, repaymentStats } from "./repayment-requests.ts";

/**
 * The lending contracts as anyone may read them, like the chain they mirror: the read model other features show
 * (the dashboard's recent contracts). An id no contract has is a 404.
 */
export function publicContracts(scope: LendingScope) {
  const contract = async (id: number) => {
    const found = await findContract(scope, id);
    if (!found) throw new ApiError(LENDING_ERRORS.contractNotFound);
    return found;
  };
  const ledger = async (id: number) => contractLedger(scope, await contract(id));
  return {
    /** Every contract, in id order; by status, or lending or holding the token `symbol` names. */
    async list(filter: { status?: ContractStatusName; symbol?: string }, page: PageRequest): Promise<{ items: ContractItem[]; total: number }> {
      const { rows, total } = await listContracts(
        scope,
        { ...(filter.status && { statuses: [contractStatusValue(filter.status)] }), ...(filter.symbol && { tokens: scope.tokens.addressesOf(filter.symbol) }) },
        page,
      );
      return { items: rows.map((row) => contractItem(row, scope.tokens)), total };
    },
    async item(id: number): Promise<ContractItem> {
      return contractItem(await contract(id), scope.tokens);
    },
    /** At the head's prices, read now. */
    async risk(client: PublicClient, id: number): Promise<ContractRisk> {
      return contractRisk(client, scope, await contract(id));
    },
    async repayments(id: number, page: { page: number; size: number }): Promise<{ items: Repayment[]; total: number }> {
      const book = await ledger(id);
      const shown = book.repayments.slice(page.page * page.size, (page.page + 1) * page.size);
      return { items: shown.map((payment) => repaymentItem(book, payment, scope.tokens)), total: book.repayments.length };
    },
    async statistic(id: number): Promise<RepaymentStats> {
      return repaymentStats(await ledger(id), scope.tokens);
    },
  };
}
