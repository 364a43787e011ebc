import { Link as RouterLink } from "react-router";
import { Alert, Button, Container, Paper, Stack, Typography } from "@mui/material";
import { PROFILE_MESSAGES } from "@openpawn/shared/profile/messages";
import { REFERRAL_REWARD_TEXT } from "./referral-section.tsx";

const P = PROFILE_MESSAGES;

/**
 * /inventory/profile/verification: the 50 DFY offer for verifying the account. Identity verification
 * itself comes with a later issue; nothing here pretends to verify anyone.
 */
export function VerificationPage() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {P.verificationTitle}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2} alignItems="flex-start">
          <Typography variant="h6" component="h2">
            {P.verificationOffer(REFERRAL_REWARD_TEXT)}
          </Typography>
          <Typography>{P.verificationExplain}</Typography>
          <Alert severity="info">{P.verificationComingSoon}</Alert>
          <Button component={RouterLink} to="/inventory/profile/verification/connected-account" variant="outlined">
            {P.connectedAccounts}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
