import type { ReactNode } from "react";
import { Alert, Button, Skeleton, Stack, Typography } from "@mui/material";
import { ApiRequestError } from "../../../lib/api-client.ts";

interface RecordQuery<T> {
  data?: T;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A record page's loading, missing and error states under the page's `title` (its h1 until the record, which
 * names itself, is read); `children` renders the record once read.
 */
export function RecordFrame<T>({ query, what, title, children }: { query: RecordQuery<T>; what: string; title: string; children: (record: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  const notFound = query.error instanceof ApiRequestError && (query.error.status === 404 || query.error.status === 400);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {query.isPending ? (
        <Stack spacing={1} role="status" aria-label="Loading">
          <Skeleton variant="rounded" height={320} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      ) : (
        <Alert severity={notFound ? "warning" : "error"} action={!notFound && <Button color="inherit" size="small" onClick={() => void query.refetch()}>Retry</Button>}>
          {notFound ? `This ${what} does not exist.` : `This ${what} cannot be loaded right now.`}
        </Alert>
      )}
    </>
  );
}
