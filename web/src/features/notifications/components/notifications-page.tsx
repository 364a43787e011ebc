import { useEffect, useRef } from "react";
import { Box, Button, Chip, Collapse, Container, List, Pagination, Stack, Tab, Tabs, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { formatDateTime } from "@openpawn/shared/format";
import { DEFAULT_PAGE_SIZE, NOTIFICATION_TYPES } from "@openpawn/shared/constants";
import { NOTIFICATIONS_MESSAGES } from "@openpawn/shared/notifications/messages";
import { SHELL_MESSAGES } from "@openpawn/shared/platform/messages";
import { ListStates } from "../../../components/data/list-states.tsx";
import { openLoginDialog } from "../../../stores/account-dialogs.ts";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { confirm } from "../../../stores/feedback.ts";
import type { NotificationItem, NotificationTypeName, UnreadCounts } from "../api/notifications-api.ts";
import { listQuery } from "../hooks/notification-queries.ts";
import { useDeleteByType, useMarkAllRead, useMarkRead, useMarkReadById } from "../hooks/use-notification-actions.ts";
import { useUnreadCounts } from "../hooks/use-notification-counts.ts";
import { NotificationListItem } from "./notification-list-item.tsx";
import { PushNotificationsToggle } from "./push-notifications-toggle.tsx";

const M = NOTIFICATIONS_MESSAGES;
const FILTERS = Object.keys(NOTIFICATION_TYPES) as NotificationTypeName[];

/** The filter's label: the spec's names (ALL, HOT, ACTIVITIES, NEW_SYSTEM, WARNING), shown as the shared catalogue words them. */
const filterLabel = (name: NotificationTypeName) => M.filters[NOTIFICATION_TYPES[name]];

function filterFrom(value: string | null): NotificationTypeName {
  return FILTERS.find((name) => name === value) ?? "ALL";
}

function positiveInt(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * /noti?idOpen=<id>: that notification opens (shown expanded and marked read). One in the list shown is
 * marked read at once with its counts; another is marked read by its id and the counts are read back.
 */
function useOpenNotification(openId: number | null, items: NotificationItem[] | undefined) {
  const { mutate: markRead } = useMarkRead();
  const { mutate: markReadById } = useMarkReadById();
  const handled = useRef<number | null>(null);
  useEffect(() => {
    if (openId === null || handled.current === openId || items === undefined) return;
    handled.current = openId;
    const item = items.find((each) => each.id === openId);
    if (!item) markReadById(openId);
    else if (!item.isRead) markRead(item);
    document.getElementById(`notification-${openId}`)?.scrollIntoView?.({ block: "center" });
  }, [openId, items, markRead, markReadById]);
}

function FilterTabs({ value, counts, onChange }: { value: NotificationTypeName; counts: UnreadCounts | undefined; onChange: (name: NotificationTypeName) => void }) {
  return (
    <Tabs value={value} onChange={(_, next: NotificationTypeName) => onChange(next)} variant="scrollable" allowScrollButtonsMobile aria-label={M.pageTitle}>
      {FILTERS.map((name) => (
        <Tab
          key={name}
          value={name}
          label={
            <Stack direction="row" spacing={1} alignItems="center">
              <span>{filterLabel(name)}</span>
              {counts && counts[name] > 0 && <Chip size="small" color="error" label={counts[name]} data-testid={`unread-${name}`} />}
            </Stack>
          }
        />
      ))}
    </Tabs>
  );
}

function NotificationCenter() {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params.get("type"));
  const page = (positiveInt(params.get("page")) ?? 1) - 1;
  const openId = positiveInt(params.get("idOpen"));
  const counts = useUnreadCounts();
  const list = useQuery(listQuery({ notiType: NOTIFICATION_TYPES[filter], isReaded: -1, page, size: DEFAULT_PAGE_SIZE }));
  const markAllRead = useMarkAllRead();
  const deleteByType = useDeleteByType();
  useOpenNotification(openId, list.isPlaceholderData ? undefined : list.data?.content);

  const update = (change: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(change)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const askDelete = async () => {
    const confirmed = await confirm({
      title: M.deleteTitle,
      description: M.deleteConfirm(filterLabel(filter)),
      buttonText: M.deleteButton,
      showCancel: true,
    });
    if (confirmed) deleteByType.mutate(NOTIFICATION_TYPES[filter], { onSuccess: () => update({ page: null, idOpen: null }) });
  };

  const items = list.data?.content ?? [];
  const totalPages = list.data?.total_pages ?? 0;
  const unreadOfFilter = counts.data?.[filter] ?? 0;

  return (
    <>
      <FilterTabs value={filter} counts={counts.data} onChange={(name) => update({ type: name === "ALL" ? null : name, page: null, idOpen: null })} />
      <Stack direction="row" spacing={1} sx={{ my: 2, flexWrap: "wrap", rowGap: 1 }}>
        <Button variant="outlined" size="small" disabled={unreadOfFilter === 0} onClick={() => markAllRead.mutate(NOTIFICATION_TYPES[filter])}>
          {M.markAllRead}
        </Button>
        <Button variant="outlined" size="small" color="error" disabled={items.length === 0 || deleteByType.isPending} onClick={() => void askDelete()}>
          {M.deleteAll}
        </Button>
      </Stack>
      <ListStates
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={items.length === 0}
        rows={5}
        emptyText={SHELL_MESSAGES.noNotification}
        errorText={M.loadFailed}
        retryText={M.retry}
        onRetry={() => void list.refetch()}
      >
        <List disablePadding aria-label={filterLabel(filter)} sx={{ border: 1, borderColor: "divider", borderRadius: 1, borderBottom: 0 }}>
          {items.map((item) => {
            const open = item.id === openId;
            return (
              <NotificationListItem
                key={item.id}
                item={item}
                selected={open}
                onClick={() => update({ idOpen: open ? null : String(item.id) })}
                details={
                  <Collapse in={open} unmountOnExit>
                    <Box sx={{ px: 6, pb: 2 }}>
                      <Typography variant="body2" color="text.secondary" gutterBottom>
                        {M.receivedAt(formatDateTime(item.createdAt))}
                      </Typography>
                      {item.link && (
                        <Button href={item.link} size="small" variant="contained">
                          {M.goTo}
                        </Button>
                      )}
                    </Box>
                  </Collapse>
                }
              />
            );
          })}
        </List>
      </ListStates>
      {totalPages > 1 && (
        <Pagination
          sx={{ mt: 2, display: "flex", justifyContent: "center" }}
          count={totalPages}
          page={page + 1}
          onChange={(_, next) => update({ page: next === 1 ? null : String(next), idOpen: null })}
        />
      )}
      <Box sx={{ mt: 4 }}>
        <PushNotificationsToggle />
      </Box>
    </>
  );
}

/** /noti: the notification centre (spec §2): filters with unread counts, a paged list, reading and deleting. */
export function NotificationsPage() {
  const loggedIn = useIsLoggedIn();
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {M.pageTitle}
      </Typography>
      {loggedIn ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {M.countsExplained}
          </Typography>
          <NotificationCenter />
        </>
      ) : (
        <Stack spacing={2} alignItems="flex-start">
          <Typography color="text.secondary">{M.loginRequired}</Typography>
          <Button variant="contained" onClick={() => openLoginDialog({ tab: "login", redirectTo: "/noti" })}>
            {SHELL_MESSAGES.login}
          </Button>
        </Stack>
      )}
    </Container>
  );
}
