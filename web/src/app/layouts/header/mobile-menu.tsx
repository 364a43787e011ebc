import { useState } from "react";
import { IconButton } from "@mui/material";
import MenuIcon from "@mui/icons-material/Menu";
import { onDemand } from "../../../components/lazy/on-demand.tsx";
import type { MenuAction, VisibleMenuNode } from "../menu.ts";

// The drawer (MUI's Drawer and Modal, the menu tree, the notification badge) loads on the first open.
const MobileMenuDrawer = onDemand(() => import("./mobile-menu-drawer.tsx").then((module) => module.MobileMenuDrawer));

/** The header menu on small screens: a button opening a drawer with the menu tree, the bell, Become a Lender and Login. */
export function MobileMenu({ items, loggedIn, onAction }: { items: VisibleMenuNode[]; loggedIn: boolean; onAction: (action: MenuAction) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Open menu"
        onPointerEnter={() => void MobileMenuDrawer.preload().catch(() => undefined)}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <MobileMenuDrawer needed={open} open={open} onClose={() => setOpen(false)} items={items} loggedIn={loggedIn} onAction={onAction} />
    </>
  );
}
