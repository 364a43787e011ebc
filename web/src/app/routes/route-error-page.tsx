import { useEffect } from "react";
import { Button, Container, Typography } from "@mui/material";
import { useNavigate, useRouteError } from "react-router";
import { ERROR_PAGE_MESSAGES } from "@openpawn/shared/platform/messages";
import { isChunkLoadError, reloadAfterChunkError } from "../../lib/chunk-reload.ts";
import { describeRouteError } from "./describe-route-error.ts";
import { ErrorPageBoundary } from "./error-page-boundary.tsx";

function ErrorDetails() {
  const error = useRouteError();
  const navigate = useNavigate();
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    if (chunkError) reloadAfterChunkError();
  }, [chunkError]);
  const { message } = describeRouteError(error);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: "center" }}>
      <Typography variant="h2" component="h1" gutterBottom>
        {ERROR_PAGE_MESSAGES.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {message}
      </Typography>
      <Button variant="contained" size="large" onClick={() => void navigate("/")}>
        {ERROR_PAGE_MESSAGES.goBack}
      </Button>
    </Container>
  );
}

/** The errorElement of the routes: 'Oopps...!', what went wrong and GO BACK to the home page. */
export function RouteErrorPage() {
  return (
    <ErrorPageBoundary>
      <ErrorDetails />
    </ErrorPageBoundary>
  );
}
