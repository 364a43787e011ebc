import { ListItemText, Menu, MenuItem } from "@mui/material";
import { ComingSoonMark } from "./coming-soon-mark.tsx";
import { ExternalMark } from "./external-mark.tsx";
import { LinkBehavior } from "../../../components/navigation/link-behavior.tsx";
import type { VisibleMenuNode } from "../menu.ts";

type LinkNode = Extract<VisibleMenuNode, { kind: "link" }>;

/** The dropdown of a desktop menu group (loaded when a group is first opened). */
export function GroupMenu({ id, anchorEl, links, onClose }: { id: string; anchorEl: HTMLElement | null; links: LinkNode[]; onClose: () => void }) {
  return (
    <Menu id={id} anchorEl={anchorEl} open={anchorEl !== null} onClose={onClose}>
      {links.map((link) => (
        <MenuItem key={link.href} component={LinkBehavior} href={link.href} onClick={onClose}>
          <ListItemText primary={link.label} secondary={link.description} />
          <ComingSoonMark show={link.comingSoon} />
          <ExternalMark href={link.href} />
        </MenuItem>
      ))}
    </Menu>
  );
}
