import { WALLET_TYPES, type WalletType } from "@openpawn/shared/constants";
import { MESSAGES } from "@openpawn/shared/messages";
import type { ScreenSize } from "./use-screen-size.ts";

export type WalletOption = {
  walletType: WalletType;
  /** The name the chooser shows, also used in "You need to have the {wallet} extension first". */
  label: string;
  screenSizes: readonly ScreenSize[];
};

/** The chooser's wallets per screen size (spec §2), in the order they are shown. */
export const WALLET_OPTIONS: readonly WalletOption[] = [
  { walletType: WALLET_TYPES.metamask, label: MESSAGES.wallet.names.metamask, screenSizes: ["small", "medium", "large"] },
  { walletType: WALLET_TYPES.binanceChain, label: MESSAGES.wallet.names.binanceChain, screenSizes: ["large"] },
  { walletType: WALLET_TYPES.safePal, label: MESSAGES.wallet.names.safePal, screenSizes: ["small"] },
  { walletType: WALLET_TYPES.trustWallet, label: MESSAGES.wallet.names.trustWallet, screenSizes: ["small"] },
  { walletType: WALLET_TYPES.walletConnect, label: MESSAGES.wallet.names.walletConnect, screenSizes: ["medium", "large"] },
];

export function walletOptionsFor(screenSize: ScreenSize): WalletOption[] {
  return WALLET_OPTIONS.filter((option) => option.screenSizes.includes(screenSize));
}
