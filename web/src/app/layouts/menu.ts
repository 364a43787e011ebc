import { NFT_LIST_PAGE_SIZE } from "@openpawn/shared/constants";
import { SHELL_MESSAGES } from "@openpawn/shared/platform/messages";
import { isComingSoon, pageTitle } from "../routes/pages.ts";

/** The one menu tree of the header (desktop dropdowns and the mobile drawer), spec §2 "Menu routes". */

export type MenuAction = "changePassword" | "logout";

export interface MenuContext {
  loggedIn: boolean;
  walletAddress?: string;
  /** The account has a password (GET users/profile `hasPassword`); unknown while the profile loads. */
  hasPassword?: boolean;
}

interface MenuNodeBase {
  label: string;
  /** Shown only to a logged-in user. */
  loginRequired?: boolean;
  /** Shown only to an account known to have a password (a wallet-only account cannot change one). */
  passwordRequired?: boolean;
}

export type MenuNode =
  | (MenuNodeBase & { kind: "link"; href: string | ((context: MenuContext) => string); description?: string; comingSoon?: true })
  | (MenuNodeBase & { kind: "group"; children: MenuNode[] })
  | (MenuNodeBase & { kind: "action"; action: MenuAction });

export type VisibleMenuNode =
  | { kind: "link"; label: string; href: string; description?: string; comingSoon?: true }
  | { kind: "group"; label: string; children: VisibleMenuNode[] }
  | { kind: "action"; label: string; action: MenuAction };

export function nftListHref({ walletAddress }: MenuContext): string {
  const query = new URLSearchParams({ ...(walletAddress ? { walletAddress } : {}), page: "0", size: String(NFT_LIST_PAGE_SIZE) });
  return `/inventory/nft-list?${query}`;
}

/** A link to one of the app's pages, labelled with the page's title, marked when its area is not built yet. */
function pageLink(path: string): MenuNode & { kind: "link" } {
  return { kind: "link", label: pageTitle(path), href: path, ...(isComingSoon(path) ? { comingSoon: true as const } : {}) };
}

export const MENU: MenuNode[] = [
  {
    kind: "group",
    label: "Lending",
    children: [
      { ...pageLink("/pawn"), description: "Lend / Borrow" },
      { ...pageLink("/pawn/lender"), description: "Borrow from a pawnshop's package" },
      { ...pageLink("/pawn/nft-offer"), description: "Lend against NFTs" },
      { ...pageLink("/dashboard"), description: "Volume, contracts and packages across the protocol" },
    ],
  },
  pageLink("/staking"),
  {
    kind: "group",
    label: "Marketplace",
    children: [
      { ...pageLink("/nft"), description: "Buy, sell and auction NFTs" },
      { ...pageLink("/nft/create"), description: "Mint your own NFT" },
      { ...pageLink("/nft/search"), description: "Find NFTs by collection, price or status" },
    ],
  },
  {
    kind: "group",
    label: "Farming",
    children: [
      pageLink("/farm/liquidity-list"),
      pageLink("/farm/list"),
      pageLink("/farm/lottery"),
    ],
  },
  {
    kind: "group",
    label: "My Account",
    loginRequired: true,
    children: [
      pageLink("/inventory/overview"),
      pageLink("/inventory/collateral"),
      pageLink("/inventory/contract/contract-list"),
      pageLink("/inventory/personal-profile"),
      pageLink("/inventory/profile/verification"),
      pageLink("/inventory/offer"),
      pageLink("/inventory/transaction"),
      pageLink("/inventory/contract/loan/cryptocurrency-list"),
      pageLink("/inventory/lender-profile/pawnshop-loan-package"),
      pageLink("/inventory/lender-profile/loan-request-detail"),
      pageLink("/inventory/shop"),
      pageLink("/inventory/asset-list"),
      { ...pageLink("/inventory/nft-list"), href: nftListHref },
      pageLink("/inventory/my-nft/bidding-list"),
      pageLink("/inventory/setting"),
      pageLink("/staking-inventory"),
      pageLink("/staking-inventory/staking-history"),
      { kind: "action", label: SHELL_MESSAGES.changePassword, action: "changePassword", passwordRequired: true },
      { kind: "action", label: SHELL_MESSAGES.logout, action: "logout" },
    ],
  },
  pageLink("/faq"),
];

/**
 * The menu as this visitor sees it: login-only nodes dropped, password-only ones too unless the account is
 * known to have a password, hrefs resolved, empty groups removed.
 */
export function visibleMenu(nodes: MenuNode[], context: MenuContext): VisibleMenuNode[] {
  return nodes.flatMap((node): VisibleMenuNode[] => {
    if (node.loginRequired && !context.loggedIn) return [];
    if (node.passwordRequired && !(context.loggedIn && context.hasPassword === true)) return [];
    switch (node.kind) {
      case "link": {
        const href = typeof node.href === "function" ? node.href(context) : node.href;
        const marks = { ...(node.description ? { description: node.description } : {}), ...(node.comingSoon ? { comingSoon: node.comingSoon } : {}) };
        return [{ kind: "link", label: node.label, href, ...marks }];
      }
      case "group": {
        const children = visibleMenu(node.children, context);
        return children.length > 0 ? [{ kind: "group", label: node.label, children }] : [];
      }
      case "action":
        return [{ kind: "action", label: node.label, action: node.action }];
    }
  });
}
