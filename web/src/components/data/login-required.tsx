import { Button, Stack, Typography } from "@mui/material";
import { SHELL_MESSAGES } from "@openpawn/shared/platform/messages";
import { openLoginDialog } from "../../stores/account-dialogs.ts";

/** What an account page shows a visitor: what logging in shows them, and the Login button. */
export function LoginRequired({ text }: { text: string }) {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography>{text}</Typography>
      <Button variant="contained" onClick={() => openLoginDialog({ tab: "login" })}>
        {SHELL_MESSAGES.login}
      </Button>
    </Stack>
  );
}
