import { erc20Abi } from "viem";
import { useReadContracts } from "wagmi";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { useWalletAddress } from "../../../wallet/use-wallet-address.ts";

export type TokenBalance = { symbol: string; decimals: number; address: `0x${string}`; amount: bigint };

/**
 * The connected wallet's balance of each token of the deployment (the spec's "supported token and balance
 * list"), in base units. Empty while no wallet is connected; a token whose balance cannot be read is left out.
 */
export function useTokenBalances(): TokenBalance[] {
  const address = useWalletAddress();
  const { deployment } = useRuntimeConfig();
  const tokens = deployment.tokens;
  const { data } = useReadContracts({
    contracts: tokens.map((token) => ({
      address: token.address,
      abi: erc20Abi,
      functionName: "balanceOf" as const,
      args: [address ?? "0x0000000000000000000000000000000000000000"] as const,
    })),
    query: { enabled: address !== undefined && tokens.length > 0 },
  });
  if (!address || !data) return [];
  return tokens.flatMap((token, index) => {
    const read = data[index];
    if (read?.status !== "success") return [];
    return [{ symbol: token.symbol, decimals: token.decimals, address: token.address, amount: read.result }];
  });
}
