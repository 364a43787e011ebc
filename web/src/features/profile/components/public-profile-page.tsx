import { useSearchParams } from "react-router";
import { Alert, Avatar, Chip, Container, List, ListItem, ListItemText, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { PROFILE_MESSAGES } from "@openpawn/shared/profile/messages";
import { ListStates } from "../../../components/data/list-states.tsx";
import { LoginRequired } from "../../../components/data/login-required.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import type { PublicProfile } from "@openpawn/shared/profile/schemas/profile";
import { useMyProfile, usePublicProfile, type PublicProfileQuery } from "../hooks/use-profile-queries.ts";
import { ReputationSummary, type ReputationRole } from "./reputation-summary.tsx";

const P = PROFILE_MESSAGES;

/** The spec's user types: 1 borrower, 2 lender (§1). */
function roleOf(type: string | undefined): ReputationRole {
  if (type === "1") return "borrower";
  if (type === "2") return "lender";
  return "both";
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The query of /profile, keeping only values the server can take. */
function profileQuery(params: URLSearchParams): PublicProfileQuery {
  const type = params.get("type") ?? undefined;
  const userId = params.get("userId") ?? undefined;
  const walletAddress = params.get("walletAddress") ?? undefined;
  return {
    type: type === "1" || type === "2" ? type : undefined,
    userId: userId && /^\d{1,10}$/.test(userId) ? userId : undefined,
    walletAddress: walletAddress && ADDRESS.test(walletAddress) ? walletAddress.toLowerCase() : undefined,
  };
}

/** What the profile card shows, from the public answer or from the signed-in user's own profile. */
interface ProfileSource {
  data: Pick<PublicProfile, "name" | "avatar" | "reputations" | "walletAddresses"> | undefined;
  isPending: boolean;
  isError: boolean;
  notFound: boolean;
  refetch: () => unknown;
}

/**
 * /profile?type=&userId=&walletAddress=: what anyone may see of a user (name, avatar, reputation as
 * borrower or lender, wallets). The e-mail is never shown: the public answer does not carry it. /profile
 * naming nobody (no userId nor walletAddress, or empty ones) is the signed-in user's own profile, seen the
 * same way; a visitor is asked to log in.
 */
export function PublicProfilePage() {
  const [params] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const query = profileQuery(params);
  const role = roleOf(query.type);
  // An empty userId or walletAddress names nobody; a malformed one names somebody who does not exist.
  const namesSomebody = Boolean(params.get("userId") || params.get("walletAddress"));
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {P.publicTitle}
      </Typography>
      {namesSomebody ? <SomebodysProfile query={query} role={role} /> : loggedIn ? <OwnProfile role={role} /> : <LoginRequired text={P.loginRequired} />}
    </Container>
  );
}

function SomebodysProfile({ query, role }: { query: PublicProfileQuery; role: ReputationRole }) {
  const profile = usePublicProfile(query);
  const notFound = !profile.isEnabled || (profile.error instanceof ApiRequestError && (profile.error.status === 404 || profile.error.status === 400));
  return <ProfileCard role={role} profile={{ data: profile.data, isPending: profile.isPending, isError: profile.isError, notFound, refetch: profile.refetch }} />;
}

function OwnProfile({ role }: { role: ReputationRole }) {
  const profile = useMyProfile();
  return <ProfileCard role={role} profile={{ data: profile.data, isPending: profile.isPending, isError: profile.isError, notFound: false, refetch: profile.refetch }} />;
}

function ProfileCard({ role, profile }: { role: ReputationRole; profile: ProfileSource }) {
  const wallets = profile.data?.walletAddresses ?? [];
  if (profile.notFound) return <Alert severity="info">{P.notFound}</Alert>;
  if (profile.isPending) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2} role="status" aria-label="Loading">
          <Stack direction="row" spacing={2} alignItems="center">
            <Skeleton variant="circular" width={72} height={72} />
            <Skeleton variant="text" width={200} />
          </Stack>
          <Skeleton variant="rounded" height={48} />
        </Stack>
      </Paper>
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
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack direction="row" spacing={2} alignItems="center">
          <Avatar src={profile.data?.avatar ?? undefined} alt={profile.data?.name ?? ""} sx={{ width: 72, height: 72 }} />
          <div>
            <Typography variant="h5" component="h2" data-testid="public-profile-name" sx={{ wordBreak: "break-all" }}>
              {profile.data?.name || wallets[0] || ""}
            </Typography>
            {role !== "both" && <Chip size="small" label={role === "borrower" ? P.borrower : P.lender} />}
          </div>
        </Stack>
        <Typography variant="h6" component="h2" sx={{ mt: 3 }} gutterBottom>
          {P.reputation}
        </Typography>
        <ReputationSummary role={role} reputations={profile.data?.reputations} isPending={false} isError={false} />
        <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
          {P.wallets}
        </Typography>
        <ListStates isPending={false} isError={false} isEmpty={wallets.length === 0} emptyText={P.noWallets} errorText={P.loadFailed}>
          <List dense aria-label={P.wallets}>
            {wallets.map((wallet) => (
              <ListItem key={wallet} disableGutters>
                <ListItemText primary={wallet} slotProps={{ primary: { sx: { fontFamily: "monospace", wordBreak: "break-all" } } }} />
              </ListItem>
            ))}
          </List>
        </ListStates>
      </Paper>
    </ListStates>
  );
}
