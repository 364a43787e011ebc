import { Container, Paper, Stack, Typography } from "@mui/material";
import { MESSAGES } from "@openpawn/shared/messages";
import { LoginRequired } from "../../../components/data/login-required.tsx";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { useEmailSetting, useNotiSetting } from "../hooks/use-settings.ts";
import { LinkedWallets } from "./linked-wallets.tsx";
import { SettingSwitches } from "./setting-switches.tsx";

const S = MESSAGES.profile.settings;

const EMAIL_FIELDS = ["receiveLendingEmails", "receiveMarketingEmails"] as const;
const NOTI_FIELDS = ["push", "borrower", "lender", "system"] as const;

/** /inventory/setting: e-mail and notification settings (saved as they are switched) and the linked wallets. */
export function SettingsPage() {
  const loggedIn = useIsLoggedIn();
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {S.title}
      </Typography>
      {loggedIn ? <Settings /> : <LoginRequired />}
    </Container>
  );
}

function Settings() {
  const email = useEmailSetting();
  const noti = useNotiSetting();
  return (
    <Stack spacing={3}>
      <SettingSwitches
        title={S.emailTitle}
        fields={EMAIL_FIELDS}
        value={email.query.data}
        isPending={email.query.isPending}
        isError={email.query.isError}
        onRetry={() => void email.query.refetch()}
        onChange={(next) => email.mutation.mutate(next)}
      />
      <SettingSwitches
        title={S.notiTitle}
        fields={NOTI_FIELDS}
        value={noti.query.data}
        isPending={noti.query.isPending}
        isError={noti.query.isError}
        onRetry={() => void noti.query.refetch()}
        onChange={(next) => noti.mutation.mutate(next)}
      />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {S.wallets}
        </Typography>
        <LinkedWallets />
      </Paper>
    </Stack>
  );
}
