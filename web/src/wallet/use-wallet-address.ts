import { useWalletState } from "./wallet-state.ts";

/** The connected wallet's address, or undefined while no wallet is connected (or the wallet module has not started). */
export function useWalletAddress(): `0x${string}` | undefined {
  return useWalletState((state) => state.address);
}
