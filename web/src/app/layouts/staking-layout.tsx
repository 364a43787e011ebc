import { TOKEN_REFRESH_INTERVAL_STAKING_MS } from "@openpawn/shared/constants";
import { DefaultLayout } from "./default-layout.tsx";

/** The layout of /staking pages: the default frame, renewing the login token hourly (TOKEN_REFRESH_INTERVAL_STAKING_MS). */
export function StakingLayout() {
  return <DefaultLayout tokenRefreshIntervalMs={TOKEN_REFRESH_INTERVAL_STAKING_MS} />;
}
