import { useWalletAddress } from "../../wallet/use-wallet-address.ts";
import { LinkedWallets } from "../../features/accounts/components/linked-wallets.tsx";
import { TermsPage } from "../../features/accounts/components/terms-page.tsx";
import { SettingsPage } from "../../features/notifications/components/settings-page.tsx";

/**
 * Route modules of the account area (accounts spec §2) and the legal page. The app composes: the
 * connected wallet's address is read here and passed down, so that features never import each other.
 */
export { PersonalProfilePage } from "../../features/profile/components/personal-profile-page.tsx";
export { PublicProfilePage } from "../../features/profile/components/public-profile-page.tsx";
export { VerificationPage } from "../../features/profile/components/verification-page.tsx";
export { ConnectedAccountPage } from "../../features/accounts/components/connected-account-page.tsx";

/** /inventory/setting: the notification settings, with the account's linked wallets below them. */
export function SettingsRoute() {
  return <SettingsPage linkedWallets={<LinkedWallets />} />;
}

/** /terms: the terms and legal page with the trader declarations. */
export function TermsRoute() {
  return <TermsPage walletAddress={useWalletAddress()} />;
}
