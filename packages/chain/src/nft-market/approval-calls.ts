import type { Address } from "viem";
import type { ContractWrite } from "../contract-write.ts";

/**
 * The approvals every NFT collection has (ERC-721 and ERC-1155 share setApprovalForAll): the market and the lending
 * core move an NFT only once its holder let them. Written here, as no contract of ours declares them alone.
 */
export const nftApprovalAbi = [
  {
    type: "function",
    name: "isApprovedForAll",
    stateMutability: "view",
    inputs: [
      { name: "owner", type: "address" },
      { name: "operator", type: "address" },
    ],
    outputs: [{ type: "bool" }],
  },
  {
    type: "function",
    name: "setApprovalForAll",
    stateMutability: "nonpayable",
    inputs: [
      { name: "operator", type: "address" },
      { name: "approved", type: "bool" },
    ],
    outputs: [],
  },
  {
    type: "function",
    name: "approve",
    stateMutability: "nonpayable",
    inputs: [
      { name: "to", type: "address" },
      { name: "tokenId", type: "uint256" },
    ],
    outputs: [],
  },
] as const;

/** setApprovalForAll(operator, true): `operator` may move any of the caller's NFTs of the collection. */
export const setApprovalForAllCall = (operator: Address): ContractWrite<typeof nftApprovalAbi, "setApprovalForAll"> => ({
  abi: nftApprovalAbi,
  functionName: "setApprovalForAll",
  args: [operator, true],
});

/** ERC-721 approve(to, tokenId): `to` may move this one token. */
export const approveNftCall = (to: Address, tokenId: bigint): ContractWrite<typeof nftApprovalAbi, "approve"> => ({
  abi: nftApprovalAbi,
  functionName: "approve",
  args: [to, tokenId],
});
