import { ListItemIcon, Menu, MenuItem } from "@mui/material";
import Logout from "@mui/icons-material/Logout";
import Password from "@mui/icons-material/Password";
import { SHELL_MESSAGES } from "@openpawn/shared/platform/messages";

/**
 * The account menu's popup: the user's name, Change Password (only for an account with a password: a
 * wallet-only account has none to change) and Log out. Loaded when first opened.
 */
export function UserMenuPopup({
  id,
  anchorEl,
  name,
  canChangePassword,
  onClose,
  onChoose,
}: {
  id: string;
  anchorEl: HTMLElement | null;
  name: string | undefined;
  canChangePassword: boolean;
  onClose: () => void;
  onChoose: (action: "changePassword" | "logout") => void;
}) {
  return (
    <Menu id={id} anchorEl={anchorEl} open={anchorEl !== null} onClose={onClose}>
      {name && (
        <MenuItem disabled sx={{ "&.Mui-disabled": { opacity: 1 }, fontWeight: 600 }}>
          {name}
        </MenuItem>
      )}
      {canChangePassword && (
        <MenuItem onClick={() => onChoose("changePassword")}>
          <ListItemIcon>
            <Password fontSize="small" />
          </ListItemIcon>
          {SHELL_MESSAGES.changePassword}
        </MenuItem>
      )}
      <MenuItem onClick={() => onChoose("logout")}>
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        {SHELL_MESSAGES.logout}
      </MenuItem>
    </Menu>
  );
}
