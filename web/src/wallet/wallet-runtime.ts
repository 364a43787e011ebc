import type { ComponentType, ReactNode } from "react";
import type { Config } from "wagmi";
import type { WalletType } from "@openpawn/shared/constants";
import type { WalletOption } from "./wallet-options.ts";

export type ConnectedWallet = { address: `0x${string}`; walletType: WalletType };

/**
 * The started wallet module (./runtime): wagmi's config with the app's connectors, the React parts that
 * need it, and the actions behind ./wallet-actions.ts. Only ./wallet-loader.ts creates one, through a
 * dynamic import, so that wagmi and viem stay out of the first load.
 */
export interface WalletRuntime {
  readonly wagmiConfig: Config;
  /** WagmiProvider around `children`: reconnects the remembered wallet when it mounts. Mounted once, by WalletHost. */
  readonly Provider: ComponentType<{ children?: ReactNode }>;
  /** wagmi's context alone, for components that use wagmi hooks (WalletScope); it reconnects nothing. */
  readonly Scope: ComponentType<{ children?: ReactNode }>;
  /** The wallet's background behaviour (spec §4): chain polling, wrong network, account change, loading flag. */
  readonly Watchers: ComponentType;
  /** A connector with this id exists (WalletConnect needs its SDK, which this build does not include). */
  hasConnector(connectorId: string): boolean;
  connect(option: Pick<WalletOption, "walletType" | "label">): Promise<ConnectedWallet | undefined>;
  /** Disconnects wagmi (the stored keys are the caller's). */
  disconnect(): Promise<void>;
  switchToConfiguredChain(): Promise<boolean>;
  /** personal_sign by the connected wallet. */
  signMessage(address: `0x${string}`, message: string): Promise<string>;
  /** Stops pushing wagmi's connection into the wallet state. */
  stop(): void;
}
