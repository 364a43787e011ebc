import { useState } from "react";
import { Badge, IconButton } from "@mui/material";
import NotificationsNone from "@mui/icons-material/NotificationsNone";
import { NOTIFICATIONS_MESSAGES } from "@openpawn/shared/notifications/messages";
import { NotificationDropdown } from "../../../features/notifications/components/notification-dropdown.tsx";
import { useClearNewCount } from "../../../features/notifications/hooks/use-notification-actions.ts";
import { useNewCount } from "../../../features/notifications/hooks/use-notification-counts.ts";

/**
 * The bell of a logged-in user (spec §2, §4): its badge counts the notifications that arrived since it was
 * last opened; opening it clears the badge (PUT notify/new) and shows the latest 6 in a dropdown.
 */
export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const newCount = useNewCount();
  const clearNew = useClearNewCount();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={newCount > 0 ? NOTIFICATIONS_MESSAGES.bellWithNew(newCount) : NOTIFICATIONS_MESSAGES.bell}
        title={newCount > 0 ? NOTIFICATIONS_MESSAGES.bellNewHint(newCount) : NOTIFICATIONS_MESSAGES.bell}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          clearNew.mutate();
        }}
      >
        <Badge badgeContent={newCount} color="error" max={99}>
          <NotificationsNone />
        </Badge>
      </IconButton>
      <NotificationDropdown anchorEl={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
