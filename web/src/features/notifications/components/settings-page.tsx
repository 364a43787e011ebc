import type { ReactNode } from "react";
import { Container, Paper, Stack, Typography } from "@mui/material";
import { NOTIFICATION_SETTINGS_MESSAGES } from "@openpawn/shared/notifications/messages";
import { LoginRequired } from "../../../components/data/login-required.tsx";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { toast } from "../../../stores/feedback.ts";
import { useConfirmedEmail, useEmailSetting, useNotiSetting } from "../hooks/use-settings.ts";
import { SettingSwitches } from "./setting-switches.tsx";

const S = NOTIFICATION_SETTINGS_MESSAGES;

const EMAIL_FIELDS = ["receiveLendingEmails", "receiveMarketingEmails"] as const;
const NOTI_FIELDS = ["push", "borrower", "lender", "system"] as const;

/** Said once a switch's change is saved, naming it and where it stands now. */
const confirmSaved = (label: string, on: boolean) => ({ onSuccess: () => toast(S.saved(label, on)) });

/**
 * /inventory/setting: e-mail and notification settings, each saying what it does and saved as it is switched (each
 * save confirmed), and the account's linked wallets, which the route module hands in (they are accounts').
 */
export function SettingsPage({ linkedWallets }: { linkedWallets: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {S.title}
      </Typography>
      {loggedIn ? <Settings linkedWallets={linkedWallets} /> : <LoginRequired text={S.loginRequired} />}
    </Container>
  );
}

function Settings({ linkedWallets }: { linkedWallets: ReactNode }) {
  const email = useEmailSetting();
  const noti = useNotiSetting();
  const address = useConfirmedEmail();
  const emailIntro = address.isSuccess ? (address.data ? S.emailTo(address.data) : S.noVerifiedEmail) : undefined;
  return (
    <Stack spacing={3}>
      <SettingSwitches
        title={S.emailTitle}
        intro={emailIntro}
        fields={EMAIL_FIELDS}
        value={email.query.data}
        isPending={email.query.isPending}
        isError={email.query.isError}
        onRetry={() => void email.query.refetch()}
        onChange={(next, field) => email.mutation.mutate(next, confirmSaved(S.labels[field], next[field]))}
      />
      <SettingSwitches
        title={S.notiTitle}
        intro={S.notiIntro}
        fields={NOTI_FIELDS}
        value={noti.query.data}
        isPending={noti.query.isPending}
        isError={noti.query.isError}
        onRetry={() => void noti.query.refetch()}
        onChange={(next, field) => noti.mutation.mutate(next, confirmSaved(S.labels[field], next[field]))}
      />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {S.wallets}
        </Typography>
        {linkedWallets}
      </Paper>
    </Stack>
  );
}
