import { useWalletAddress } from "../../wallet/use-wallet-address.ts";
import { TermsPage } from "../../features/terms/components/terms-page.tsx";

/**
 * Route modules of the account area (accounts spec §2) and the legal page. The app composes: the
 * connected wallet's address is read here and passed down, so that features never import each other.
 */
export { PersonalProfilePage } from "../../features/profile/components/personal-profile-page.tsx";
export { PublicProfilePage } from "../../features/profile/components/public-profile-page.tsx";
export { VerificationPage } from "../../features/profile/components/verification-page.tsx";
export { SettingsPage } from "../../features/settings/components/settings-page.tsx";
export { ConnectedAccountPage } from "../../features/settings/components/connected-account-page.tsx";

/** /terms: the terms and legal page with the trader declarations. */
export function TermsRoute() {
  return <TermsPage walletAddress={useWalletAddress()} />;
}
