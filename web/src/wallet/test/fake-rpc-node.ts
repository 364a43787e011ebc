import { decodeFunctionData, encodeFunctionResult, erc20Abi, type Address } from "viem";

/**
 * Stands in for the chain's JSON-RPC endpoint behind viem's http transport (global fetch):
 * answers ERC-20 balanceOf eth_calls from `balances` (token -> holder -> amount); other tokens revert.
 */
export function fakeRpcNode(balances: Record<Address, Record<Address, bigint>>): typeof fetch {
  return async (_input, init) => {
    const { id, method, params } = JSON.parse(String(init?.body)) as {
      id: number;
      method: string;
      params: [{ to: Address; data: `0x${string}` }];
    };
    const reply = (body: object) =>
      new Response(JSON.stringify({ jsonrpc: "2.0", id, ...body }), { headers: { "content-type": "application/json" } });
    if (method === "eth_chainId") return reply({ result: "0x7a69" });
    if (method !== "eth_call") return reply({ error: { code: -32601, message: `no ${method}` } });
    const [{ to, data }] = params;
    const holders = Object.entries(balances).find(([token]) => token.toLowerCase() === to.toLowerCase())?.[1];
    if (!holders) return reply({ error: { code: 3, message: "execution reverted", data: "0x" } });
    const { args } = decodeFunctionData({ abi: erc20Abi, data });
    const holder = String(args?.[0]).toLowerCase();
    const amount = Object.entries(holders).find(([address]) => address.toLowerCase() === holder)?.[1] ?? 0n;
    return reply({ result: encodeFunctionResult({ abi: erc20Abi, functionName: "balanceOf", result: amount }) });
  };
}
