import type { Address } from "viem";
import type { ContractWrite } from "../contract-write.ts";

/**
 * The ERC-20 functions the platform uses on any token it lists (no contract of ours declares them alone): the
 * allowance a money action checks, and the approvals and transfers wallets send.
 */
export const erc20Abi = [
  {
    type: "function",
    name: "allowance",
    stateMutability: "view",
    inputs: [
      { name: "owner", type: "address" },
      { name: "spender", type: "address" },
    ],
    outputs: [{ type: "uint256" }],
  },
  {
    type: "function",
    name: "approve",
    stateMutability: "nonpayable",
    inputs: [
      { name: "spender", type: "address" },
      { name: "amount", type: "uint256" },
    ],
    outputs: [{ type: "bool" }],
  },
  {
    type: "function",
    name: "transfer",
    stateMutability: "nonpayable",
    inputs: [
      { name: "to", type: "address" },
      { name: "amount", type: "uint256" },
    ],
    outputs: [{ type: "bool" }],
  },
] as const;

/** approve(spender, amount): `spender` may take up to `amount` of the caller's token (exactly: the spec's flows approve what they need). */
export const approveCall = (spender: Address, amount: bigint): ContractWrite<typeof erc20Abi, "approve"> => ({
  abi: erc20Abi,
  functionName: "approve",
  args: [spender, amount],
});

/** transfer(to, amount) of the caller's token. */
export const transferCall = (to: Address, amount: bigint): ContractWrite<typeof erc20Abi, "transfer"> => ({
  abi: erc20Abi,
  functionName: "transfer",
  args: [to, amount],
});
