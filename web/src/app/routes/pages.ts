/**
 * The pages of the app by layout, with their titles. Pages of areas not built yet are marked `comingSoon`: they
 * show a placeholder, and every menu says "Coming soon" beside their link before the click. A real page drops the
 * mark and gives the route its own module (router.tsx refuses a page with neither, or with both).
 */

export interface PageDefinition {
  path: string;
  title: string;
  comingSoon?: true;
}

export const DEFAULT_LAYOUT_PAGES: PageDefinition[] = [
  { path: "/", title: "Home" },
  { path: "/noti", title: "Notifications" },
  { path: "/profile", title: "Profile" },
  { path: "/pawn", title: "P2P Lending" },
  { path: "/pawn/offer", title: "Loan Offers" },
  { path: "/pawn/offer/:id", title: "Loan Offer" },
  { path: "/pawn/nft-offer", title: "NFT Loan Offers" },
  { path: "/pawn/lender/nft-result", title: "NFT Collateral Results" },
  { path: "/put-on-pawn/:id", title: "Put on Pawn" },
  { path: "/collateral-nft/:id", title: "NFT Collateral" },
  { path: "/pawn/collateral/:id", title: "Collateral" },
  { path: "/pawn/contract/:id", title: "Contract" },
  { path: "/pawn/lender", title: "Lenders and Packages" },
  { path: "/pawn/lender/:id", title: "Lender" },
  { path: "/pawn/negotiation/:id", title: "Negotiation" },
  { path: "/pawn/shop", title: "My Shop" },
  { path: "/pawn/pawnshop-all", title: "Pawnshops" },
  { path: "/pawn/personal-all", title: "P2P Lenders" },
  { path: "/pawn/create", title: "Become a Lender" },
  { path: "/pawn/create/pawnshop/step-1", title: "Create a Pawnshop" },
  { path: "/pawn/create/pawnshop/step-2", title: "Create a Pawnshop" },
  { path: "/pawn/create/pawnshop/step-3", title: "Create a Pawnshop" },
  { path: "/pawn/create/p2p-lender/step-1", title: "Become a P2P Lender" },
  { path: "/pawn/create/p2p-lender/step-2", title: "Become a P2P Lender" },
  { path: "/pawn/create/successfully", title: "Lender Created" },
  { path: "/dashboard", title: "Dashboard" },
  { path: "/nft", title: "NFT Market" },
  { path: "/nft/search", title: "Search NFTs" },
  { path: "/nft/create", title: "Create NFT" },
  { path: "/nft/put-on-market", title: "Put on Market" },
  { path: "/nft/market/details/place-bid", title: "Place a Bid" },
  { path: "/nft/market/details/:id", title: "Auction" },
  { path: "/nft/list/details/:id", title: "Sale" },
  { path: "/nft/operator/auctions", title: "Auctions to Approve" },
  { path: "/nft-detail/:id", title: "NFT" },
  { path: "/nft-detail/:id/list-on-market", title: "List on Market" },
  { path: "/inventory/my-nft/nft-list", title: "My NFTs" },
  { path: "/inventory/my-nft/bidding-list", title: "My Bids" },
  { path: "/inventory/personal-profile", title: "Personal Profile" },
  { path: "/inventory/setting", title: "Settings" },
  { path: "/inventory/profile/verification", title: "Verification" },
  { path: "/inventory/profile/verification/connected-account", title: "Connected Accounts" },
  { path: "/inventory/overview", title: "Overview" },
  { path: "/inventory/collateral", title: "Collateral" },
  { path: "/inventory/collateral/:id", title: "Collateral Details" },
  { path: "/inventory/contract", title: "Contracts" },
  { path: "/inventory/contract/contract-list", title: "Contracts" },
  { path: "/inventory/contract/borrow", title: "Borrow Contracts" },
  { path: "/inventory/contract/loan", title: "Loan Contracts" },
  { path: "/inventory/contract/borrow/:id", title: "Borrow Contract" },
  { path: "/inventory/contract/loan/:id", title: "Loan Contract" },
  { path: "/inventory/contract/loan/cryptocurrency-list", title: "Loans" },
  { path: "/inventory/contract/loan/nft-list", title: "NFT Loans" },
  { path: "/inventory/contract/contract-list/ListNft", title: "NFT Contracts" },
  { path: "/inventory/offer", title: "Offers" },
  { path: "/inventory/offer/:id", title: "Offer Details" },
  { path: "/inventory/transaction", title: "Transactions" },
  { path: "/inventory/loan-package/:id", title: "Loan Package" },
  { path: "/inventory/lender-profile/pawnshop-loan-package", title: "Pawnshop Loan Packages" },
  { path: "/inventory/package", title: "Loan Packages" },
  { path: "/inventory/package/:id", title: "Loan Package" },
  { path: "/inventory/shop", title: "My Shop" },
  { path: "/inventory/lender-profile/loan-request-detail", title: "Loan Requests" },
  { path: "/inventory/lender-profile/loan-request-detail/:id", title: "Loan Request" },
  { path: "/inventory/asset-list", title: "Assets", comingSoon: true },
  { path: "/inventory/nft-list", title: "NFTs" },
  { path: "/terms", title: "Terms and legal notice" },
  { path: "/faq", title: "FAQ" },
  { path: "/privacy", title: "Privacy notice" },
];

export const STAKING_LAYOUT_PAGES: PageDefinition[] = [
  { path: "/staking", title: "Staking", comingSoon: true },
  { path: "/staking-inventory", title: "Staking Inventory", comingSoon: true },
  { path: "/staking-inventory/staking-history", title: "Staking History", comingSoon: true },
];

export const FARMING_LAYOUT_PAGES: PageDefinition[] = [
  { path: "/farm/liquidity-list", title: "Liquidity", comingSoon: true },
  { path: "/farm/list", title: "Farms", comingSoon: true },
  { path: "/farm/lottery", title: "Lottery", comingSoon: true },
];

export const LOGIN_PAGE: PageDefinition = { path: "/login", title: "Log in or sign up" };

const ALL_PAGES = [...DEFAULT_LAYOUT_PAGES, ...STAKING_LAYOUT_PAGES, ...FARMING_LAYOUT_PAGES, LOGIN_PAGE];

function pageAt(path: string): PageDefinition {
  const page = ALL_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No page at ${path}`);
  return page;
}

/** The title of the page at `path` (a route pattern of the tables above). */
export function pageTitle(path: string): string {
  return pageAt(path).title;
}

/** Whether the page at `path` (a route pattern, or a link without its query) belongs to an area not built yet. */
export function isComingSoon(path: string): boolean {
  const bare = path.split("?")[0]?.replace(/\/+$/, "") || "/";
  return ALL_PAGES.some((page) => page.path === bare && page.comingSoon === true);
}
