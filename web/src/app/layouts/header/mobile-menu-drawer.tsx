import { useState } from "react";
import { Badge, Box, Button, Collapse, Divider, Drawer, List, ListItemButton, ListItemIcon, ListItemText } from "@mui/material";
import ExpandLess from "@mui/icons-material/ExpandLess";
import ExpandMore from "@mui/icons-material/ExpandMore";
import NotificationsNone from "@mui/icons-material/NotificationsNone";
import OpenInNew from "@mui/icons-material/OpenInNew";
import { NOTIFICATIONS_MESSAGES } from "@openpawn/shared/notifications/messages";
import { SHELL_MESSAGES } from "@openpawn/shared/platform/messages";
import { isExternalHref } from "../../../components/navigation/nav-link.ts";
import { ComingSoonMark } from "./coming-soon-mark.tsx";
import { openLoginDialog } from "../../../stores/account-dialogs.ts";
import type { MenuAction, VisibleMenuNode } from "../menu.ts";
import { useNewCount } from "../../../features/notifications/hooks/use-notification-counts.ts";
import { BecomeLenderButton } from "./become-lender-button.tsx";

/** The drawer's bell carries the same new-notification badge as the desktop bell. */
function NewCountBadge() {
  const newCount = useNewCount();
  if (newCount === 0) return <NotificationsNone />;
  return (
    <Badge badgeContent={newCount} color="error" max={99} aria-label={NOTIFICATIONS_MESSAGES.bellWithNew(newCount)}>
      <NotificationsNone />
    </Badge>
  );
}

interface TreeProps {
  nodes: VisibleMenuNode[];
  depth: number;
  onNavigate: () => void;
  onAction: (action: MenuAction) => void;
}

function TreeGroup({ node, ...props }: Omit<TreeProps, "nodes"> & { node: Extract<VisibleMenuNode, { kind: "group" }> }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <ListItemButton aria-expanded={expanded} onClick={() => setExpanded(!expanded)} sx={{ pl: 2 + props.depth * 2 }}>
        <ListItemText primary={node.label} />
        {expanded ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={expanded} unmountOnExit>
        <MenuTree {...props} nodes={node.children} depth={props.depth + 1} />
      </Collapse>
    </>
  );
}

function MenuTree({ nodes, ...props }: TreeProps) {
  return (
    <List disablePadding>
      {nodes.map((node) => {
        const indent = { pl: 2 + props.depth * 2 };
        switch (node.kind) {
          case "group":
            return <TreeGroup key={node.label} node={node} {...props} />;
          case "link":
            return (
              <ListItemButton key={node.href} href={node.href} onClick={props.onNavigate} sx={indent}>
                <ListItemText primary={node.label} secondary={node.description} />
                <ComingSoonMark show={node.comingSoon} />
                {isExternalHref(node.href) && <OpenInNew fontSize="small" aria-label="(opens in a new tab)" />}
              </ListItemButton>
            );
          case "action":
            return (
              <ListItemButton key={node.action} onClick={() => props.onAction(node.action)} sx={indent}>
                <ListItemText primary={node.label} />
              </ListItemButton>
            );
        }
      })}
    </List>
  );
}

/** The drawer of the header's menu on small screens (loaded when first opened): the menu tree, the bell, Become a Lender and Login. */
export function MobileMenuDrawer({
  open,
  onClose,
  items,
  loggedIn,
  onAction,
}: {
  open: boolean;
  onClose: () => void;
  items: VisibleMenuNode[];
  loggedIn: boolean;
  onAction: (action: MenuAction) => void;
}) {
  const close = onClose;
  return (
    <Drawer anchor="right" open={open} onClose={close}>
      <Box component="nav" aria-label="Main menu" sx={{ width: 300, maxWidth: "85vw" }}>
        <MenuTree
          nodes={items}
          depth={0}
          onNavigate={close}
          onAction={(action) => {
            close();
            onAction(action);
          }}
        />
        <Divider />
        <List disablePadding>
          {loggedIn && (
            <ListItemButton href="/noti" onClick={close}>
              <ListItemIcon>
                <NewCountBadge />
              </ListItemIcon>
              <ListItemText primary="Notifications" />
            </ListItemButton>
          )}
        </List>
        <Box sx={{ p: 2, display: "grid", gap: 1.5 }}>
          <BecomeLenderButton fullWidth onClick={close} />
          {!loggedIn && (
            <Button
              variant="contained"
              fullWidth
              onClick={() => {
                close();
                openLoginDialog({ tab: "login" });
              }}
            >
              {SHELL_MESSAGES.login}
            </Button>
          )}
        </Box>
      </Box>
    </Drawer>
  );
}
