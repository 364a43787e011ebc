import type { AddEthereumChainParameter, EIP1193Provider } from "viem";

/** EIP-3085/3326: the wallet does not know the chain it was asked to switch to. */
const UNRECOGNIZED_CHAIN = 4902;

function isUnrecognizedChain(error: unknown): boolean {
  const { code, data } = (error ?? {}) as { code?: unknown; data?: { originalError?: { code?: unknown } } };
  // MetaMask Mobile wraps the code in data.originalError.
  return code === UNRECOGNIZED_CHAIN || data?.originalError?.code === UNRECOGNIZED_CHAIN;
}

/**
 * Asks the wallet to switch to `chain`; a wallet that does not know the chain (4902) is first asked to add it
 * with `chain`'s parameters, then to switch. Rejections are thrown to the caller.
 */
export async function switchWalletChain(provider: EIP1193Provider, chain: AddEthereumChainParameter): Promise<void> {
  const switchChain = () =>
    provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: chain.chainId }] });
  try {
    await switchChain();
  } catch (error) {
    if (!isUnrecognizedChain(error)) throw error;
    await provider.request({ method: "wallet_addEthereumChain", params: [chain] });
    await switchChain();
  }
}
