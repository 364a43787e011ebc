import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { accountOfToken, useAuthToken } from "../../../stores/auth.ts";
import { useWalletBridge } from "../wallet-bridge.tsx";

/**
 * One session state in every tab (decision 0043). The access token in localStorage is the session; each tab follows
 * it through the storage event. When it goes — a logout here or in another tab, a password changed or reset
 * anywhere (the server ends every session), a refused renewal — the wallet's sign-in goes with it: the wallet is
 * disconnected and its stored keys removed, so no tab shows a connected wallet beside Login or calls the API with a
 * session that has ended. When the signed-in account changes, the previous account's cached data is dropped.
 */
export function useOneSessionState(): void {
  const token = useAuthToken();
  const bridge = useWalletBridge();
  const queryClient = useQueryClient();
  const previous = useRef(token);
  const latestBridge = useRef(bridge);
  useEffect(() => {
    latestBridge.current = bridge;
  });

  useEffect(() => {
    const before = previous.current;
    previous.current = token;
    const ended = before !== null && token === null;
    if (ended || accountOfToken(before) !== accountOfToken(token)) void queryClient.resetQueries({ queryKey: ["user"] });
    if (ended) void latestBridge.current.removeWallet();
  }, [token, queryClient]);
}
