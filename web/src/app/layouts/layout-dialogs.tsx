import { LazyFlashHost } from "../../components/feedback/feedback-hosts.tsx";
import { TermsGateHost } from "./terms-gate-host.tsx";

/**
 * The dialogs of the default and staking layouts (spec §2): the flash notification at the bottom left now;
 * the terms dialog (on the lending pages, decision 0010); the account-created modal joins them with accounts. The message, confirm, login and
 * change-password dialogs are app-wide (root layout).
 */
export function LayoutDialogs() {
  return (
    <>
      <LazyFlashHost />
      <TermsGateHost />
    </>
  );
}
