import type { ReactNode } from "react";
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
  if (isPending) {
    return (
      <Box role="status" aria-label="Loading" aria-busy="true">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={40} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  }
  if (isError) {
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
  if (isEmpty) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {emptyText}
      </Typography>
    );
  }
  return <>{children}</>;
}
