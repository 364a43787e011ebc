import { useId, useState } from "react";
import { IconButton } from "@mui/material";
import Apps from "@mui/icons-material/Apps";
import { onDemand } from "../../../components/lazy/on-demand.tsx";

const AppSwitcherMenu = onDemand(() => import("./app-switcher-menu.tsx").then((module) => module.AppSwitcherMenu));

/** The grid icon of the header, opening a grid of the product's apps. */
export function AppSwitcher() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Apps"
        aria-haspopup="true"
        aria-expanded={anchor ? "true" : undefined}
        aria-controls={anchor ? menuId : undefined}
        onPointerEnter={() => void AppSwitcherMenu.preload().catch(() => undefined)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Apps />
      </IconButton>
      <AppSwitcherMenu needed={anchor !== null} id={menuId} anchorEl={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
