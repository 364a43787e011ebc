import { Box, Skeleton, Stack, Typography } from "@mui/material";
import { PROFILE_MESSAGES } from "@openpawn/shared/profile/messages";
import { ListStates } from "../../../components/data/list-states.tsx";
import type { PublicProfile } from "@openpawn/shared/profile/schemas/profile";

const P = PROFILE_MESSAGES;

export type ReputationRole = "borrower" | "lender" | "both";

/** Reputation points as borrower and as lender, summed over the user's wallets. */
export function ReputationSummary({
  reputations,
  isPending,
  isError,
  onRetry,
  role = "both",
}: {
  reputations: PublicProfile["reputations"] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry?: () => void;
  role?: ReputationRole;
}) {
  const list = reputations ?? [];
  const borrower = list.reduce((sum, item) => sum + (item.reputationBorrower ?? 0), 0);
  const lender = list.reduce((sum, item) => sum + (item.reputationLender ?? 0), 0);
  if (isPending) return <Skeleton variant="rounded" height={48} aria-label="Loading reputation" />;
  return (
    <ListStates isPending={false} isError={isError} isEmpty={false} emptyText="" errorText={P.loadFailed} retryText={P.retry} onRetry={onRetry}>
      <Stack direction="row" spacing={4} aria-label={P.reputation}>
        {role !== "lender" && (
          <Box>
            <Typography variant="body2" color="text.secondary">
              {P.reputationBorrower}
            </Typography>
            <Typography variant="h6" data-testid="reputation-borrower">
              {borrower}
            </Typography>
          </Box>
        )}
        {role !== "borrower" && (
          <Box>
            <Typography variant="body2" color="text.secondary">
              {P.reputationLender}
            </Typography>
            <Typography variant="h6" data-testid="reputation-lender">
              {lender}
            </Typography>
          </Box>
        )}
      </Stack>
    </ListStates>
  );
}
