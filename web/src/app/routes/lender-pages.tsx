import { ShopInformationStep } from "../../features/lending/components/become-lender/shop-information-step.tsx";

/** Route modules of Become a Lender (spec §2: /pawn/create and its steps). */
export { SelectServicePage } from "../../features/lending/components/become-lender/select-service-page.tsx";
export { FirstPackageStep } from "../../features/lending/components/become-lender/first-package-step.tsx";
export { ConfirmStep } from "../../features/lending/components/become-lender/confirm-step.tsx";
export { P2pSettingStep } from "../../features/lending/components/become-lender/p2p-setting-step.tsx";
export { LenderCreatedPage } from "../../features/lending/components/become-lender/success-page.tsx";
export { MyPackagesPage } from "../../features/lending/components/lender-packages/my-packages-page.tsx";

export const PawnshopInformationStep = () => <ShopInformationStep type="PAWNSHOP" />;
export const P2pInformationStep = () => <ShopInformationStep type="P2P_LENDER" />;
