import { Button, Stack, Typography } from "@mui/material";
import { MESSAGES } from "@openpawn/shared/messages";
import { openLoginDialog } from "../../stores/account-dialogs.ts";

/** What an account page shows a visitor: a line (the profile's by default) and the Login button. */
export function LoginRequired({ text = MESSAGES.profile.loginRequired }: { text?: string }) {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography>{text}</Typography>
      <Button variant="contained" onClick={() => openLoginDialog({ tab: "login" })}>
        {MESSAGES.profile.login}
      </Button>
    </Stack>
  );
}
