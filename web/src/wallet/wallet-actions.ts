import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import { showMessage } from "../stores/feedback.ts";
import { removeStoredWalletKeys } from "./stored-wallet.ts";
import { configuredChain, loadedWallet, loadWallet } from "./wallet-loader.ts";
import { getWalletState, setSigned } from "./wallet-state.ts";
import type { ConnectedWallet } from "./wallet-runtime.ts";
import type { WalletOption } from "./wallet-options.ts";
import { wrongChainMessage } from "./wrong-chain-message.ts";

/**
 * What the app does with a wallet, callable from anywhere without wagmi or viem in the first load: each
 * action loads the wallet module when it needs it (./wallet-loader.ts).
 */

/**
 * Connects the chosen wallet and remembers it (STORAGE_KEYS.extensionName) for the reconnection at start-up.
 * Resolves to the connected wallet, or to undefined after telling the user why not (extension missing, no
 * account, refused or failed, the wallet module could not load).
 */
export async function connectWallet(option: Pick<WalletOption, "walletType" | "label">): Promise<ConnectedWallet | undefined> {
  let runtime;
  try {
    runtime = await loadWallet();
  } catch {
    void showMessage({ variant: "error", text: WALLET_MESSAGES.connectionFailed });
    return undefined;
  }
  return runtime.connect(option);
}

/**
 * Forgets the wallet: stored wallet keys and signed flag cleared, wagmi disconnected. A wallet module that
 * has not loaded has connected nothing, unless it is loading right now (a remembered wallet): then it is
 * awaited, since its reconnection would otherwise bring the wallet back.
 */
export async function disconnectWallet(): Promise<void> {
  removeStoredWalletKeys();
  setSigned(false);
  const runtime = loadedWallet() ?? (getWalletState().isWalletLoading ? await loadWallet().catch(() => undefined) : undefined);
  // A wallet that cannot be told to disconnect is still forgotten by wagmi's own state.
  await runtime?.disconnect().catch(() => undefined);
}

/**
 * Moves the connected wallet to the configured chain (adding the chain first when the wallet answers 4902).
 * On failure or refusal the wrong-chain message is shown; resolves to success.
 */
export async function switchToConfiguredChain(): Promise<boolean> {
  const runtime = loadedWallet();
  if (runtime) return runtime.switchToConfiguredChain();
  const chain = configuredChain();
  void showMessage({ variant: "warning", text: chain ? wrongChainMessage(chain) : WALLET_MESSAGES.wrongChain });
  return false;
}

/**
 * personal_sign by the connected wallet, through its own provider: a login message does not depend on the
 * chain, so signing works even while the wallet is still on another network. Rejects when the user refuses.
 */
export async function signWithWallet(address: `0x${string}`, message: string): Promise<string> {
  const runtime = loadedWallet();
  if (!runtime) throw new Error("no wallet connected");
  return runtime.signMessage(address, message);
}

/**
 * The chain's clock (the latest block's time, in seconds): what a contract compares a deadline or an expiry with.
 * The browser's clock may be off, and a dev chain's time moves ahead of it.
 */
export async function chainTime(): Promise<number> {
  const runtime = await loadWallet();
  const { getBlock } = await import("wagmi/actions");
  const block = await getBlock(runtime.wagmiConfig);
  return Number(block.timestamp);
}
