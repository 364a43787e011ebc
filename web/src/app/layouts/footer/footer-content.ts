import { PRODUCT_NAME } from "@openpawn/shared/constants";
import type { NavLink } from "../../../components/navigation/nav-link.ts";
import { EXTERNAL_LINKS } from "../../../config/external-links.ts";

/** Everything the footer says, as data. */

export interface FooterSection {
  heading: string;
  links: NavLink[];
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
      { label: "FAQ", href: EXTERNAL_LINKS.faq },
    ],
  },
  {
    heading: "Legal",
    links: [
      { label: "Risk warning", href: EXTERNAL_LINKS.riskWarning },
      { label: "Cookie policy", href: EXTERNAL_LINKS.cookiePolicy },
      { label: "Whitepaper", href: EXTERNAL_LINKS.whitepaper },
    ],
  },
  {
    heading: "Mobile app",
    links: [
      { label: "App Store", href: EXTERNAL_LINKS.appStore },
      { label: "Google Play", href: EXTERNAL_LINKS.googlePlay },
    ],
  },
  {
    heading: "Buy DFY",
    links: [
      { label: "PancakeSwap", href: EXTERNAL_LINKS.pancakeSwap },
      { label: "Gate.io", href: EXTERNAL_LINKS.gateIo },
      { label: "KuCoin", href: EXTERNAL_LINKS.kuCoin },
    ],
  },
  {
    heading: "Follow us",
    links: [
      { label: "Twitter", href: EXTERNAL_LINKS.twitter },
      { label: "Telegram", href: EXTERNAL_LINKS.telegram },
      { label: "Medium", href: EXTERNAL_LINKS.medium },
      { label: "GitHub", href: EXTERNAL_LINKS.github },
    ],
  },
];

/** The bottom line of the footer, beside the copyright. */
export const FOOTER_TERMS_LINKS: NavLink[] = [
  { label: "Terms of Service", href: "/terms" },
  { label: "Privacy Policy", href: EXTERNAL_LINKS.privacyPolicy },
];
