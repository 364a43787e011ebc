import { useId, useState } from "react";
import { Box, Button } from "@mui/material";
import ExpandMore from "@mui/icons-material/ExpandMore";
import { onDemand } from "../../../components/lazy/on-demand.tsx";
import { ComingSoonMark } from "./coming-soon-mark.tsx";
import { ExternalMark } from "./external-mark.tsx";
import type { VisibleMenuNode } from "../menu.ts";

const MENU_BUTTON_SX = { textTransform: "none", whiteSpace: "nowrap", fontSize: 15 } as const;

// A dropdown (MUI's Menu, Popover and Modal) is not needed to paint the header: it loads on the first open.
const GroupMenu = onDemand(() => import("./group-menu.tsx").then((module) => module.GroupMenu));

type GroupNode = Extract<VisibleMenuNode, { kind: "group" }>;
type LinkNode = Extract<VisibleMenuNode, { kind: "link" }>;

function GroupButton({ group }: { group: GroupNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
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
        onPointerEnter={() => void GroupMenu.preload().catch(() => undefined)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {group.label}
      </Button>
      <GroupMenu needed={anchor !== null} id={menuId} anchorEl={anchor} links={links} onClose={() => setAnchor(null)} />
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
              <ComingSoonMark show={item.comingSoon} />
              <ExternalMark href={item.href} />
            </Button>
          );
        return null;
      })}
    </Box>
  );
}
