import { PRODUCTION_CHAIN_ID } from "@openpawn/shared/constants";
import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import type { RuntimeConfig } from "@openpawn/shared/runtime-config";

/**
 * What a wallet on the wrong network is told: the spec's sentence when the app runs on its chain (56, BNB
 * Smart Chain); elsewhere (a test network, the local stack) that sentence would send the user to the wrong
 * chain, so it names the configured one.
 */
export function wrongChainMessage(config: Pick<RuntimeConfig, "chainId" | "chainName">): string {
  if (config.chainId === PRODUCTION_CHAIN_ID) return WALLET_MESSAGES.wrongChain;
  return `Please connect to the ${config.chainName} network (chain id ${config.chainId}).`;
}
