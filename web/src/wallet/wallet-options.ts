import { WALLET_TYPES, type WalletType } from "@openpawn/shared/constants";
import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import type { ScreenSize } from "./use-screen-size.ts";

export type WalletOption = {
  walletType: WalletType;
  /** The name the chooser shows, also used in "You need to have the {wallet} extension first". */
  label: string;
  screenSizes: readonly ScreenSize[];
};

/** The chooser's wallets per screen size (spec §2), in the order they are shown. */
export const WALLET_OPTIONS: readonly WalletOption[] = [
  { walletType: WALLET_TYPES.metamask, label: WALLET_MESSAGES.names.metamask, screenSizes: ["small", "medium", "large"] },
  { walletType: WALLET_TYPES.binanceChain, label: WALLET_MESSAGES.names.binanceChain, screenSizes: ["large"] },
  { walletType: WALLET_TYPES.safePal, label: WALLET_MESSAGES.names.safePal, screenSizes: ["small"] },
  { walletType: WALLET_TYPES.trustWallet, label: WALLET_MESSAGES.names.trustWallet, screenSizes: ["small"] },
  { walletType: WALLET_TYPES.walletConnect, label: WALLET_MESSAGES.names.walletConnect, screenSizes: ["medium", "large"] },
];

export function walletOptionsFor(screenSize: ScreenSize): WalletOption[] {
  return WALLET_OPTIONS.filter((option) => option.screenSizes.includes(screenSize));
}
