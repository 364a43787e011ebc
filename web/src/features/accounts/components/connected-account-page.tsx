import { Container, Paper, Typography } from "@mui/material";
import { LINKED_WALLETS_MESSAGES } from "@openpawn/shared/accounts/messages";
import { LoginRequired } from "../../../components/data/login-required.tsx";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { LinkedWallets } from "./linked-wallets.tsx";

/** /inventory/profile/verification/connected-account: the wallets (and social accounts) linked to the account. */
export function ConnectedAccountPage() {
  const loggedIn = useIsLoggedIn();
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {LINKED_WALLETS_MESSAGES.pageTitle}
      </Typography>
      {loggedIn ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {LINKED_WALLETS_MESSAGES.title}
          </Typography>
          <LinkedWallets allowDisassociate={false} />
        </Paper>
      ) : (
        <LoginRequired text={LINKED_WALLETS_MESSAGES.loginRequired} />
      )}
    </Container>
  );
}
