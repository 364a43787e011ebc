import { useEffect, useRef } from "react";
import { KNOWN_TEST_CHAIN_ID } from "@openpawn/shared/constants";
import { useRuntimeConfig } from "../../config/runtime-config-context.tsx";
import { showMessage } from "../../stores/feedback.ts";
import { useIsWrongNetwork } from "../use-is-wrong-network.ts";
import { useSwitchToConfiguredChain } from "./use-switch-to-configured-chain.ts";
import { useWalletChainId } from "../use-wallet-chain-id.ts";
import { wrongChainMessage } from "../wrong-chain-message.ts";

/**
 * When the wallet moves to a wrong network: a wallet on the known test network (97) is asked to switch to
 * the configured chain; any other chain gets the wrong-chain message, once per move.
 */
export function useWrongNetworkNotice(): void {
  const isWrongNetwork = useIsWrongNetwork();
  const walletChainId = useWalletChainId();
  const switchToConfiguredChain = useSwitchToConfiguredChain();
  const wasWrongNetwork = useRef(false);
  const config = useRuntimeConfig();
  const message = wrongChainMessage(config);

  useEffect(() => {
    const becameWrong = isWrongNetwork && !wasWrongNetwork.current;
    wasWrongNetwork.current = isWrongNetwork;
    if (!becameWrong) return;
    if (walletChainId === KNOWN_TEST_CHAIN_ID) void switchToConfiguredChain();
    else showMessage({ variant: "warning", text: message });
  }, [isWrongNetwork, walletChainId, switchToConfiguredChain, message]);
}
