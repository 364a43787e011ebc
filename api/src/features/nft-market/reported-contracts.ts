import { and, eq } from "drizzle-orm";
import { getAddress } from "viem";
import { nftFactoryAbi, nftMarketAbi, softNft1155Abi, softNft721Abi } from "@openpawn/chain/generated/abis";
import { CollectionKind } from "@openpawn/chain/generated/enums";
import { nftCollections } from "../../db/schema/nft-market/tokens.ts";
import { deployedAs, reportedCalls, reportedContract, type ReportedContractDefinition } from "../../chain-spine/reported-transactions/registry.ts";

declare module "../../chain-spine/reported-transactions/registry.ts" {
  interface ReportedContractAbis {
    NftFactory: typeof nftFactoryAbi;
    NftMarket: typeof nftMarketAbi;
    SoftNft721: typeof softNft721Abi;
    SoftNft1155: typeof softNft1155Abi;
  }
}

/** Whether `address` is a collection the factory made of this kind, as the index knows it. */
const softCollectionOf =
  (kind: CollectionKind): ReportedContractDefinition["isAt"] =>
  async ({ chain, db }, address) => {
    const [found] = await db
      .select({ kind: nftCollections.kind })
      .from(nftCollections)
      .where(and(eq(nftCollections.chainId, chain.chainId), eq(nftCollections.address, getAddress(address)), eq(nftCollections.soft, true)));
    return found?.kind === kind;
  };

/** The factory, the market and the collections the factory makes: every NFT action the screens report. */
export const nftMarketReportedContracts = [
  reportedContract({ name: "NftFactory", abi: nftFactoryAbi, isAt: deployedAs("NftFactory") }),
  reportedContract({ name: "NftMarket", abi: nftMarketAbi, isAt: deployedAs("NftMarket") }),
  reportedContract({ name: "SoftNft721", abi: softNft721Abi, isAt: softCollectionOf(CollectionKind.ERC721) }),
  reportedContract({ name: "SoftNft1155", abi: softNft1155Abi, isAt: softCollectionOf(CollectionKind.ERC1155) }),
];
export const nftMarketReportedCalls = [
  reportedCalls("NftFactory", ["createCollection"]),
  reportedCalls("NftMarket", ["list", "createAuction", "buy", "bid", "cancelListing", "cancelAuction", "finishAuction", "approveAuction", "rejectAuction", "withdraw"]),
  reportedCalls("SoftNft721", ["mint"]),
  reportedCalls("SoftNft1155", ["mint"]),
];
