import { and, asc, eq } from "drizzle-orm";
import { nftListings } from "../../db/schema.ts";
import { NftSaleStatus } from "./nft-values.ts";

/** An NFT's open sales. */
export const openSalesOf = (nftId: number) => and(eq(nftListings.nftId, nftId), eq(nftListings.status, NftSaleStatus.value.OPEN));

/**
 * The sale an NFT's card, detail page and price search name: the cheapest, and at one price the first listed (it has
 * waited longest). Unit prices are compared in base units, across pay tokens as the price sort compares them.
 */
export const cheapestFirst = [asc(nftListings.unitPrice), asc(nftListings.id)];
