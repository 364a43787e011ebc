import { useState } from "react";
import { Alert, useMediaQuery, useTheme } from "@mui/material";
import { BANNER_MESSAGES } from "@openpawn/shared/platform/messages";
import { useRuntimeConfig } from "../../config/runtime-config-context.tsx";

const DISMISSED_KEY = "under-development-banner-dismissed";

/** The desktop-only notice that the site is under development, until dismissed for the session. */
export function UnderDevelopmentBanner() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up("md"), { noSsr: true });
  const { supportEmail } = useRuntimeConfig();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) !== null);
  if (!desktop || dismissed) return null;
  const dismiss = () => {
    sessionStorage.setItem(DISMISSED_KEY, "1");
    setDismissed(true);
  };
  return (
    <Alert severity="info" role="status" onClose={dismiss} sx={{ borderRadius: 0, justifyContent: "center" }}>
      {BANNER_MESSAGES.underDevelopment(supportEmail)}
    </Alert>
  );
}
