import { EXTERNAL_LINKS } from "../../../config/external-links.ts";
import type { NavLink } from "../../../components/navigation/nav-link.ts";

export type AppSwitcherIcon = "lending" | "staking" | "farming" | "lottery" | "marketplace" | "docs";

/** The apps of the grid switcher in the header. */
export const APP_SWITCHER_LINKS: (NavLink & { icon: AppSwitcherIcon })[] = [
  { label: "Lending", href: "/pawn", icon: "lending" },
  { label: "Staking", href: "/staking", icon: "staking" },
  { label: "Farming", href: "/farm/list", icon: "farming" },
  { label: "Lottery", href: "/farm/lottery", icon: "lottery" },
  { label: "Marketplace", href: "/nft", icon: "marketplace" },
  { label: "Whitepaper", href: EXTERNAL_LINKS.whitepaper, icon: "docs" },
];
