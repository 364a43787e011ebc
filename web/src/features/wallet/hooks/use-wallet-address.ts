import { useConnection } from "wagmi";

/** The connected wallet's address, or undefined while no wallet is connected. */
export function useWalletAddress(): `0x${string}` | undefined {
  const connection = useConnection();
  return connection.status === "connected" ? connection.address : undefined;
}
