import { Box, Button, CircularProgress, FormHelperText, Stack, Typography } from "@mui/material";
import Refresh from "@mui/icons-material/Refresh";
import { ACCOUNT_MESSAGES } from "@openpawn/shared/accounts/messages";

export type RemoteCaptchaStatus = { state: "loading" } | { state: "ready" } | { state: "failed"; message: string };

/**
 * What a third-party captcha widget shows under its container: a spinner while its script loads, the reason
 * and a retry button when it cannot be shown (never an endless wait), and the form's error.
 */
export function CaptchaStatus({ status, onRetry, error }: { status: RemoteCaptchaStatus; onRetry?: () => void; error?: string }) {
  return (
    <>
      {status.state === "loading" && (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ minHeight: 60 }}>
          <CircularProgress size={18} />
          <Typography variant="body2">{ACCOUNT_MESSAGES.captchaLoading}</Typography>
        </Stack>
      )}
      {status.state === "failed" && (
        <Box>
          <Typography variant="body2" color="error" role="alert">
            {status.message}
          </Typography>
          {onRetry && (
            <Button size="small" startIcon={<Refresh />} onClick={onRetry}>
              {ACCOUNT_MESSAGES.captchaRetry}
            </Button>
          )}
        </Box>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </>
  );
}
