import { routeWithId } from "./route-id.tsx";
import { ShopInformationStep } from "../../features/lending/components/become-lender/shop-information-step.tsx";
import { LenderMarketPage } from "../../features/lending/components/lenders/lender-market-page.tsx";
import { LenderPage } from "../../features/lending/components/lenders/lender-page.tsx";
import { LoanRequestPage } from "../../features/lending/components/lender-packages/loan-request-page.tsx";
import { OwnPackagePage } from "../../features/lending/components/lender-packages/package-page.tsx";
import { NegotiationPage } from "../../features/lending/components/negotiations/negotiation-page.tsx";

/** Route modules of Become a Lender (spec §2: /pawn/create and its steps). */
export { SelectServicePage } from "../../features/lending/components/become-lender/select-service-page.tsx";
export { FirstPackageStep } from "../../features/lending/components/become-lender/first-package-step.tsx";
export { ConfirmStep } from "../../features/lending/components/become-lender/confirm-step.tsx";
export { P2pSettingStep } from "../../features/lending/components/become-lender/p2p-setting-step.tsx";
export { LenderCreatedPage } from "../../features/lending/components/become-lender/success-page.tsx";
export { MyPackagesPage } from "../../features/lending/components/lender-packages/my-packages-page.tsx";
export { MyShopPage, OwnShopRedirect } from "../../features/lending/components/lender-settings/my-shop-page.tsx";
export { LoanRequestsPage } from "../../features/lending/components/negotiations/loan-requests-page.tsx";

export const PawnshopInformationStep = () => <ShopInformationStep type="PAWNSHOP" />;
export const P2pInformationStep = () => <ShopInformationStep type="P2P_LENDER" />;

export { LenderMarketPage };
export const PawnshopDirectoryPage = () => <LenderMarketPage lenderType="PAWNSHOP" />;
export const P2pLenderDirectoryPage = () => <LenderMarketPage lenderType="P2P_LENDER" />;

export const LenderRoute = routeWithId(LenderPage);
export const NegotiationRoute = routeWithId(NegotiationPage);
export const OwnPackageRoute = routeWithId(OwnPackagePage);
export const LoanRequestRoute = routeWithId(LoanRequestPage);
