import type { ComponentType } from "react";
import { Box, Menu, MenuItem, Typography } from "@mui/material";
import AccountBalance from "@mui/icons-material/AccountBalance";
import Agriculture from "@mui/icons-material/Agriculture";
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

/** The grid of the product's apps (loaded when the switcher is first opened). */
export function AppSwitcherMenu({ id, anchorEl, onClose }: { id: string; anchorEl: HTMLElement | null; onClose: () => void }) {
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onClose}
      slotProps={{ list: { sx: { display: "grid", gridTemplateColumns: "repeat(3, 96px)", gap: 0.5, p: 1 } } }}
    >
      {APP_SWITCHER_LINKS.map(({ label, href, icon }) => {
        const Icon = ICONS[icon];
        return (
          <MenuItem key={label} component={LinkBehavior} href={href} onClick={onClose} sx={{ borderRadius: 1, py: 1.5 }}>
            <Box sx={{ display: "grid", justifyItems: "center", gap: 0.5, width: "100%" }}>
              <Icon />
              <Typography variant="caption">{label}</Typography>
            </Box>
          </MenuItem>
        );
      })}
    </Menu>
  );
}
