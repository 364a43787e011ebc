import type { RuntimeConfig } from "@openpawn/shared/runtime-config";
import { createStore, useStore } from "../stores/create-store.ts";
import { readStoredWalletType } from "./stored-wallet.ts";
import { resetWalletState, setWalletLoading } from "./wallet-state.ts";
import type { WalletRuntime } from "./wallet-runtime.ts";

/**
 * Loads the wallet module (wagmi, viem, the connectors: ./runtime) on demand and keeps the one started
 * runtime. Nothing in the first load imports ./runtime: it is fetched after the first paint when a wallet is
 * remembered (WalletHost), or when something needs it (the user reaches for a wallet, a WalletScope mounts).
 */

let runtimeConfig: RuntimeConfig | undefined;
let pending: Promise<WalletRuntime> | undefined;
const loaded = createStore<WalletRuntime | undefined>(undefined);

/** A wallet the user chose last is remembered (STORAGE_KEYS.extensionName): it reconnects at start-up. */
export function hasRememberedWallet(): boolean {
  return readStoredWalletType() !== undefined;
}

/**
 * Hands the wallet layer the runtime config (once, before the first render). A remembered wallet shows as
 * loading from the first paint on, until the wallet module has reconnected it (or given up).
 */
export function startWallet(config: RuntimeConfig): void {
  runtimeConfig = config;
  if (!loaded.get() && hasRememberedWallet()) setWalletLoading(true);
}

/** The started runtime, loading the wallet module first if needed. One runtime per page; failures may be retried. */
export function loadWallet(): Promise<WalletRuntime> {
  const current = loaded.get();
  if (current) return Promise.resolve(current);
  pending ??= (async () => {
    const config = runtimeConfig;
    if (!config) throw new Error("startWallet(config) was not called");
    const { startWalletRuntime } = await import("./runtime/start-wallet-runtime.tsx");
    return installWalletRuntime(startWalletRuntime(config));
  })().catch((error: unknown) => {
    pending = undefined;
    // A wallet waiting to be reconnected will not be: the page must not spin for it.
    setWalletLoading(false);
    throw error;
  });
  return pending;
}

/** The chain the app is configured for (the runtime config handed to startWallet), if started. */
export function configuredChain(): Pick<RuntimeConfig, "chainId" | "chainName"> | undefined {
  return runtimeConfig && { chainId: runtimeConfig.chainId, chainName: runtimeConfig.chainName };
}

/** Starts loading the wallet module without waiting for it (the user is about to need it). */
export function preloadWallet(): void {
  if (runtimeConfig) loadWallet().catch(() => undefined);
}

/** The started runtime, or undefined while the wallet module has not loaded. */
export function loadedWallet(): WalletRuntime | undefined {
  return loaded.get();
}

export function useLoadedWallet(): WalletRuntime | undefined {
  return useStore(loaded, (runtime) => runtime);
}

/** Makes `runtime` the page's runtime (the loader; tests that start one themselves). */
export function installWalletRuntime(runtime: WalletRuntime): WalletRuntime {
  loaded.get()?.stop();
  pending = Promise.resolve(runtime);
  loaded.set(() => runtime);
  return runtime;
}

/** Forgets the runtime and the wallet state (tests, between cases). */
export function resetWallet(): void {
  loaded.get()?.stop();
  loaded.set(() => undefined);
  pending = undefined;
  runtimeConfig = undefined;
  resetWalletState();
}
