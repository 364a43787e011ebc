import type { ReactNode } from "react";
import { Alert, Button, Container, Skeleton, Stack, Typography } from "@mui/material";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useCollateral } from "../hooks/lending-queries.ts";
import { useTokenBook, type TokenBook } from "../../../lib/use-token-book.ts";
import { CollateralSummary } from "../../../components/collateral/collateral-summary.tsx";

/**
 * A collateral page's loading, missing and error states around its summary; `children` adds the viewer's part.
 * A `title` that depends on the collateral (its owner's words or a visitor's) reads "Collateral #id" until it has loaded.
 */
export function CollateralPageFrame({
  id,
  title,
  children,
}: {
  id: number;
  title: string | ((item: CollateralItem) => string);
  children: (item: CollateralItem, book: TokenBook) => ReactNode;
}) {
  const book = useTokenBook();
  const collateral = useCollateral(id);
  const notFound = collateral.error instanceof ApiRequestError && collateral.error.status === 404;
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {typeof title === "string" ? title : collateral.data ? title(collateral.data) : `Collateral #${id}`}
      </Typography>
      {collateral.isPending ? (
        <Stack spacing={1} role="status" aria-label="Loading">
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      ) : collateral.data ? (
        <>
          <CollateralSummary item={collateral.data} book={book} />
          {children(collateral.data, book)}
        </>
      ) : (
        <Alert
          severity={notFound ? "warning" : "error"}
          action={!notFound && <Button color="inherit" size="small" onClick={() => void collateral.refetch()}>Retry</Button>}
        >
          {notFound ? "This collateral does not exist." : "This collateral cannot be loaded right now."}
        </Alert>
      )}
    </Container>
  );
}
