import type { ReactNode } from "react";
import { alpha, Box, ListItem, ListItemButton, ListItemText } from "@mui/material";
import FiberManualRecord from "@mui/icons-material/FiberManualRecord";
import { formatDateTime } from "@openpawn/shared/format";
import { NOTIFICATIONS_MESSAGES } from "@openpawn/shared/notifications/messages";
import type { NotificationItem } from "../api/notifications-api.ts";
import { relativeTime } from "./relative-time.ts";

export interface NotificationListItemProps {
  item: NotificationItem;
  onClick: () => void;
  /** Shown open (the /noti page's open notification). */
  selected?: boolean;
  /** Shown under the item (outside its button, so it may hold links), e.g. when open. */
  details?: ReactNode;
}

/** One notification in a list: unread ones are highlighted (tinted, bold, a dot labelled Unread); the time is relative. */
export function NotificationListItem({ item, onClick, selected = false, details }: NotificationListItemProps) {
  const unread = !item.isRead;
  return (
    <ListItem disablePadding id={`notification-${item.id}`} data-unread={unread} sx={{ borderBottom: 1, borderColor: "divider", flexDirection: "column", alignItems: "stretch" }}>
      <ListItemButton
        onClick={onClick}
        selected={selected}
        aria-current={selected ? "true" : undefined}
        sx={(theme) => ({ alignItems: "flex-start", gap: 1, ...(unread && { bgcolor: alpha(theme.palette.primary.main, 0.08) }) })}
      >
        <Box sx={{ width: 12, pt: 0.75, flexShrink: 0, color: "primary.main" }}>
          {unread && <FiberManualRecord titleAccess={NOTIFICATIONS_MESSAGES.unread} sx={{ fontSize: 10 }} />}
        </Box>
        <ListItemText
          primary={item.title}
          secondary={
            <Box component="time" dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
              {relativeTime(item.createdAt)}
            </Box>
          }
          slotProps={{ primary: { sx: { fontWeight: unread ? 600 : 400, wordBreak: "break-word" } }, secondary: { component: "div" } }}
        />
      </ListItemButton>
      {details}
    </ListItem>
  );
}
