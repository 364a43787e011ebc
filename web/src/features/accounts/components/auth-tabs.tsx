import { Box, Tab, Tabs } from "@mui/material";
import { AUTH_MESSAGES } from "@openpawn/shared/accounts/messages";
import type { AuthTab } from "../../../stores/account-dialogs.ts";
import { SocialButtons } from "../social/social-buttons.tsx";
import { useSocialSignUp } from "../stores/social-sign-up.ts";
import { LoginForm } from "./login-form.tsx";
import { SignUpForm } from "./sign-up-form.tsx";

const TABS: { value: AuthTab; label: string }[] = [
  { value: "login", label: AUTH_MESSAGES.logInTab },
  { value: "signup", label: AUTH_MESSAGES.signUpTab },
];

/** The Log in / Sign up tabs shared by the /login page and the login dialog, with the social buttons. */
export function AuthTabs({
  tab,
  onTabChange,
  idPrefix,
  redirectTo,
}: {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  idPrefix: string;
  redirectTo?: string;
}) {
  const social = useSocialSignUp();
  return (
    <>
      <Tabs value={tab} onChange={(_, value: AuthTab) => onTabChange(value)} variant="fullWidth" aria-label="Log in or sign up">
        {TABS.map(({ value, label }) => (
          <Tab key={value} value={value} label={label} id={`${idPrefix}-tab-${value}`} aria-controls={`${idPrefix}-panel-${value}`} />
        ))}
      </Tabs>
      {TABS.map(({ value }) => (
        <Box
          key={value}
          role="tabpanel"
          hidden={tab !== value}
          id={`${idPrefix}-panel-${value}`}
          aria-labelledby={`${idPrefix}-tab-${value}`}
          sx={{ pt: 3 }}
        >
          {tab === value && (
            <>
              {value === "login" ? (
                <LoginForm idPrefix={idPrefix} redirectTo={redirectTo} />
              ) : (
                <SignUpForm key={social?.token ?? "e-mail"} idPrefix={idPrefix} redirectTo={redirectTo} />
              )}
              <SocialButtons mode={value} redirectTo={redirectTo} onNeedSignUp={() => onTabChange("signup")} />
            </>
          )}
        </Box>
      ))}
    </>
  );
}
