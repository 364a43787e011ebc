import { routeWithId } from "./route-id.tsx";
import { ShopInformationStep } from "../../features/packages/components/become-lender/shop-information-step.tsx";
import { LenderMarketPage } from "../../features/packages/components/lenders/lender-market-page.tsx";
import { LenderPage } from "../../features/packages/components/lenders/lender-page.tsx";
import { LoanRequestPage } from "../../features/packages/components/lender-packages/loan-request-page.tsx";
import { OwnPackagePage } from "../../features/packages/components/lender-packages/package-page.tsx";
import { NegotiationPage } from "../../features/negotiations/components/negotiation-page.tsx";

/** Route modules of Become a Lender (spec §2: /pawn/create and its steps). */
export { SelectServicePage } from "../../features/packages/components/become-lender/select-service-page.tsx";
export { FirstPackageStep } from "../../features/packages/components/become-lender/first-package-step.tsx";
export { ConfirmStep } from "../../features/packages/components/become-lender/confirm-step.tsx";
export { P2pSettingStep } from "../../features/packages/components/become-lender/p2p-setting-step.tsx";
export { LenderCreatedPage } from "../../features/packages/components/become-lender/success-page.tsx";
export { MyPackagesPage } from "../../features/packages/components/lender-packages/my-packages-page.tsx";
export { MyShopPage, OwnShopRedirect } from "../../features/packages/components/lender-settings/my-shop-page.tsx";
export { LoanRequestsPage } from "../../features/negotiations/components/loan-requests-page.tsx";

export const PawnshopInformationStep = () => <ShopInformationStep type="PAWNSHOP" />;
export const P2pInformationStep = () => <ShopInformationStep type="P2P_LENDER" />;

export { LenderMarketPage };
export const PawnshopDirectoryPage = () => <LenderMarketPage lenderType="PAWNSHOP" />;
export const P2pLenderDirectoryPage = () => <LenderMarketPage lenderType="P2P_LENDER" />;

export const LenderRoute = routeWithId(LenderPage);
export const NegotiationRoute = routeWithId(NegotiationPage);
export const OwnPackageRoute = routeWithId(OwnPackagePage);
export const LoanRequestRoute = routeWithId(LoanRequestPage);
