import { erc20Abi, type Address, type PublicClient } from "viem";

export interface TokenLabel {
  symbol: string;
  decimals: number;
}

/** Symbol and decimals of the tokens loans are repaid in, read once per token (they never change). */
export function tokenLabels(client: PublicClient): (token: Address) => Promise<TokenLabel> {
  const known = new Map<Address, Promise<TokenLabel>>();
  return (token) => {
    let label = known.get(token);
    if (!label) {
      const read = { address: token, abi: erc20Abi } as const;
      label = Promise.all([
        client.readContract({ ...read, functionName: "symbol" }),
        client.readContract({ ...read, functionName: "decimals" }),
      ]).then(([symbol, decimals]) => ({ symbol, decimals }));
      // A failed read is retried next time rather than cached.
      label.catch(() => known.delete(token));
      known.set(token, label);
    }
    return label;
  };
}
