import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Transaction } from "@openpawn/shared/lending/schemas/transactions";
import { LENDING_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { paged } from "../../../../lib/paged.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { lendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { transactionHistory, type HistoryRow } from "../../queries/transaction-history.ts";
import { checksummed, requireOwnWallets } from "../../../../plugins/auth/user-wallets.ts";

/**
 * GET account/txn-histories: what happened on the lending core to the caller's positions, newest first
 * (decision 0021). Private: only the wallets of the caller's account.
 */
const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, ENDPOINTS.transactions, { onRequest: app.authenticate }, async (request) => {
    const { page, size, type } = request.query;
    const scope = await lendingScope(app);
    const wallets = checksummed(await requireOwnWallets(scope.db, requireUser(request).id));
    const { rows, total } = await transactionHistory(scope, wallets, { page, size, ...(type && { type }) });
    const times = await blockTimes(rows.filter((row) => row.at === null).map((row) => row.blockNumber));
    const item = (row: HistoryRow): Transaction => ({
      type: row.type,
      txHash: row.txHash,
      at: (row.at ?? times.get(row.blockNumber) ?? new Date(0)).toISOString(),
      side: row.side,
      collateralId: row.collateralId === null ? null : Number(row.collateralId),
      offerId: row.offerId === null ? null : Number(row.offerId),
      contractId: row.loanId === null ? null : Number(row.loanId),
      amounts: row.amounts.map(({ token, amount, nft }) => ({
        token: scope.tokens.ref(token),
        amount: amount.toString(),
        nft: nft ? { kind: nft.kind, tokenId: nft.tokenId.toString() } : null,
      })),
    });
    return ok(paged(rows.map(item), page, size, total));
  });

  /** Times of blocks the index keeps none for (claims), from the chain: a page holds few. */
  async function blockTimes(blockNumbers: bigint[]): Promise<Map<bigint, Date>> {
    const unique = [...new Set(blockNumbers)];
    const blocks = await Promise.all(unique.map((blockNumber) => app.chain.client.getBlock({ blockNumber })));
    return new Map(blocks.map((block) => [block.number, new Date(Number(block.timestamp) * 1000)]));
  }
};

export default transactionRoutes;
