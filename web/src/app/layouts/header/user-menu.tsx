import { useId, useState } from "react";
import { Avatar, Button, IconButton, ListItemIcon, Menu, MenuItem } from "@mui/material";
import Logout from "@mui/icons-material/Logout";
import Password from "@mui/icons-material/Password";
import { MESSAGES } from "@openpawn/shared/messages";
import { openLoginDialog } from "../../../stores/account-dialogs.ts";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { useMenuAction } from "./use-menu-action.ts";

/** The account menu (Change Password, Log out) of a logged-in user; a Login button otherwise. */
export function UserMenu() {
  const loggedIn = useIsLoggedIn();
  const runAction = useMenuAction();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
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
        <Avatar sx={{ width: 32, height: 32 }} />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
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
