import { routeWithId } from "./route-id.tsx";
import { ShopInformationStep } from "../../features/packages/components/become-lender/shop-information-step.tsx";
import { LenderMarketPage } from "../../features/packages/components/lenders/lender-market-page.tsx";
import { LenderPage } from "../../features/packages/components/lenders/lender-page.tsx";
import { LoanRequestPage } from "../../features/packages/components/lender-packages/loan-request-page.tsx";
import { OwnPackagePage } from "../../features/packages/components/lender-packages/package-page.tsx";
import { NegotiationPage } from "../../features/negotiations/components/negotiation-page.tsx";
import { LoanRequestsPage as LoanRequests } from "../../features/negotiations/components/loan-requests-page.tsx";
import { MySubmissions } from "../../features/packages/components/lenders/my-submissions.tsx";
import { lendingParts, packageThreads, requestLoan } from "./pawn-parts.tsx";

/** Route modules of Become a Lender (spec §2: /pawn/create and its steps). */
export { SelectServicePage } from "../../features/packages/components/become-lender/select-service-page.tsx";
export { FirstPackageStep } from "../../features/packages/components/become-lender/first-package-step.tsx";
export { ConfirmStep } from "../../features/packages/components/become-lender/confirm-step.tsx";
export { P2pSettingStep } from "../../features/packages/components/become-lender/p2p-setting-step.tsx";
export { LenderCreatedPage } from "../../features/packages/components/become-lender/success-page.tsx";
export { MyPackagesPage } from "../../features/packages/components/lender-packages/my-packages-page.tsx";
export { MyShopPage, OwnShopRedirect } from "../../features/packages/components/lender-settings/my-shop-page.tsx";

export const PawnshopInformationStep = () => <ShopInformationStep type="PAWNSHOP" />;
export const P2pInformationStep = () => <ShopInformationStep type="P2P_LENDER" />;

export const LenderMarketRoute = () => <LenderMarketPage requestLoan={requestLoan} />;
export const PawnshopDirectoryPage = () => <LenderMarketPage lenderType="PAWNSHOP" requestLoan={requestLoan} />;
export const P2pLenderDirectoryPage = () => <LenderMarketPage lenderType="P2P_LENDER" requestLoan={requestLoan} />;
export const LoanRequestsPage = () => <LoanRequests submissions={<MySubmissions />} />;

export const LenderRoute = routeWithId(({ id }) => <LenderPage id={id} requestLoan={requestLoan} />);
export const NegotiationRoute = routeWithId(({ id }) => <NegotiationPage id={id} parts={lendingParts} />);
export const OwnPackageRoute = routeWithId(({ id }) => <OwnPackagePage id={id} threads={packageThreads} />);
export const LoanRequestRoute = routeWithId(LoanRequestPage);
