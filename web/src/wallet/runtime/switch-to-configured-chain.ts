import type { Config } from "wagmi";
import { getConnection } from "wagmi/actions";
import type { EIP1193Provider } from "viem";
import type { RuntimeConfig } from "@openpawn/shared/runtime-config";
import { showMessage } from "../../stores/feedback.ts";
import { addEthereumChainParameter } from "./wagmi-config.ts";
import { switchWalletChain } from "./switch-wallet-chain.ts";
import { wrongChainMessage } from "../wrong-chain-message.ts";

/**
 * Moves the connected wallet to the configured chain (adding the chain first when the wallet answers 4902).
 * On failure or refusal the wrong-chain message is shown; resolves to success.
 */
export async function switchToConfiguredChain(wagmiConfig: Config, runtimeConfig: RuntimeConfig): Promise<boolean> {
  try {
    const { connector } = getConnection(wagmiConfig);
    const provider = (await connector?.getProvider()) as EIP1193Provider | undefined;
    if (!provider) throw new Error("No wallet connected");
    await switchWalletChain(provider, addEthereumChainParameter(runtimeConfig));
    return true;
  } catch {
    void showMessage({ variant: "warning", text: wrongChainMessage(runtimeConfig) });
    return false;
  }
}
