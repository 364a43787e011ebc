import { FlashHost } from "../../components/feedback/flash-host.tsx";

/**
 * The dialogs of the default and staking layouts (spec §2): the flash notification at the bottom left now;
 * the terms dialog and the account-created modal join it with accounts. The message, confirm, login and
 * change-password dialogs are app-wide (root layout).
 */
export function LayoutDialogs() {
  return <FlashHost />;
}
