import { useId, useState } from "react";
import { Box, Button, ListItemText, Menu, MenuItem } from "@mui/material";
import ExpandMore from "@mui/icons-material/ExpandMore";
import OpenInNew from "@mui/icons-material/OpenInNew";
import { isExternalHref } from "../../../components/navigation/nav-link.ts";
import { LinkBehavior } from "../../../components/navigation/link-behavior.tsx";
import type { VisibleMenuNode } from "../menu.ts";

const MENU_BUTTON_SX = { textTransform: "none", whiteSpace: "nowrap", fontSize: 15 } as const;

type GroupNode = Extract<VisibleMenuNode, { kind: "group" }>;
type LinkNode = Extract<VisibleMenuNode, { kind: "link" }>;

function ExternalMark({ href }: { href: string }) {
  return isExternalHref(href) ? <OpenInNew sx={{ fontSize: 14, ml: 0.5 }} aria-label="(opens in a new tab)" /> : null;
}

function GroupButton({ group }: { group: GroupNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  // The account actions (Change Password, Log out) live in the user menu on desktop.
  const links = group.children.filter((child): child is LinkNode => child.kind === "link");
  return (
    <>
      <Button
        color="inherit"
        sx={MENU_BUTTON_SX}
        endIcon={<ExpandMore />}
        aria-haspopup="true"
        aria-expanded={anchor ? "true" : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {group.label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {links.map((link) => (
          <MenuItem key={link.href} component={LinkBehavior} href={link.href} onClick={close}>
            <ListItemText primary={link.label} secondary={link.description} />
            <ExternalMark href={link.href} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The header menu on large screens: top-level links, and groups as dropdown menus. */
export function DesktopMenu({ items }: { items: VisibleMenuNode[] }) {
  return (
    <Box component="nav" aria-label="Main menu" sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
      {items.map((item) => {
        if (item.kind === "group") return <GroupButton key={item.label} group={item} />;
        if (item.kind === "link")
          return (
            <Button key={item.href} color="inherit" href={item.href} sx={MENU_BUTTON_SX}>
              {item.label}
              <ExternalMark href={item.href} />
            </Button>
          );
        return null;
      })}
    </Box>
  );
}
