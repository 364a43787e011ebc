import { Badge, IconButton } from "@mui/material";
import NotificationsNone from "@mui/icons-material/NotificationsNone";

/** The bell of a logged-in user, linking to the notification list; the badge counts unread notifications. */
export function NotificationBell({ unreadCount = 0 }: { unreadCount?: number }) {
  return (
    <IconButton href="/noti" color="inherit" aria-label={unreadCount > 0 ? `Notifications (${unreadCount} unread)` : "Notifications"}>
      <Badge badgeContent={unreadCount} color="error" max={99}>
        <NotificationsNone />
      </Badge>
    </IconButton>
  );
}
