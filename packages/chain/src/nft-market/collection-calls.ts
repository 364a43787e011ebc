import type { Address } from "viem";
import type { ContractWrite } from "../contract-write.ts";
import { iNftFactoryAbi, iSoftNft1155Abi, iSoftNft721Abi, softNft721Abi, testNft721Abi } from "../generated/abis.ts";
import { CollectionKind } from "../generated/enums.ts";

/** The two kinds of soft collection the factory makes. */
export type NftStandard = "ERC721" | "ERC1155";

/** NftFactory.createCollection: a soft collection of the caller's own. */
export function createCollectionCall(input: { kind: NftStandard; name: string; symbol: string; contractURI: string }): ContractWrite<typeof iNftFactoryAbi, "createCollection"> {
  return { abi: iNftFactoryAbi, functionName: "createCollection", args: [CollectionKind[input.kind], input.name, input.symbol, input.contractURI] };
}

/** A token to mint into one's own collection (which takes the mint fee in DFY from the minter), with a royalty on resales. */
export interface MintInput {
  to: Address;
  tokenURI: string;
  royaltyBps: number | bigint;
}

/** SoftNft721.mint: one token. */
export const mint721Call = (input: MintInput): ContractWrite<typeof iSoftNft721Abi, "mint"> => ({
  abi: iSoftNft721Abi,
  functionName: "mint",
  args: [input.to, input.tokenURI, BigInt(input.royaltyBps)],
});

/** SoftNft1155.mint: `amount` copies of one token. */
export const mint1155Call = (input: MintInput & { amount: bigint }): ContractWrite<typeof iSoftNft1155Abi, "mint"> => ({
  abi: iSoftNft1155Abi,
  functionName: "mint",
  args: [input.to, input.amount, input.tokenURI, BigInt(input.royaltyBps)],
});

/** SoftNft721.burn: the holder destroys a token. */
export const burnNftCall = (tokenId: bigint): ContractWrite<typeof iSoftNft721Abi, "burn"> => ({ abi: iSoftNft721Abi, functionName: "burn", args: [tokenId] });

/** ERC-721 transferFrom: the holder gives a token away outside the market. */
export const transferNftCall = (from: Address, to: Address, tokenId: bigint): ContractWrite<typeof softNft721Abi, "transferFrom"> => ({
  abi: softNft721Abi,
  functionName: "transferFrom",
  args: [from, to, tokenId],
});

/** A demo collection's mint (TestNft721, local chains only): a fresh token to `to`. */
export const mintDemoNftCall = (to: Address): ContractWrite<typeof testNft721Abi, "mint"> => ({ abi: testNft721Abi, functionName: "mint", args: [to] });
