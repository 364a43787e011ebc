import { useNavigate } from "react-router";
import { useLogout } from "../../../features/accounts/hooks/use-logout.ts";
import { deletePushToken } from "../../../features/notifications/api/push-subscription.ts";
import { setSigned } from "../../../wallet/wallet-state.ts";
import { openChangePasswordDialog } from "../../../stores/account-dialogs.ts";
import type { MenuAction } from "../menu.ts";

/**
 * What the menu's actions do: open the change-password dialog, or log out and go home (spec §4): on desktop
 * the push token is deleted first (while the token still works), on mobile the signed flag is cleared;
 * then PUT users/logout, and the token and the profile are forgotten.
 */
export function useMenuAction({ mobile = false }: { mobile?: boolean } = {}): (action: MenuAction) => void {
  const navigate = useNavigate();
  const logout = useLogout();
  return (action) => {
    if (action === "changePassword") {
      openChangePasswordDialog();
      return;
    }
    if (mobile) setSigned(false);
    void (mobile ? Promise.resolve() : deletePushToken())
      .then(logout)
      .then(() => navigate("/"));
  };
}
