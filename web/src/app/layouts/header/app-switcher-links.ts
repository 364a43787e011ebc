import type { PublicLinkName } from "@openpawn/shared/runtime-config";

export type AppSwitcherIcon = "lending" | "staking" | "farming" | "lottery" | "marketplace" | "docs";

/** An app of the grid switcher: one of the app's areas, or an outside document shown when configured (PUBLIC_LINKS). */
export type AppSwitcherLink = { label: string; icon: AppSwitcherIcon } & ({ href: string } | { link: PublicLinkName });

/** The apps of the grid switcher in the header. */
export const APP_SWITCHER_LINKS: AppSwitcherLink[] = [
  { label: "Lending", href: "/pawn", icon: "lending" },
  { label: "Staking", href: "/staking", icon: "staking" },
  { label: "Farming", href: "/farm/list", icon: "farming" },
  { label: "Lottery", href: "/farm/lottery", icon: "lottery" },
  { label: "Marketplace", href: "/nft", icon: "marketplace" },
  { label: "Whitepaper", link: "whitepaper", icon: "docs" },
];
