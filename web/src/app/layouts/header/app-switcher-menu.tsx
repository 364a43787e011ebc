import type { ComponentType } from "react";
import { Box, Menu, MenuItem, Typography } from "@mui/material";
import AccountBalance from "@mui/icons-material/AccountBalance";
import Agriculture from "@mui/icons-material/Agriculture";
import ConfirmationNumber from "@mui/icons-material/ConfirmationNumber";
import Description from "@mui/icons-material/Description";
import Savings from "@mui/icons-material/Savings";
import Storefront from "@mui/icons-material/Storefront";
import { SHELL_MESSAGES } from "@openpawn/shared/platform/messages";
import { LinkBehavior } from "../../../components/navigation/link-behavior.tsx";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { isComingSoon } from "../../routes/pages.ts";
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
  const { links } = useRuntimeConfig();
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onClose}
      slotProps={{ list: { sx: { display: "grid", gridTemplateColumns: "repeat(3, 96px)", gap: 0.5, p: 1 } } }}
    >
      {APP_SWITCHER_LINKS.flatMap((item) => {
        const href = "href" in item ? item.href : links[item.link];
        if (!href) return [];
        const Icon = ICONS[item.icon];
        return [
          <MenuItem key={item.label} component={LinkBehavior} href={href} onClick={onClose} sx={{ borderRadius: 1, py: 1.5 }}>
            <Box sx={{ display: "grid", justifyItems: "center", gap: 0.5, width: "100%" }}>
              <Icon />
              <Typography variant="caption">{item.label}</Typography>
              {isComingSoon(href) && (
                <Typography variant="caption" color="text.secondary" sx={{ fontSize: 10, lineHeight: 1 }}>
                  {SHELL_MESSAGES.comingSoon}
                </Typography>
              )}
            </Box>
          </MenuItem>,
        ];
      })}
    </Menu>
  );
}
