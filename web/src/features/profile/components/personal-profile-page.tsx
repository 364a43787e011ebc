import { Container, Divider, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { PROFILE_MESSAGES } from "@openpawn/shared/profile/messages";
import { ListStates } from "../../../components/data/list-states.tsx";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { useMyProfile } from "../hooks/use-profile-queries.ts";
import { AvatarEditor } from "./avatar-editor.tsx";
import { LoginRequired } from "../../../components/data/login-required.tsx";
import { NameForm } from "./name-form.tsx";
import { ReferralSection } from "./referral-section.tsx";
import { ReputationSummary } from "./reputation-summary.tsx";

const P = PROFILE_MESSAGES;

/** /inventory/personal-profile: the logged-in user's name, avatar, e-mail, reputation and referrals. */
export function PersonalProfilePage() {
  const loggedIn = useIsLoggedIn();
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {P.personalTitle}
      </Typography>
      {loggedIn ? <ProfileDetails /> : <LoginRequired text={P.loginRequired} />}
    </Container>
  );
}

function ProfileDetails() {
  const profile = useMyProfile();
  if (profile.isPending) {
    return (
      <Stack spacing={2} role="status" aria-label="Loading">
        <Skeleton variant="circular" width={96} height={96} />
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={40} />
      </Stack>
    );
  }
  return (
    <ListStates
      isPending={false}
      isError={profile.isError}
      isEmpty={false}
      emptyText=""
      errorText={P.loadFailed}
      retryText={P.retry}
      onRetry={() => void profile.refetch()}
    >
      {profile.data && (
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Stack spacing={3}>
              <AvatarEditor name={profile.data.name} avatar={profile.data.avatar} />
              <NameForm key={profile.data.id} name={profile.data.name} />
              <div>
                <Typography variant="body2" color="text.secondary">
                  {P.email}
                </Typography>
                <Typography data-testid="profile-email">{profile.data.email ?? "—"}</Typography>
              </div>
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {P.reputation}
            </Typography>
            <ReputationSummary reputations={profile.data.reputations} isPending={false} isError={false} />
          </Paper>
          <Divider />
          <Paper variant="outlined" sx={{ p: 3 }}>
            <ReferralSection code={profile.data.referralCode} origin={window.location.origin} />
          </Paper>
        </Stack>
      )}
    </ListStates>
  );
}
