import { Box, Tab, Tabs, Typography } from "@mui/material";
import { MESSAGES } from "@openpawn/shared/messages";
import type { AuthTab } from "../../../stores/account-dialogs.ts";

const TABS: { value: AuthTab; label: string; comingSoon: string }[] = [
  { value: "login", label: MESSAGES.auth.logInTab, comingSoon: "Logging in with e-mail and password is coming with accounts." },
  { value: "signup", label: MESSAGES.auth.signUpTab, comingSoon: "Signing up with e-mail and password is coming with accounts." },
];

/** The Log in / Sign up tabs shared by the /login page and the login dialog. */
export function AuthTabs({ tab, onTabChange, idPrefix }: { tab: AuthTab; onTabChange: (tab: AuthTab) => void; idPrefix: string }) {
  return (
    <>
      <Tabs value={tab} onChange={(_, value: AuthTab) => onTabChange(value)} variant="fullWidth" aria-label="Log in or sign up">
        {TABS.map(({ value, label }) => (
          <Tab key={value} value={value} label={label} id={`${idPrefix}-tab-${value}`} aria-controls={`${idPrefix}-panel-${value}`} />
        ))}
      </Tabs>
      {TABS.map(({ value, comingSoon }) => (
        <Box
          key={value}
          role="tabpanel"
          hidden={tab !== value}
          id={`${idPrefix}-panel-${value}`}
          aria-labelledby={`${idPrefix}-tab-${value}`}
          sx={{ py: 3 }}
        >
          {tab === value && <Typography color="text.secondary">{comingSoon}</Typography>}
        </Box>
      ))}
    </>
  );
}
