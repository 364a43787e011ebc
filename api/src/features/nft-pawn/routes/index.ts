import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { eq, inArray, or } from "drizzle-orm";
import { getAddress } from "viem";
import { AssetKind } from "@openpawn/chain/generated/enums";
import type { z } from "zod";
import { NFT_ASSET_TYPES, type NftCollateralListQuery, type registerNftCollateralBodySchema } from "@openpawn/shared/nft-pawn/schemas";
import { NFT_PAWN_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/nft-pawn/endpoints";
import { NFT_PAWN_ERRORS } from "@openpawn/shared/nft-pawn/errors";
import { nftCollections } from "../../../db/schema.ts";
import { ApiError, ok } from "../../../lib/response.ts";
import { serve } from "../../../lib/endpoint-route.ts";
import { paged } from "../../../lib/paged.ts";
import { requireUser } from "../../../plugins/auth/require-user.ts";
import { lendingScope, type LendingScope } from "../../../chain-spine/deployment/lending-scope.ts";
import { collateralItem, LENDING_READ_ERRORS, submittedCollateral } from "../../lending/public.ts";
import { findCollateral, listCollaterals, type CollateralFilter, type CollateralRow } from "../../lending/public.ts";
import { listSubmissions } from "../../lending/public.ts";
import { saveCollateralDetails } from "../../lending/public.ts";
import { checksummed, requireOwnWallets } from "../../../plugins/auth/user-wallets.ts";
import { verifyReportedAction } from "../../../chain-spine/reported-transactions/reported-action.ts";
import { readHubState } from "../../../chain-spine/hub/hub-state.ts";
import { submissionReport } from "../../packages/public.ts";
import { reportedSubmission } from "../../packages/public.ts";
import { nftScope, type NftScope } from "../../nft-market/public.ts";
import { collectionItem, nftItem } from "../../nft-market/public.ts";
import { listCollections, nftsByKeys } from "../../nft-market/public.ts";
import { collateralStatusValue } from "../../lending/public.ts";
import { ownChainPackages } from "../../packages/public.ts";

const NFT_KINDS: number[] = [AssetKind.ERC721, AssetKind.ERC1155];
/** Asset type ids (1 ERC-721, 2 ERC-1155) as the core's AssetKind. */
const ASSET_KIND_OF_TYPE: Record<1 | 2, number> = { 1: AssetKind.ERC721, 2: AssetKind.ERC1155 };
const fromIndex = { cachedUntilIndexChanges: true };
const notNft = () => new ApiError(NFT_PAWN_ERRORS.notNftCollateral);

/** The filters of the NFT collateral lists. */
function nftCollateralFilter(scope: LendingScope, query: NftCollateralListQuery): CollateralFilter {
  return {
    kinds: query.assetTypeId ? [ASSET_KIND_OF_TYPE[query.assetTypeId]] : NFT_KINDS,
    ...(query.status && { statuses: [collateralStatusValue(query.status)] }),
    ...(query.collection && { tokens: [getAddress(query.collection)] }),
    ...(query.loanSymbol && { loanTokens: scope.tokens.addressesOf(query.loanSymbol) }),
    ...(query.search && { search: query.search }),
  };
}

/** Collaterals with their NFTs as the NFT index knows them (null for a collection it does not follow). */
async function withNfts(app: FastifyInstance, scope: LendingScope, rows: CollateralRow[]) {
  const nfts = await nftIndex(app, scope, rows);
  return rows.map((row) => {
    const nft = nfts.found.get(`${row.token}:${row.tokenId}`);
    return { ...collateralItem(row, scope.tokens), nft: nft && nfts.scope ? nftItem(nft, nfts.scope.tokens) : null };
  });
}

async function withNft(app: FastifyInstance, scope: LendingScope, row: CollateralRow) {
  const [item] = await withNfts(app, scope, [row]);
  if (!item) throw new Error("a collateral went missing");
  return item;
}

async function nftIndex(app: FastifyInstance, scope: LendingScope, rows: { token: string; tokenId: bigint }[]) {
  // Without the NFT contracts (a network where they are not deployed) collaterals still read, without NFTs.
  const nfts: NftScope | null = scope.deployment.contracts.NftMarket ? await nftScope(app) : null;
  const found = nfts ? await nftsByKeys(nfts, rows.map((row) => ({ collection: row.token, tokenId: row.tokenId }))) : new Map();
  return { scope: nfts, found };
}

/** The NFT collateral `id` of the caller's wallets; someone else's, or a crypto collateral, reads as none. */
async function ownNftCollateral(scope: LendingScope, userId: number, id: number | bigint) {
  const wallets = checksummed(await requireOwnWallets(scope.db, userId));
  const collateral = await findCollateral(scope, Number(id));
  if (!collateral || !wallets.includes(collateral.borrower) || !NFT_KINDS.includes(collateral.kind)) {
    throw new ApiError(LENDING_READ_ERRORS.collateralNotFound);
  }
  return collateral;
}

/**
 * The NFT calls of the pawn-crypto service (spec §7; decision 0030): NFT collateral in the market and the caller's,
 * the asset types and collections it may be, the loan requests with NFT collateral a lender's packages received,
 * and what borrowers and lenders report doing with it on chain (the same PawnLending and PawnShop calls as crypto
 * collateral: the core and the packages take any whitelisted or factory-made collection).
 */
const nftPawnRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };

  serve(app, ENDPOINTS.nftCollaterals, { config: fromIndex }, async (request) => {
    const query = request.query;
    const scope = await lendingScope(app);
    const { rows, total } = await listCollaterals(scope, nftCollateralFilter(scope, query), { ...query, direction: query.sort.direction });
    return ok(paged(await withNfts(app, scope, rows), query.page, query.size, total));
  });

  serve(app, ENDPOINTS.assetTypes, {}, async () =>
    ok(NFT_ASSET_TYPES.map(({ id, name }) => ({ id, name, iconUrl: null }))),
  );

  // Collections NFT collateral may come from: the factory's (accepted without the whitelist) and those the Hub lists.
  serve(app, ENDPOINTS.collections, { config: fromIndex }, async (request) => {
    const query = request.query;
    const scope = await nftScope(app);
    const whitelisted = (await readHubState(scope.db, scope.chainId, scope.hub)).whitelists.nft;
    const accepted = or(eq(nftCollections.soft, true), whitelisted.length > 0 ? inArray(nftCollections.address, whitelisted) : undefined);
    const { rows, total } = await listCollections(scope, query, accepted);
    return ok(paged(rows.map(({ row, nfts }) => collectionItem(row, nfts)), query.page, query.size, total));
  });

  serve(app, ENDPOINTS.myNftCollaterals, auth, async (request) => {
    const query = request.query;
    const scope = await lendingScope(app);
    const borrowers = checksummed(await requireOwnWallets(scope.db, requireUser(request).id, query.walletAddress));
    const { rows, total } = await listCollaterals(scope, { ...nftCollateralFilter(scope, query), borrowers }, { ...query, direction: query.sort.direction });
    return ok(paged(await withNfts(app, scope, rows), query.page, query.size, total));
  });

  serve(app, ENDPOINTS.myNftCollateral, { ...auth, config: { invalidInput: { error: LENDING_READ_ERRORS.collateralNotFound } } }, async (request) => {
    const scope = await lendingScope(app);
    const collateral = await ownNftCollateral(scope, requireUser(request).id, request.params.id);
    return ok(await withNft(app, scope, collateral));
  });

  // An NFT escrowed as collateral (PawnLending.createCollateral), reported with its words; two paths, one call.
  const registerNft = async (userId: number, body: z.output<typeof registerNftCollateralBodySchema>) => {
    const scope = await lendingScope(app);
    const collection = getAddress(body.collection);
    const { effect } = await verifyReportedAction(app, userId, {
      contract: "PawnLending",
      hash: body.txnHash,
      call: "createCollateral",
      argsMatch: ([params]) =>
        NFT_KINDS.includes(params.kind) && params.token === collection && params.tokenId.toString() === body.tokenId && params.amount.toString() === body.amount,
      event: "CollateralCreated",
      action: `escrow this NFT (${body.amount} of token ${body.tokenId})`,
    });
    const collateral = await findCollateral(scope, Number(effect.collateralId));
    if (!collateral) throw new ApiError(LENDING_READ_ERRORS.collateralNotFound);
    if (body.name !== undefined) {
      const words = { name: body.name, description: body.description ?? "" };
      await saveCollateralDetails(scope, collateral, words);
      Object.assign(collateral, words);
    }
    return ok(await withNft(app, scope, collateral));
  };
  serve(app, ENDPOINTS.register, auth, async (request) => registerNft(requireUser(request).id, request.body));
  serve(app, ENDPOINTS.registerOwn, auth, async (request) => registerNft(requireUser(request).id, request.body));

  serve(app, ENDPOINTS.reportWithdrawal, auth, async (request) => {
    const userId = requireUser(request).id;
    const scope = await lendingScope(app);
    const collateral = await ownNftCollateral(scope, userId, request.query.id);
    await verifyReportedAction(app, userId, {
      contract: "PawnLending",
      hash: request.body.txnHash,
      call: "withdrawCollateral",
      argsMatch: ([id]) => id === collateral.id,
      event: "CollateralWithdrawn",
      action: "withdraw this collateral",
    });
    return ok(await withNft(app, scope, (await findCollateral(scope, Number(collateral.id))) ?? collateral));
  });

  // Requests with NFT collateral that the caller's packages received (the lender's NFT request list).
  serve(app, ENDPOINTS.loanRequests, auth, async (request) => {
    const query = request.query;
    const scope = await lendingScope(app);
    const packages = await ownChainPackages(scope, requireUser(request).id);
    const { rows, total } = await listSubmissions(scope, { packageIds: [...packages.keys()], kinds: NFT_KINDS }, query);
    const nfts = await nftIndex(
      app,
      scope,
      rows.map((row) => row.collateral),
    );
    const items = rows.map((row) => {
      const nft = nfts.found.get(`${row.collateral.token}:${row.collateral.tokenId}`);
      return {
        ...submittedCollateral(row, scope.tokens),
        packageId: packages.get(row.packageId) ?? Number(row.packageId),
        nft: nft && nfts.scope ? nftItem(nft, nfts.scope.tokens) : null,
      };
    });
    return ok(paged(items, query.page, query.size, total));
  });

  // A borrower's NFT collateral submitted to a package (PawnShop.submitCollateral), and a lender's refusal of one.
  const requireNftSubmission = async (scope: LendingScope, collateralId: bigint) => {
    const collateral = await findCollateral(scope, Number(collateralId));
    if (!collateral || !NFT_KINDS.includes(collateral.kind)) throw notNft();
  };
  serve(app, ENDPOINTS.reportSubmission, auth, async (request) =>
    ok(await reportedSubmission(app, requireUser(request).id, request.body.txnHash, requireNftSubmission)),
  );
  serve(app, ENDPOINTS.reportRejection, auth, async (request) => {
    const { effect } = await verifyReportedAction(app, requireUser(request).id, {
      contract: "PawnShop",
      hash: request.body.txnHash,
      call: "rejectSubmission",
      argsMatch: () => true,
      event: "SubmissionStatusChanged",
      action: "reject a loan request",
    });
    const scope = await lendingScope(app);
    await requireNftSubmission(scope, effect.collateralId);
    return ok(await submissionReport(scope, effect));
  });
};

export default nftPawnRoutes;
