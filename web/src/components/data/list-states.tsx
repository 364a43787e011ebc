import { useDeferredValue, type ReactNode } from "react";
import { Alert, Box, Button, Skeleton, Typography } from "@mui/material";

export interface ListStatesProps {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  /** Skeleton rows shown while loading. */
  rows?: number;
  emptyText: string;
  errorText: string;
  retryText?: string;
  onRetry?: () => void;
  /** The list itself, rendered once loaded and not empty. */
  children: ReactNode;
}

/** The three states every list has besides its content: loading (skeleton), error (with retry) and empty. */
export function ListStates({ isPending, isError, isEmpty, rows = 3, emptyText, errorText, retryText = "Retry", onRetry, children }: ListStatesProps) {
  // Data arrives in a synchronous render; mounting the list in a deferred one lets React render it in slices
  // that yield to the browser (input, paint) instead of one long task (decision 0019).
  const state = useDeferredValue(isPending ? "pending" : isError ? "error" : isEmpty ? "empty" : "content");
  if (state === "pending") {
    return (
      <Box role="status" aria-label="Loading" aria-busy="true">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={40} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  }
  if (state === "error") {
    return (
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {retryText}
            </Button>
          )
        }
      >
        {errorText}
      </Alert>
    );
  }
  if (state === "empty") {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {emptyText}
      </Typography>
    );
  }
  return <>{children}</>;
}
