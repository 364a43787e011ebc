import { useCallback } from "react";
import { useConnection } from "wagmi";
import { createWalletClient, custom, type EIP1193Provider } from "viem";

/**
 * personal_sign through the connected wallet's own provider. A login message does not depend on the
 * chain, so signing works even while the wallet is still on another network (wagmi's signMessage would
 * refuse a chain the app is not configured for, e.g. a wallet on 97 that is being switched).
 */
export function useSignWithWallet(): (address: `0x${string}`, message: string) => Promise<string> {
  const { connector } = useConnection();
  return useCallback(
    async (address, message) => {
      if (!connector) throw new Error("no wallet connected");
      const provider = (await connector.getProvider()) as EIP1193Provider;
      return createWalletClient({ transport: custom(provider) }).signMessage({ account: address, message });
    },
    [connector],
  );
}
