import { useId, useState } from "react";
import { Avatar, Button, IconButton } from "@mui/material";
import { SHELL_MESSAGES } from "@openpawn/shared/platform/messages";
import { onDemand } from "../../../components/lazy/on-demand.tsx";
import { useProfile } from "../../../features/accounts/hooks/use-profile.ts";
import { openLoginDialog } from "../../../stores/account-dialogs.ts";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { useMenuAction } from "./use-menu-action.ts";

const UserMenuPopup = onDemand(() => import("./user-menu-popup.tsx").then((module) => module.UserMenuPopup));

/** The account menu (Change Password, Log out) of a logged-in user; a Login button otherwise. */
export function UserMenu() {
  const loggedIn = useIsLoggedIn();
  const runAction = useMenuAction();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { data: profile } = useProfile();
  if (!loggedIn) {
    return (
      <Button variant="contained" onClick={() => openLoginDialog({ tab: "login" })}>
        {SHELL_MESSAGES.login}
      </Button>
    );
  }
  const choose = (action: "changePassword" | "logout") => {
    setAnchor(null);
    runAction(action);
  };
  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-haspopup="true"
        aria-expanded={anchor ? "true" : undefined}
        aria-controls={anchor ? menuId : undefined}
        onPointerEnter={() => void UserMenuPopup.preload().catch(() => undefined)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar src={profile?.avatar ?? undefined} alt={profile?.name ?? undefined} sx={{ width: 32, height: 32 }}>
          {profile?.name ? profile.name.charAt(0).toUpperCase() : undefined}
        </Avatar>
      </IconButton>
      <UserMenuPopup
        needed={anchor !== null}
        id={menuId}
        anchorEl={anchor}
        name={profile?.name ?? undefined}
        canChangePassword={profile?.hasPassword === true}
        onClose={() => setAnchor(null)}
        onChoose={choose}
      />
    </>
  );
}
