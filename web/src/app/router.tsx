import { createBrowserRouter, data, redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { MESSAGES } from "@openpawn/shared/messages";
import { DefaultLayout } from "./layouts/default-layout.tsx";
import { FarmingLayout } from "./layouts/farming-layout.tsx";
import { RootLayout } from "./layouts/root-layout.tsx";
import { StakingLayout } from "./layouts/staking-layout.tsx";
import { authTabQuery } from "./routes/login-tab-query.ts";
import {
  DEFAULT_LAYOUT_PAGES,
  FARMING_LAYOUT_PAGES,
  LOGIN_PAGE,
  STAKING_LAYOUT_PAGES,
  type PageDefinition,
} from "./routes/pages.ts";
import type { RouteHandle } from "./routes/route-handle.ts";
import { RouteErrorPage } from "./routes/route-error-page.tsx";

const loadPlaceholderPage = async () => ({ Component: (await import("./routes/placeholder-page.tsx")).PlaceholderPage });
const loadLoginPage = async () => ({ Component: (await import("./routes/login-page.tsx")).LoginPage });
const accountPages = () => import("./routes/account-pages.tsx");
const lendingPages = () => import("./routes/lending-pages.tsx");
const lenderPages = () => import("./routes/lender-pages.tsx");
const nftPages = () => import("./routes/nft-pages.tsx");
const nftPawnPages = () => import("./routes/nft-pawn-pages.tsx");

/** Pages that have their own module; the pages marked comingSoon show the placeholder. */
const PAGE_MODULES: Record<string, () => Promise<Pick<RouteObject, "Component">>> = {
  "/profile": async () => ({ Component: (await accountPages()).PublicProfilePage }),
  "/inventory/personal-profile": async () => ({ Component: (await accountPages()).PersonalProfilePage }),
  "/inventory/setting": async () => ({ Component: (await accountPages()).SettingsPage }),
  "/inventory/profile/verification": async () => ({ Component: (await accountPages()).VerificationPage }),
  "/inventory/profile/verification/connected-account": async () => ({ Component: (await accountPages()).ConnectedAccountPage }),
  "/terms": async () => ({ Component: (await accountPages()).TermsRoute }),
  // The first pages a visitor sees load only their own code (decision 0019's budget), not the whole feature.
  "/": async () => ({ Component: (await import("../features/lending/components/home-page.tsx")).HomePage }),
  "/pawn": async () => ({ Component: (await import("../features/lending/components/borrow-page.tsx")).BorrowPage }),
  "/pawn/offer": async () => ({ Component: (await import("../features/lending/components/market-page.tsx")).MarketPage }),
  "/pawn/offer/:id": async () => ({ Component: (await lendingPages()).LenderCollateralRoute }),
  "/pawn/nft-offer": async () => ({ Component: (await nftPawnPages()).NftCollateralMarketRoute }),
  "/pawn/lender/nft-result": async () => ({ Component: (await nftPawnPages()).NftCollateralResultRoute }),
  "/put-on-pawn/:id": async () => ({ Component: (await nftPawnPages()).PutOnPawnRoute }),
  "/collateral-nft/:id": async () => ({ Component: (await nftPawnPages()).NftCollateralRoute }),
  "/inventory/contract/loan/nft-list": async () => ({ Component: (await nftPawnPages()).MyNftLoanContractsPage }),
  "/inventory/contract/contract-list/ListNft": async () => ({ Component: (await nftPawnPages()).MyNftBorrowContractsPage }),
  "/pawn/collateral/:id": async () => ({ Component: (await lendingPages()).BorrowerCollateralRoute }),
  "/pawn/contract/:id": async () => ({ Component: (await lendingPages()).ContractRoute }),
  "/inventory/overview": async () => ({ Component: (await lendingPages()).InventoryOverviewPage }),
  "/inventory/collateral": async () => ({ Component: (await lendingPages()).InventoryCollateralsPage }),
  "/inventory/offer": async () => ({ Component: (await lendingPages()).MyOffersPage }),
  "/inventory/offer/:id": async () => ({ Component: (await lendingPages()).OfferRoute }),
  "/inventory/transaction": async () => ({ Component: (await lendingPages()).TransactionsPage }),
  "/inventory/contract": async () => ({ Component: (await lendingPages()).MyContractsPage }),
  "/inventory/contract/contract-list": async () => ({ Component: (await lendingPages()).MyContractsPage }),
  "/inventory/contract/borrow": async () => ({ Component: (await lendingPages()).MyContractsPage }),
  "/inventory/contract/loan": async () => ({ Component: (await lendingPages()).MyLoansPage }),
  "/inventory/contract/loan/cryptocurrency-list": async () => ({ Component: (await lendingPages()).MyLoansPage }),
  "/inventory/collateral/:id": async () => ({ Component: (await lendingPages()).BorrowerCollateralRoute }),
  "/inventory/contract/borrow/:id": async () => ({ Component: (await lendingPages()).ContractRoute }),
  "/inventory/contract/loan/:id": async () => ({ Component: (await lendingPages()).ContractRoute }),
  "/pawn/create": async () => ({ Component: (await lenderPages()).SelectServicePage }),
  "/pawn/create/pawnshop/step-1": async () => ({ Component: (await lenderPages()).PawnshopInformationStep }),
  "/pawn/create/pawnshop/step-2": async () => ({ Component: (await lenderPages()).FirstPackageStep }),
  "/pawn/create/pawnshop/step-3": async () => ({ Component: (await lenderPages()).ConfirmStep }),
  "/pawn/create/p2p-lender/step-1": async () => ({ Component: (await lenderPages()).P2pInformationStep }),
  "/pawn/create/p2p-lender/step-2": async () => ({ Component: (await lenderPages()).P2pSettingStep }),
  "/pawn/create/successfully": async () => ({ Component: (await lenderPages()).LenderCreatedPage }),
  "/pawn/lender": async () => ({ Component: (await lenderPages()).LenderMarketPage }),
  "/pawn/lender/:id": async () => ({ Component: (await lenderPages()).LenderRoute }),
  "/pawn/negotiation/:id": async () => ({ Component: (await lenderPages()).NegotiationRoute }),
  "/inventory/lender-profile/loan-request-detail": async () => ({ Component: (await lenderPages()).LoanRequestsPage }),
  "/pawn/pawnshop-all": async () => ({ Component: (await lenderPages()).PawnshopDirectoryPage }),
  "/pawn/personal-all": async () => ({ Component: (await lenderPages()).P2pLenderDirectoryPage }),
  "/inventory/lender-profile/pawnshop-loan-package": async () => ({ Component: (await lenderPages()).MyPackagesPage }),
  "/inventory/package": async () => ({ Component: (await lenderPages()).MyPackagesPage }),
  "/inventory/loan-package/:id": async () => ({ Component: (await lenderPages()).OwnPackageRoute }),
  "/inventory/package/:id": async () => ({ Component: (await lenderPages()).OwnPackageRoute }),
  "/inventory/lender-profile/loan-request-detail/:id": async () => ({ Component: (await lenderPages()).LoanRequestRoute }),
  "/inventory/shop": async () => ({ Component: (await lenderPages()).MyShopPage }),
  "/pawn/shop": async () => ({ Component: (await lenderPages()).OwnShopRedirect }),
  "/dashboard": async () => ({ Component: (await import("../features/dashboard/components/dashboard-page.tsx")).DashboardPage }),
  "/nft": async () => ({ Component: (await nftPages()).NftHomePage }),
  "/nft/search": async () => ({ Component: (await nftPages()).NftSearchPage }),
  "/nft/create": async () => ({ Component: (await nftPages()).CreateNftPage }),
  "/nft/put-on-market": async () => ({ Component: (await nftPages()).PutOnMarketPage }),
  "/nft/market/details/place-bid": async () => ({ Component: (await nftPages()).PlaceBidPage }),
  "/nft/market/details/:id": async () => ({ Component: (await nftPages()).AuctionRoute }),
  "/nft/list/details/:id": async () => ({ Component: (await nftPages()).ListingRoute }),
  "/nft/operator/auctions": async () => ({ Component: (await nftPages()).OperatorAuctionsPage }),
  "/nft-detail/:id": async () => ({ Component: (await nftPages()).NftDetailRoute }),
  "/nft-detail/:id/list-on-market": async () => ({ Component: (await nftPages()).ListOnMarketRoute }),
  "/inventory/nft-list": async () => ({ Component: (await nftPages()).MyNftsPage }),
  "/inventory/my-nft/nft-list": async () => ({ Component: (await nftPages()).MyNftsPage }),
  "/inventory/my-nft/bidding-list": async () => ({ Component: (await nftPages()).BiddingListPage }),
  "/faq": async () => ({ Component: (await import("../features/help/components/faq-page.tsx")).FaqPage }),
  "/privacy": async () => ({ Component: (await import("../features/help/components/privacy-page.tsx")).PrivacyPage }),
  "/noti": async () => ({ Component: (await import("../features/notifications/components/notifications-page.tsx")).NotificationsPage }),
};

/** A page's route: its own module, or the placeholder for a page marked coming soon (never both, never neither). */
function pageRoute({ path, title, comingSoon }: PageDefinition, lazy = PAGE_MODULES[path]): RouteObject {
  if (comingSoon && lazy) throw new Error(`${path} has its own page: drop its comingSoon mark in pages.ts`);
  if (!comingSoon && !lazy) throw new Error(`${path} has no page module: add one to PAGE_MODULES or mark it comingSoon`);
  return { path, handle: { title } satisfies RouteHandle, lazy: lazy ?? loadPlaceholderPage };
}

/** /signup is the Sign up tab of /login; other query parameters (referral_code) go along. */
function redirectSignupToLogin({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  query.set("tab", authTabQuery("signup"));
  return redirect(`/login?${query}`);
}

function notFound(): never {
  throw data(MESSAGES.errorPage.notFound, { status: 404, statusText: "Not Found" });
}

/** What the first load shows until the first page's code has arrived: nothing (a named fallback, not a missing one). */
function NothingYet() {
  return null;
}

/** The pages of a layout sit in a pathless route that shows a page's error inside the layout (header and footer stay). */
function pagesOf(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <RouteErrorPage />, children }];
}

/** Every route of the app (spec §2): /farm pages use the farming layout, /staking pages the staking one. */
export const routes: RouteObject[] = [
  {
    id: "root",
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // On the first load the shell appears together with the page, once the page's code has arrived: a spinner
    // painted before it would only turn the page's own render into blocking time after the first paint (decision 0019).
    HydrateFallback: NothingYet,
    children: [
      {
        element: <DefaultLayout />,
        children: pagesOf([
          ...DEFAULT_LAYOUT_PAGES.map((page) => pageRoute(page)),
          pageRoute(LOGIN_PAGE, loadLoginPage),
          // Loader-only routes: they redirect or throw before anything renders.
          { path: "/signup", loader: redirectSignupToLogin, element: null },
          { path: "*", loader: notFound, element: null },
        ]),
      },
      { element: <StakingLayout />, children: pagesOf(STAKING_LAYOUT_PAGES.map((page) => pageRoute(page))) },
      { element: <FarmingLayout />, children: pagesOf(FARMING_LAYOUT_PAGES.map((page) => pageRoute(page))) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
