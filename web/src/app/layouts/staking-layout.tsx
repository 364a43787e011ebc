import { DefaultLayout } from "./default-layout.tsx";

/**
 * The layout of /staking pages: the default frame. It differs from the default layout only by the login
 * token refresh interval (TOKEN_REFRESH_INTERVAL_STAKING_MS, hourly), which comes with accounts.
 */
export function StakingLayout() {
  return <DefaultLayout />;
}
