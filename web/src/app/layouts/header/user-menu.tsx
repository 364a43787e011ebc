import { useId, useState } from "react";
import { Avatar, Button, IconButton, ListItemIcon, Menu, MenuItem } from "@mui/material";
import Logout from "@mui/icons-material/Logout";
import Password from "@mui/icons-material/Password";
import { MESSAGES } from "@openpawn/shared/messages";
import { useProfile } from "../../../features/accounts/hooks/use-profile.ts";
import { openLoginDialog } from "../../../stores/account-dialogs.ts";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { useMenuAction } from "./use-menu-action.ts";

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
        {MESSAGES.shell.login}
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
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar src={profile?.avatar ?? undefined} alt={profile?.name ?? undefined} sx={{ width: 32, height: 32 }}>
          {profile?.name ? profile.name.charAt(0).toUpperCase() : undefined}
        </Avatar>
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {profile?.name && (
          <MenuItem disabled sx={{ "&.Mui-disabled": { opacity: 1 }, fontWeight: 600 }}>
            {profile.name}
          </MenuItem>
        )}
        <MenuItem onClick={() => choose("changePassword")}>
          <ListItemIcon>
            <Password fontSize="small" />
          </ListItemIcon>
          {MESSAGES.shell.changePassword}
        </MenuItem>
        <MenuItem onClick={() => choose("logout")}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {MESSAGES.shell.logout}
        </MenuItem>
      </Menu>
    </>
  );
}
