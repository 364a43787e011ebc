import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AssetKind } from "@openpawn/chain/generated/enums";
import type { ContractListQuery } from "@openpawn/shared/lending/schemas/contracts";
import { LENDING_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { paged } from "../../../../lib/paged.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { lendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { contractItem, contractStatusValue, signedContract, type ContractSide } from "../../contract-items.ts";
import { listContracts, type ContractFilter } from "../../queries/pawn-contracts.ts";
import { checksummed, requireOwnWallets } from "../../../../plugins/auth/user-wallets.ts";

const COLLATERAL_KINDS = { CRYPTO: [AssetKind.Native, AssetKind.ERC20], NFT: [AssetKind.ERC721, AssetKind.ERC1155] };

/** The caller's contracts on one side (spec §7): the inventory's lists and the profile tabs' signed contracts. */
const contractListRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = [
    { side: "borrower", contracts: ENDPOINTS.borrowContracts, signed: ENDPOINTS.borrowSignedContracts },
    { side: "lender", contracts: ENDPOINTS.loanContracts, signed: ENDPOINTS.lenderSignedContracts },
  ] as const;

  const page = async (userId: number, side: ContractSide, query: ContractListQuery) => {
    const scope = await lendingScope(app);
    const wallets = checksummed(await requireOwnWallets(scope.db, userId, query.walletAddress));
    const filter: ContractFilter = {
      ...(side === "borrower" ? { borrowers: wallets } : { lenders: wallets }),
      ...(query.status && { statuses: [contractStatusValue(query.status)] }),
      ...(query.collateralType && { collateralKinds: COLLATERAL_KINDS[query.collateralType] }),
    };
    const { rows, total } = await listContracts(scope, filter, { ...query, direction: query.sort.direction });
    return { scope, rows, total };
  };

  for (const { side, contracts, signed } of lists) {
    serve(app, contracts, { onRequest: app.authenticate }, async (request) => {
      const { scope, rows, total } = await page(requireUser(request).id, side, request.query);
      return ok(paged(rows.map((row) => contractItem(row, scope.tokens)), request.query.page, request.query.size, total));
    });
    serve(app, signed, { onRequest: app.authenticate }, async (request) => {
      const { scope, rows, total } = await page(requireUser(request).id, side, request.query);
      return ok(paged(rows.map((row) => signedContract(row, side, scope.tokens)), request.query.page, request.query.size, total));
    });
  }
};

export default contractListRoutes;
