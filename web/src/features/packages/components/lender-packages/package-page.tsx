import { useState } from "react";
import { Alert, Button, Card, CardContent, Container, Skeleton, Stack, Typography } from "@mui/material";
import { Link } from "react-router";
import { useRuntimeConfig } from "../../../../config/runtime-config-context.tsx";
import { ApiRequestError } from "../../../../lib/api-client.ts";
import { useMyPackage } from "../../hooks/package-queries.ts";
import { useRefreshLending } from "../../../../lib/lending-reads.ts";
import { fund, publish, reopen, unpublish } from "../../hooks/package-actions.ts";
import { useTokenBook } from "../../../../lib/use-token-book.ts";
import { ActionGate } from "../../../../components/data/action-gate.tsx";
import type { PackageThreadsPart } from "../negotiation-parts.ts";
import { PackageCard, type PackageAction } from "./package-card.tsx";
import { ReceivedRequests } from "./received-requests-dialog.tsx";

const ACTIONS = { publish, unpublish, reopen, fund } as const;

/**
 * /inventory/loan-package/{id} and /inventory/package/{id}: one of the lender's packages, what it can do now, and the
 * requests it received: submissions to accept or reject (Auto, Semi-auto), negotiation threads (Negotiation, `threads`:
 * the negotiations' list).
 */
export function OwnPackagePage({ id, threads }: { id: number; threads: PackageThreadsPart }) {
  const found = useMyPackage(id);
  const book = useTokenBook();
  const { deployment } = useRuntimeConfig();
  const refresh = useRefreshLending();
  const [busy, setBusy] = useState(false);
  const item = found.data;
  const act = async (action: PackageAction) => {
    if (!item) return undefined;
    setBusy(true);
    try {
      const done = await ACTIONS[action](item, deployment);
      if (done) await refresh();
      return done;
    } finally {
      setBusy(false);
    }
  };
  const missing = found.error instanceof ApiRequestError && found.error.status === 404;
  return (
    <Container sx={{ py: 4 }}>
      <Stack direction="row" sx={{ alignItems: "center", mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Loan package #{id}
        </Typography>
        <Button component={Link} to="/inventory/lender-profile/pawnshop-loan-package">
          All packages
        </Button>
      </Stack>
      <ActionGate action="see your package">
        {item ? (
          <Stack spacing={3}>
            <PackageCard item={item} book={book} busy={busy} onAction={act} />
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  Requests
                </Typography>
                {item.type === 2 ? (
                  threads(item.id, book)
                ) : item.chainPackageId === null ? (
                  <Typography color="text.secondary">Publish the package to receive requests.</Typography>
                ) : (
                  <ReceivedRequests item={item} enabled />
                )}
              </CardContent>
            </Card>
          </Stack>
        ) : found.isError ? (
          <Alert severity={missing ? "warning" : "error"} action={!missing && <Button color="inherit" size="small" onClick={() => void found.refetch()}>Retry</Button>}>
            {missing ? "You have no package with this number." : "This package cannot be loaded right now."}
          </Alert>
        ) : (
          <Skeleton variant="rounded" height={240} role="status" aria-label="Loading" />
        )}
      </ActionGate>
    </Container>
  );
}
