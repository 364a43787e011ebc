import type { Address } from "viem";
import type { ContractWrite } from "../contract-write.ts";
import { devPriceFeedAbi, testTokenAbi } from "../generated/abis.ts";

// Local chains only: the test tokens and dev price feeds the deploy script puts in place of real ones, both owned
// by the deployer.

/** TestToken.mint: new tokens to `to`. */
export const mintTestTokenCall = (to: Address, amount: bigint): ContractWrite<typeof testTokenAbi, "mint"> => ({
  abi: testTokenAbi,
  functionName: "mint",
  args: [to, amount],
});

/** DevPriceFeed.updateAnswer: a price posted now, in the feed's decimals (8: USD). */
export const updateAnswerCall = (answer: bigint): ContractWrite<typeof devPriceFeedAbi, "updateAnswer"> => ({
  abi: devPriceFeedAbi,
  functionName: "updateAnswer",
  args: [answer],
});
