import { useCallback } from "react";
import { useConnection } from "wagmi";
import type { EIP1193Provider } from "viem";
import { MESSAGES } from "@openpawn/shared/messages";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { addEthereumChainParameter } from "../../../lib/wagmi.ts";
import { showMessage } from "../../../stores/feedback.ts";
import { switchWalletChain } from "../actions/switch-wallet-chain.ts";

/**
 * Returns an action that moves the connected wallet to the configured chain (adding the chain first when
 * the wallet answers 4902). On failure or refusal the wrong-chain message is shown; resolves to success.
 */
export function useSwitchToConfiguredChain(): () => Promise<boolean> {
  const { connector } = useConnection();
  const runtimeConfig = useRuntimeConfig();
  return useCallback(async () => {
    try {
      const provider = (await connector?.getProvider()) as EIP1193Provider | undefined;
      if (!provider) throw new Error("No wallet connected");
      await switchWalletChain(provider, addEthereumChainParameter(runtimeConfig));
      return true;
    } catch {
      showMessage({ variant: "error", text: MESSAGES.wallet.wrongChain });
      return false;
    }
  }, [connector, runtimeConfig]);
}
