import type { RouteObject } from "react-router";

/**
 * The pages of the app by layout: each path with its title and its module, loaded when the page is first opened.
 * Pages of areas not built yet are marked `comingSoon` instead: they show a placeholder, and every menu says
 * "Coming soon" beside their link before the click. A page has a module or the mark, never both, never neither.
 */

export type PageModule = () => Promise<Pick<RouteObject, "Component">>;

export type PageDefinition = { path: string; title: string } & ({ page: PageModule; comingSoon?: never } | { comingSoon: true; page?: never });

/** The page `name` of a module: `from(() => import("./x.tsx"), "XPage")`, the name checked against the module. */
function from<Module>(load: () => Promise<Module>, name: keyof Module & string): PageModule {
  return async () => ({ Component: (await load())[name] as RouteObject["Component"] });
}

// Route modules that hold several pages of an area; the first pages a visitor sees load only their own code
// (decision 0019's budget), not the whole feature.
const accountPages = () => import("./account-pages.tsx");
const lendingPages = () => import("./lending-pages.tsx");
const lenderPages = () => import("./lender-pages.tsx");
const nftPages = () => import("./nft-pages.tsx");
const nftPawnPages = () => import("./nft-pawn-pages.tsx");

export const DEFAULT_LAYOUT_PAGES: PageDefinition[] = [
  { path: "/", title: "Home", page: from(() => import("../../features/lending/components/home-page.tsx"), "HomePage") },
  { path: "/noti", title: "Notifications", page: from(() => import("../../features/notifications/components/notifications-page.tsx"), "NotificationsPage") },
  { path: "/profile", title: "Profile", page: from(accountPages, "PublicProfilePage") },
  { path: "/pawn", title: "P2P Lending", page: from(() => import("../../features/lending/components/borrow-page.tsx"), "BorrowPage") },
  { path: "/pawn/offer", title: "Loan Offers", page: from(() => import("../../features/lending/components/market-page.tsx"), "MarketPage") },
  { path: "/pawn/offer/:id", title: "Loan Offer", page: from(lendingPages, "LenderCollateralRoute") },
  { path: "/pawn/nft-offer", title: "NFT Loan Offers", page: from(nftPawnPages, "NftCollateralMarketRoute") },
  { path: "/pawn/lender/nft-result", title: "NFT Collateral Results", page: from(nftPawnPages, "NftCollateralResultRoute") },
  { path: "/put-on-pawn/:id", title: "Put on Pawn", page: from(nftPawnPages, "PutOnPawnRoute") },
  { path: "/collateral-nft/:id", title: "NFT Collateral", page: from(nftPawnPages, "NftCollateralRoute") },
  { path: "/pawn/collateral/:id", title: "Collateral", page: from(lendingPages, "BorrowerCollateralRoute") },
  { path: "/pawn/contract/:id", title: "Contract", page: from(lendingPages, "ContractRoute") },
  { path: "/pawn/lender", title: "Lenders and Packages", page: from(lenderPages, "LenderMarketRoute") },
  { path: "/pawn/lender/:id", title: "Lender", page: from(lenderPages, "LenderRoute") },
  { path: "/pawn/negotiation/:id", title: "Negotiation", page: from(lenderPages, "NegotiationRoute") },
  { path: "/pawn/shop", title: "My Shop", page: from(lenderPages, "OwnShopRedirect") },
  { path: "/pawn/pawnshop-all", title: "Pawnshops", page: from(lenderPages, "PawnshopDirectoryPage") },
  { path: "/pawn/personal-all", title: "P2P Lenders", page: from(lenderPages, "P2pLenderDirectoryPage") },
  { path: "/pawn/create", title: "Become a Lender", page: from(lenderPages, "SelectServicePage") },
  { path: "/pawn/create/pawnshop/step-1", title: "Create a Pawnshop", page: from(lenderPages, "PawnshopInformationStep") },
  { path: "/pawn/create/pawnshop/step-2", title: "Create a Pawnshop", page: from(lenderPages, "FirstPackageStep") },
  { path: "/pawn/create/pawnshop/step-3", title: "Create a Pawnshop", page: from(lenderPages, "ConfirmStep") },
  { path: "/pawn/create/p2p-lender/step-1", title: "Become a P2P Lender", page: from(lenderPages, "P2pInformationStep") },
  { path: "/pawn/create/p2p-lender/step-2", title: "Become a P2P Lender", page: from(lenderPages, "P2pSettingStep") },
  { path: "/pawn/create/successfully", title: "Lender Created", page: from(lenderPages, "LenderCreatedPage") },
  { path: "/dashboard", title: "Dashboard", page: from(() => import("../../features/dashboard/components/dashboard-page.tsx"), "DashboardPage") },
  { path: "/nft", title: "NFT Market", page: from(nftPages, "NftHomePage") },
  { path: "/nft/search", title: "Search NFTs", page: from(nftPages, "NftSearchPage") },
  { path: "/nft/create", title: "Create NFT", page: from(nftPages, "CreateNftPage") },
  { path: "/nft/put-on-market", title: "Put on Market", page: from(nftPages, "PutOnMarketPage") },
  { path: "/nft/market/details/place-bid", title: "Place a Bid", page: from(nftPages, "PlaceBidPage") },
  { path: "/nft/market/details/:id", title: "Auction", page: from(nftPages, "AuctionRoute") },
  { path: "/nft/list/details/:id", title: "Sale", page: from(nftPages, "ListingRoute") },
  { path: "/nft/operator/auctions", title: "Auctions to Approve", page: from(nftPages, "OperatorAuctionsPage") },
  { path: "/nft-detail/:id", title: "NFT", page: from(nftPages, "NftDetailRoute") },
  { path: "/nft-detail/:id/list-on-market", title: "List on Market", page: from(nftPages, "ListOnMarketRoute") },
  { path: "/inventory/my-nft/nft-list", title: "My NFTs", page: from(nftPages, "MyNftsPage") },
  { path: "/inventory/my-nft/bidding-list", title: "My Bids", page: from(nftPages, "BiddingListPage") },
  { path: "/inventory/personal-profile", title: "Personal Profile", page: from(accountPages, "PersonalProfilePage") },
  { path: "/inventory/setting", title: "Settings", page: from(accountPages, "SettingsRoute") },
  { path: "/inventory/profile/verification", title: "Verification", page: from(accountPages, "VerificationPage") },
  { path: "/inventory/profile/verification/connected-account", title: "Connected Accounts", page: from(accountPages, "ConnectedAccountPage") },
  { path: "/inventory/overview", title: "Overview", page: from(lendingPages, "InventoryOverviewPage") },
  { path: "/inventory/collateral", title: "Collateral", page: from(lendingPages, "InventoryCollateralsPage") },
  { path: "/inventory/collateral/:id", title: "Collateral Details", page: from(lendingPages, "BorrowerCollateralRoute") },
  { path: "/inventory/contract", title: "Contracts", page: from(lendingPages, "MyContractsPage") },
  { path: "/inventory/contract/contract-list", title: "Contracts", page: from(lendingPages, "MyContractsPage") },
  { path: "/inventory/contract/borrow", title: "Borrow Contracts", page: from(lendingPages, "MyContractsPage") },
  { path: "/inventory/contract/loan", title: "Loan Contracts", page: from(lendingPages, "MyLoansPage") },
  { path: "/inventory/contract/borrow/:id", title: "Borrow Contract", page: from(lendingPages, "ContractRoute") },
  { path: "/inventory/contract/loan/:id", title: "Loan Contract", page: from(lendingPages, "ContractRoute") },
  { path: "/inventory/contract/loan/cryptocurrency-list", title: "Loans", page: from(lendingPages, "MyLoansPage") },
  { path: "/inventory/contract/loan/nft-list", title: "NFT Loans", page: from(nftPawnPages, "MyNftLoanContractsPage") },
  { path: "/inventory/contract/contract-list/ListNft", title: "NFT Contracts", page: from(nftPawnPages, "MyNftBorrowContractsPage") },
  { path: "/inventory/offer", title: "Offers", page: from(lendingPages, "MyOffersPage") },
  { path: "/inventory/offer/:id", title: "Offer Details", page: from(lendingPages, "OfferRoute") },
  { path: "/inventory/transaction", title: "Transactions", page: from(lendingPages, "TransactionsPage") },
  { path: "/inventory/loan-package/:id", title: "Loan Package", page: from(lenderPages, "OwnPackageRoute") },
  { path: "/inventory/lender-profile/pawnshop-loan-package", title: "Pawnshop Loan Packages", page: from(lenderPages, "MyPackagesPage") },
  { path: "/inventory/package", title: "Loan Packages", page: from(lenderPages, "MyPackagesPage") },
  { path: "/inventory/package/:id", title: "Loan Package", page: from(lenderPages, "OwnPackageRoute") },
  { path: "/inventory/shop", title: "My Shop", page: from(lenderPages, "MyShopPage") },
  { path: "/inventory/lender-profile/loan-request-detail", title: "Loan Requests", page: from(lenderPages, "LoanRequestsPage") },
  { path: "/inventory/lender-profile/loan-request-detail/:id", title: "Loan Request", page: from(lenderPages, "LoanRequestRoute") },
  { path: "/inventory/asset-list", title: "Assets", comingSoon: true },
  { path: "/inventory/nft-list", title: "NFTs", page: from(nftPages, "MyNftsPage") },
  { path: "/terms", title: "Terms and legal notice", page: from(accountPages, "TermsRoute") },
  { path: "/faq", title: "FAQ", page: from(() => import("../../features/help/components/faq-page.tsx"), "FaqPage") },
  { path: "/privacy", title: "Privacy notice", page: from(() => import("../../features/help/components/privacy-page.tsx"), "PrivacyPage") },
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

export const LOGIN_PAGE: PageDefinition = { path: "/login", title: "Log in or sign up", page: from(() => import("./login-page.tsx"), "LoginPage") };

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
