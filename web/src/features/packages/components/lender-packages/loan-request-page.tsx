import { Alert, Button, Card, CardContent, Container, List, Skeleton, Stack, Typography } from "@mui/material";
import { Link } from "react-router";
import type { SubmittedCollateral } from "@openpawn/shared/lending/schemas/collaterals";
import { ApiRequestError } from "../../../../lib/api-client.ts";
import { useLoanRequest, useMyPackage } from "../../hooks/package-queries.ts";
import { useTokenBook } from "../../../../lib/use-token-book.ts";
import { ActionGate } from "../../../../components/data/action-gate.tsx";
import { CollateralSummary } from "../../../../components/collateral/collateral-summary.tsx";
import { PackageTerms } from "./package-terms.tsx";
import { RequestLine, useAnswerRequest } from "./received-requests-dialog.tsx";

function RequestWithPackage({ request }: { request: SubmittedCollateral }) {
  const book = useTokenBook();
  const found = useMyPackage(request.packageId);
  const { answer, busy } = useAnswerRequest();
  const item = found.data;
  return (
    <Stack spacing={3}>
      <CollateralSummary item={request.collateral} book={book} />
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ alignItems: "center", mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              To package #{request.packageId}
            </Typography>
            <Button component={Link} to={`/inventory/loan-package/${request.packageId}`} size="small">
              Open the package
            </Button>
          </Stack>
          {item ? (
            <>
              <PackageTerms item={item} decimals={book.find(item.loanToken.address)?.decimals ?? 18} />
              <List>
                <RequestLine request={request} item={item} busy={busy} onAnswer={(choice) => answer(request, choice)} />
              </List>
              {request.contractId !== null && (
                <Button component={Link} to={`/inventory/contract/loan/${request.contractId}`} variant="outlined">
                  Open the contract
                </Button>
              )}
            </>
          ) : found.isError ? (
            <Alert severity="error">The package cannot be loaded right now.</Alert>
          ) : (
            <Skeleton variant="rounded" height={120} role="status" aria-label="Loading" />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

/** /inventory/lender-profile/loan-request-detail/{id}: one collateral a package of the caller received, to accept or reject. */
export function LoanRequestPage({ id }: { id: number }) {
  const request = useLoanRequest(id);
  const missing = request.error instanceof ApiRequestError && request.error.status === 404;
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Loan request #{id}
      </Typography>
      <ActionGate action="answer this request">
        {request.data ? (
          <RequestWithPackage request={request.data} />
        ) : request.isError ? (
          <Alert severity={missing ? "warning" : "error"} action={!missing && <Button color="inherit" size="small" onClick={() => void request.refetch()}>Retry</Button>}>
            {missing ? "None of your packages received this request." : "This request cannot be loaded right now."}
          </Alert>
        ) : (
          <Skeleton variant="rounded" height={240} role="status" aria-label="Loading" />
        )}
      </ActionGate>
    </Container>
  );
}
