import { Button, Stack, Typography } from "@mui/material";
import { MESSAGES } from "@openpawn/shared/messages";
import { openLoginDialog } from "../../stores/account-dialogs.ts";

/** What an account page shows a visitor: a line and the Login button. */
export function LoginRequired() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography>{MESSAGES.profile.loginRequired}</Typography>
      <Button variant="contained" onClick={() => openLoginDialog({ tab: "login" })}>
        {MESSAGES.profile.login}
      </Button>
    </Stack>
  );
}
