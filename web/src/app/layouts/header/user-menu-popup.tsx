import { ListItemIcon, Menu, MenuItem } from "@mui/material";
import Logout from "@mui/icons-material/Logout";
import Password from "@mui/icons-material/Password";
import { MESSAGES } from "@openpawn/shared/messages";

/** The account menu's popup: the user's name, Change Password and Log out (loaded when first opened). */
export function UserMenuPopup({
  id,
  anchorEl,
  name,
  onClose,
  onChoose,
}: {
  id: string;
  anchorEl: HTMLElement | null;
  name: string | undefined;
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
      <MenuItem onClick={() => onChoose("changePassword")}>
        <ListItemIcon>
          <Password fontSize="small" />
        </ListItemIcon>
        {MESSAGES.shell.changePassword}
      </MenuItem>
      <MenuItem onClick={() => onChoose("logout")}>
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        {MESSAGES.shell.logout}
      </MenuItem>
    </Menu>
  );
}
