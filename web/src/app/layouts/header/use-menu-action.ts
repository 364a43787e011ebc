import { useNavigate } from "react-router";
import { openChangePasswordDialog } from "../../../stores/account-dialogs.ts";
import { logout } from "../../../stores/auth.ts";
import type { MenuAction } from "../menu.ts";

/** What the menu's actions do: open the change-password dialog, or log out and go home. */
export function useMenuAction(): (action: MenuAction) => void {
  const navigate = useNavigate();
  return (action) => {
    if (action === "changePassword") {
      openChangePasswordDialog();
      return;
    }
    logout();
    void navigate("/");
  };
}
