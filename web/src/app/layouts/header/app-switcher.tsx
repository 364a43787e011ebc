import { useId, useState, type ComponentType } from "react";
import { Box, IconButton, Menu, MenuItem, Typography } from "@mui/material";
import AccountBalance from "@mui/icons-material/AccountBalance";
import Agriculture from "@mui/icons-material/Agriculture";
import Apps from "@mui/icons-material/Apps";
import ConfirmationNumber from "@mui/icons-material/ConfirmationNumber";
import Description from "@mui/icons-material/Description";
import Savings from "@mui/icons-material/Savings";
import Storefront from "@mui/icons-material/Storefront";
import { LinkBehavior } from "../../../components/navigation/link-behavior.tsx";
import { APP_SWITCHER_LINKS, type AppSwitcherIcon } from "./app-switcher-links.ts";

const ICONS: Record<AppSwitcherIcon, ComponentType> = {
  lending: AccountBalance,
  staking: Savings,
  farming: Agriculture,
  lottery: ConfirmationNumber,
  marketplace: Storefront,
  docs: Description,
};

/** The grid icon of the header, opening a grid of the product's apps. */
export function AppSwitcher() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Apps"
        aria-haspopup="true"
        aria-expanded={anchor ? "true" : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Apps />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { sx: { display: "grid", gridTemplateColumns: "repeat(3, 96px)", gap: 0.5, p: 1 } } }}
      >
        {APP_SWITCHER_LINKS.map(({ label, href, icon }) => {
          const Icon = ICONS[icon];
          return (
            <MenuItem key={label} component={LinkBehavior} href={href} onClick={close} sx={{ borderRadius: 1, py: 1.5 }}>
              <Box sx={{ display: "grid", justifyItems: "center", gap: 0.5, width: "100%" }}>
                <Icon />
                <Typography variant="caption">{label}</Typography>
              </Box>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
