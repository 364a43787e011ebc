import { Container, Paper, Typography } from "@mui/material";
import { useSearchParams } from "react-router";
import { AuthTabs } from "../../features/accounts/components/auth-tabs.tsx";
import type { AuthTab } from "../../stores/account-dialogs.ts";
import { authTabFromQuery, authTabQuery } from "./login-tab-query.ts";
import { usePageTitle } from "./route-handle.ts";

/** /login: the Log in and Sign up tabs, the tab chosen by the `tab` query. */
export function LoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = authTabFromQuery(searchParams.get("tab"));
  const selectTab = (next: AuthTab) =>
    setSearchParams(
      (params) => {
        params.set("tab", authTabQuery(next));
        return params;
      },
      { replace: true },
    );
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {usePageTitle()}
      </Typography>
      <Paper sx={{ p: 3 }}>
        <AuthTabs tab={tab} onTabChange={selectTab} idPrefix="login-page" />
      </Paper>
    </Container>
  );
}
