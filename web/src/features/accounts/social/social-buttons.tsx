import { useEffect, useRef, useState, type ReactNode } from "react";
import { Box, Button, Divider, Stack, Tooltip, Typography } from "@mui/material";
import Facebook from "@mui/icons-material/Facebook";
import Google from "@mui/icons-material/Google";
import { AUTH_MESSAGES } from "@openpawn/shared/accounts/messages";
import { SOCIAL_TYPES } from "@openpawn/shared/accounts/schemas/social";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { toast } from "../../../stores/feedback.ts";
import { accountsApi } from "../api/accounts-api.ts";
import { isMaintenance } from "../api/error-messages.ts";
import { startSession } from "../../../lib/session.ts";
import { useFinishLogin } from "../hooks/use-finish-login.ts";
import { openAccountFlowDialog } from "../stores/account-flow-dialogs.ts";
import { startSocialSignUp } from "../stores/social-sign-up.ts";
import { socialClientIds } from "./social-config.ts";
import { facebookLogin, loadGoogle } from "./social-sdks.ts";

export interface SocialResult {
  token: string;
  type: number;
  name: string;
  email: string;
}

/**
 * Hands a social sign-in to the server (POST users/social-check): an existing account is logged in;
 * otherwise the sign-up form is prefilled with the name and e-mail (`onNeedSignUp` shows it).
 */
export function useSocialSignIn({ redirectTo, onNeedSignUp }: { redirectTo?: string; onNeedSignUp: () => void }) {
  const finishLogin = useFinishLogin();
  return async (result: SocialResult) => {
    try {
      const answer = await accountsApi.socialCheck({
        social_token: result.token,
        social_type: result.type,
        name: result.name || undefined,
        email: result.email || undefined,
      });
      if ("access_token" in answer) {
        startSession({ access_token: answer.access_token });
        await finishLogin(redirectTo);
        return;
      }
      startSocialSignUp({
        token: result.token,
        type: result.type,
        name: answer.name || result.name,
        email: answer.email || result.email,
        emailLocked: answer.emailLocked,
      });
      onNeedSignUp();
    } catch (error) {
      if (isMaintenance(error)) {
        openAccountFlowDialog({ kind: "maintenance" });
        return;
      }
      console.error("Social sign-in failed", error);
      toast(AUTH_MESSAGES.socialFailed, "error");
    }
  };
}

function UnavailableButton({ label, reason, icon }: { label: string; reason: string; icon: ReactNode }) {
  return (
    <Tooltip title={reason}>
      <Box sx={{ flex: 1 }}>
        <Button variant="outlined" startIcon={icon} disabled fullWidth>
          {label}
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 0.5 }}>
          {reason}
        </Typography>
      </Box>
    </Tooltip>
  );
}

function GoogleButton({ clientId, mode, onResult }: { clientId: string; mode: "login" | "signup"; onResult: (result: SocialResult) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(onResult);
  useEffect(() => {
    latest.current = onResult;
  });
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    loadGoogle().then(
      (google) => {
        if (cancelled || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (credential) latest.current({ token: credential, type: SOCIAL_TYPES.GOOGLE, name: "", email: "" });
          },
        });
        google.accounts.id.renderButton(container.current, {
          type: "standard",
          theme: "outline",
          size: "large",
          text: mode === "login" ? "signin_with" : "signup_with",
        });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, mode]);
  if (failed) return <UnavailableButton label={AUTH_MESSAGES.google} reason={AUTH_MESSAGES.socialFailed} icon={<Google />} />;
  return <Box ref={container} sx={{ flex: 1, minHeight: 40 }} data-testid="google-sign-in" />;
}

/** 'or log in with' / 'or sign up with' Google and Facebook; a provider without a client id is shown disabled with why. */
export function SocialButtons({ mode, redirectTo, onNeedSignUp }: { mode: "login" | "signup"; redirectTo?: string; onNeedSignUp: () => void }) {
  const { googleClientId, facebookAppId } = socialClientIds(useRuntimeConfig());
  const signIn = useSocialSignIn({ redirectTo, onNeedSignUp });
  const [busy, setBusy] = useState(false);

  async function withFacebook() {
    setBusy(true);
    try {
      const result = await facebookLogin(facebookAppId);
      if (result) await signIn({ ...result, type: SOCIAL_TYPES.FACEBOOK });
    } catch (error) {
      console.error("Facebook sign-in failed", error);
      toast(AUTH_MESSAGES.socialFailed, "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {mode === "login" ? AUTH_MESSAGES.orLogInWith : AUTH_MESSAGES.orSignUpWith}
        </Typography>
      </Divider>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {googleClientId ? (
          <GoogleButton clientId={googleClientId} mode={mode} onResult={(result) => void signIn(result)} />
        ) : (
          <UnavailableButton label={AUTH_MESSAGES.google} reason={AUTH_MESSAGES.googleNotConfigured} icon={<Google />} />
        )}
        {facebookAppId ? (
          <Button variant="outlined" startIcon={<Facebook />} onClick={() => void withFacebook()} disabled={busy} sx={{ flex: 1 }}>
            {AUTH_MESSAGES.facebook}
          </Button>
        ) : (
          <UnavailableButton label={AUTH_MESSAGES.facebook} reason={AUTH_MESSAGES.facebookNotConfigured} icon={<Facebook />} />
        )}
      </Stack>
    </Box>
  );
}
