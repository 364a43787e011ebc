import { Box, Button, Divider, List, Popover, Skeleton, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { NOTIFICATION_DROPDOWN_SIZE } from "@openpawn/shared/constants";
import { NOTIFICATIONS_MESSAGES } from "@openpawn/shared/notifications/messages";
import { SHELL_MESSAGES } from "@openpawn/shared/platform/messages";
import type { NotificationItem } from "../api/notifications-api.ts";
import { HEADER_LIST_PARAMS, listQuery } from "../hooks/notification-queries.ts";
import { useMarkRead } from "../hooks/use-notification-actions.ts";
import { NotificationListItem } from "./notification-list-item.tsx";

export interface NotificationDropdownProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/**
 * The bell's dropdown (spec §2, §4): the latest 6 notifications of all types, read and unread; a skeleton
 * while loading; 'No notification' when there is none (or the list cannot be read); 'View all' to /noti.
 * Clicking one marks it read and opens its link.
 */
export function NotificationDropdown({ anchorEl, onClose }: NotificationDropdownProps) {
  const open = anchorEl !== null;
  const list = useQuery({ ...listQuery(HEADER_LIST_PARAMS), enabled: open });
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const items = list.data?.content ?? [];

  const openItem = (item: NotificationItem) => {
    if (!item.isRead) markRead.mutate(item);
    onClose();
    void navigate(item.link ?? `/noti?idOpen=${item.id}`);
  };

  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{ paper: { sx: { width: 380, maxWidth: "calc(100vw - 16px)" }, role: "dialog", "aria-label": NOTIFICATIONS_MESSAGES.pageTitle } }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, py: 1.5, fontWeight: 600 }}>
        {NOTIFICATIONS_MESSAGES.pageTitle}
      </Typography>
      <Divider />
      {list.isPending ? (
        <Box role="status" aria-label="Loading notifications" aria-busy="true" sx={{ px: 2, py: 1 }}>
          {Array.from({ length: NOTIFICATION_DROPDOWN_SIZE }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={44} sx={{ my: 1 }} />
          ))}
        </Box>
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: "center" }}>
          {SHELL_MESSAGES.noNotification}
        </Typography>
      ) : (
        <List disablePadding aria-label={NOTIFICATIONS_MESSAGES.pageTitle} sx={{ maxHeight: 420, overflowY: "auto" }}>
          {items.map((item) => (
            <NotificationListItem key={item.id} item={item} onClick={() => openItem(item)} />
          ))}
        </List>
      )}
      <Divider />
      <Box sx={{ p: 1, textAlign: "center" }}>
        <Button href="/noti" onClick={onClose} fullWidth>
          {SHELL_MESSAGES.viewAll}
        </Button>
      </Box>
    </Popover>
  );
}
