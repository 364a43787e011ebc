import { PRODUCT_NAME } from "@openpawn/shared/constants";
import type { NavLink } from "../../../components/navigation/nav-link.ts";
import type { PublicLinkName, PublicLinks } from "@openpawn/shared/runtime-config";

/** Everything the footer says, as data. */

/** A footer link: one of the app's pages, or an outside address the operator configured (hidden when it is not). */
export type FooterLink = { label: string; href: string } | { label: string; link: PublicLinkName };

export interface FooterSection {
  heading: string;
  links: FooterLink[];
}

export const FOOTER_COMPANY = {
  name: PRODUCT_NAME,
  about: `${PRODUCT_NAME} is a pawn-style lending platform: borrow against crypto or NFT collateral, lend peer to peer or as a pawnshop.`,
  legalName: `${PRODUCT_NAME} is a trading style of OpenPawn Labs Limited.`,
};

export const FOOTER_OFFICES: { city: string; address: string }[] = [
  { city: "London", address: "1 Finsbury Avenue, London EC2M 2PF, United Kingdom" },
  { city: "Singapore", address: "8 Marina View, Asia Square Tower 1, Singapore 018960" },
];

export const FOOTER_SECTIONS: FooterSection[] = [
  {
    heading: "Quick links",
    links: [
      { label: "P2P Lending", href: "/pawn" },
      { label: "Staking", href: "/staking" },
      { label: "Farming", href: "/farm/list" },
      { label: "Lottery", href: "/farm/lottery" },
      { label: "Marketplace", href: "/nft" },
      { label: "FAQ", href: "/faq" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { label: "Risk warning", link: "riskWarning" },
      { label: "Cookie policy", link: "cookiePolicy" },
      { label: "Whitepaper", link: "whitepaper" },
    ],
  },
  {
    heading: "Mobile app",
    links: [
      { label: "App Store", link: "appStore" },
      { label: "Google Play", link: "googlePlay" },
    ],
  },
  {
    heading: "Buy DFY",
    links: [
      { label: "PancakeSwap", link: "pancakeSwap" },
      { label: "Gate.io", link: "gateIo" },
      { label: "KuCoin", link: "kuCoin" },
    ],
  },
  {
    heading: "Follow us",
    links: [
      { label: "Twitter", link: "twitter" },
      { label: "Telegram", link: "telegram" },
      { label: "Medium", link: "medium" },
      { label: "GitHub", link: "github" },
    ],
  },
];

/** The bottom line of the footer, beside the copyright: the product's own pages. */
export const FOOTER_TERMS_LINKS: NavLink[] = [
  { label: "Terms of Service", href: "/terms" },
  { label: "Privacy notice", href: "/privacy" },
];

/**
 * The footer's sections as this deployment has them: outside links the operator did not configure are left out,
 * and so is a section left with none.
 */
export function resolvedFooterSections(sections: FooterSection[], links: PublicLinks): { heading: string; links: NavLink[] }[] {
  return sections.flatMap((section) => {
    const resolved = section.links.flatMap((item): NavLink[] => {
      if ("href" in item) return [item];
      const href = links[item.link];
      return href ? [{ label: item.label, href }] : [];
    });
    return resolved.length > 0 ? [{ heading: section.heading, links: resolved }] : [];
  });
}
