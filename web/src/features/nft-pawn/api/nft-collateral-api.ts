import type { Endpoint, EndpointInput } from "@openpawn/shared/common/endpoint";
import { NFT_PAWN_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/nft-pawn/endpoints";
import { callEndpoint } from "../../../lib/endpoint-call.ts";
import { NFT_MARKET_ENDPOINTS } from "@openpawn/shared/nft-market/endpoints";

/**
 * NFT collateral (issue 11): the pawn service's NFT calls (the market of NFT collateral, its filters, the report of
 * an escrowed NFT and of its withdrawal) and the NFT index's reads a collateral page needs (the NFT, its holders).
 */

const publicCall = { auth: false } as const;

type QueryOf<E extends Endpoint> = NonNullable<EndpointInput<E>["query"]>;
/** The market of NFT collateral: the collateral market's filters, a collection's address and an asset type (1 ERC-721, 2 ERC-1155). */
export type NftCollateralQuery = QueryOf<typeof ENDPOINTS.nftCollaterals>;

export const getNftCollaterals = (query: NftCollateralQuery) => callEndpoint(ENDPOINTS.nftCollaterals, { ...publicCall, query });
export const getNftAssetTypes = () => callEndpoint(ENDPOINTS.assetTypes, publicCall);
/** Collections NFT collateral may come from: the factory's, and those the Hub whitelists. */
export const getCollateralCollections = (query: QueryOf<typeof ENDPOINTS.collections>) => callEndpoint(ENDPOINTS.collections, { ...publicCall, query });

/** POST /collaterals/nfts: the NFT escrowed in `txnHash`, verified on chain by the API, with the borrower's words. */
export const registerNftCollateral = (body: EndpointInput<typeof ENDPOINTS.register>["body"]) => callEndpoint(ENDPOINTS.register, { body });
export const reportNftWithdrawal = (id: number, txnHash: string) => callEndpoint(ENDPOINTS.reportWithdrawal, { query: { id }, body: { txnHash } });

/** An NFT by the index's id (the NFT pages' id); by its collection and token id (a collateral's) in lib/collateral-nft.ts. */
export const getNftDetail = (id: number) => callEndpoint(NFT_MARKET_ENDPOINTS.detail, { ...publicCall, query: { id } });
/** What `walletAddress` holds of the NFT (on sale, auction or pawn it still counts as its seller's or borrower's). */
export const getNftHolding = (id: number, walletAddress: string) =>
  callEndpoint(NFT_MARKET_ENDPOINTS.owners, { ...publicCall, params: { id }, query: { walletAddress } });
