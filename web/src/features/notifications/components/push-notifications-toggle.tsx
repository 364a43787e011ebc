import { Alert, Button, Stack, Typography } from "@mui/material";
import { NOTIFICATIONS_MESSAGES } from "@openpawn/shared/notifications/messages";
import { usePushNotifications } from "../hooks/use-push-notifications.ts";

const M = NOTIFICATIONS_MESSAGES;

/** Push notifications of this browser: turned on from this button (the permission is asked on the click, never on load). */
export function PushNotificationsToggle() {
  const { state, enable, disable, busy } = usePushNotifications();
  if (state === undefined) return null;
  if (state === "unsupported") return <Alert severity="info">{M.pushUnsupported}</Alert>;
  if (state === "denied") return <Alert severity="warning">{M.pushDenied}</Alert>;
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} alignItems={{ sm: "center" }} sx={{ "& .MuiButton-root": { whiteSpace: "nowrap" } }}>
      <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
        {state === "on" ? M.pushOn : M.pushOffHint}
      </Typography>
      {state === "on" ? (
        <Button variant="outlined" onClick={disable} disabled={busy} sx={{ flexShrink: 0 }}>
          {M.pushDisable}
        </Button>
      ) : (
        <Button variant="contained" onClick={enable} disabled={busy} sx={{ flexShrink: 0 }}>
          {M.pushEnable}
        </Button>
      )}
    </Stack>
  );
}
