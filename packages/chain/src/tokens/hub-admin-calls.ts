import type { Address, Hex } from "viem";
import type { ContractWrite } from "../contract-write.ts";
import { hubTimelockAbi, iHubAbi } from "../generated/abis.ts";

/** The Hub's whitelists: tokens that may be lent and repaid, tokens that may be pledged, NFT collections that may be pledged. */
const WHITELIST_SETTERS = { loan: "setLoanToken", collateral: "setCollateralToken", nft: "setNftCollection" } as const;
export type Whitelist = keyof typeof WHITELIST_SETTERS;

/** The Hub's setLoanToken, setCollateralToken or setNftCollection: an Admin call, made through the timelock (decision 0034). */
export function whitelistCall(list: Whitelist, asset: Address, listed: boolean): ContractWrite<typeof iHubAbi, (typeof WHITELIST_SETTERS)[Whitelist]> {
  return { abi: iHubAbi, functionName: WHITELIST_SETTERS[list], args: [asset, listed] };
}

/** One call the HubTimelock runs for the Admin: target, value, data, predecessor and salt. */
export type TimelockOperation = readonly [target: Address, value: bigint, data: Hex, predecessor: Hex, salt: Hex];

/** HubTimelock.schedule: the operation may run once `delay` seconds have passed. */
export const scheduleCall = (operation: TimelockOperation, delay: bigint): ContractWrite<typeof hubTimelockAbi, "schedule"> => ({
  abi: hubTimelockAbi,
  functionName: "schedule",
  args: [...operation, delay],
});

/** HubTimelock.execute: runs a scheduled operation whose delay has passed. */
export const executeCall = (operation: TimelockOperation): ContractWrite<typeof hubTimelockAbi, "execute"> => ({
  abi: hubTimelockAbi,
  functionName: "execute",
  args: [...operation],
});
