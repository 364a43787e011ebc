import { decodeFunctionData, encodeFunctionResult, type Address } from "viem";
import { iPawnShopAbi } from "@openpawn/chain/generated/abis";
import type { MockHandler } from "./mock-api.ts";

/** TEST_CONFIG's JSON-RPC endpoint (http://127.0.0.1:8545) as mockApi keys it: viem posts every call to its root. */
export const RPC_ROUTE = "POST /";

/** A PawnShop.loanLimit read the page made. */
export interface LoanLimitRead {
  to: Address;
  packageId: bigint;
  collateralId: bigint;
}

/**
 * The chain behind mockApi for a page that reads PawnShop.loanLimit: each eth_call is decoded, recorded in `reads`
 * and answered with `limit(read)`; `"revert"` answers as the contract reverting. Other methods are refused.
 */
export function loanLimitRpc(limit: (read: LoanLimitRead) => bigint | "revert"): { handler: MockHandler; reads: LoanLimitRead[] } {
  const reads: LoanLimitRead[] = [];
  const handler: MockHandler = (call) => {
    const { id, method, params } = call.body as { id: number; method: string; params: [{ to: Address; data: `0x${string}` }] };
    const reply = (body: object) => ({ status: 200, body: { jsonrpc: "2.0", id, ...body } });
    if (method !== "eth_call") return reply({ error: { code: -32601, message: `no ${method}` } });
    const [{ to, data }] = params;
    const { functionName, args } = decodeFunctionData({ abi: iPawnShopAbi, data });
    if (functionName !== "loanLimit") return reply({ error: { code: 3, message: "execution reverted", data: "0x" } });
    const read = { to, packageId: args[0], collateralId: args[1] };
    reads.push(read);
    const result = limit(read);
    if (result === "revert") return reply({ error: { code: 3, message: "execution reverted", data: "0x" } });
    return reply({ result: encodeFunctionResult({ abi: iPawnShopAbi, functionName: "loanLimit", result }) });
  };
  return { handler, reads };
}
