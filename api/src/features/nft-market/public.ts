/**
 * What the nft-market feature offers the others (docs/decisions/0050-feature-modules.md): other features import it
 * from here and nowhere else.
 */
export { collectionItem, nftItem } from "./nft-items.ts";
export { nftScope, type NftScope } from "./nft-scope.ts";
export { listCollections, nftsByKeys } from "./queries/nft-reads.ts";
