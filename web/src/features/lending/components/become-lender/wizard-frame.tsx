import { useEffect, type ReactNode } from "react";
import { Alert, Button, Container, Step, StepLabel, Stepper, Typography } from "@mui/material";
import { useNavigate } from "react-router";
import { MESSAGES } from "@openpawn/shared/messages";
import { useQuery } from "@tanstack/react-query";
import { openLoginDialog } from "../../../../stores/account-dialogs.ts";
import { useAuthToken } from "../../../../stores/auth.ts";
import { showMessage } from "../../../../stores/feedback.ts";
import { apiRequest } from "../../../../lib/api-client.ts";

/** The steps of each way to become a lender (spec §2: select service, information, first package or P2P setup). */
export const PAWNSHOP_STEPS = ["Lending service", "Shop information", "First loan package", "Confirm"] as const;
export const P2P_STEPS = ["Lending service", "Your information", "Lending preferences"] as const;

/** The caller's pawnShop id from their profile (null: not a lender yet). */
function useOwnPawnShopId() {
  const token = useAuthToken();
  return useQuery({
    queryKey: ["user", "profile"],
    queryFn: async () => (await apiRequest<{ pawnShop: number | null }>("/user/users/profile")).data,
    enabled: token !== null,
    select: (profile) => profile.pawnShop,
  });
}

/**
 * A step of Become a Lender: a visitor is asked to log in (and comes back here), a user who is already a lender
 * is told so with the spec's words and sent to /pawn.
 */
export function WizardFrame({ title, steps, active, children }: { title: string; steps: readonly string[]; active: number; children: ReactNode }) {
  const token = useAuthToken();
  const pawnShopId = useOwnPawnShopId();
  const navigate = useNavigate();
  const registered = typeof pawnShopId.data === "number";
  useEffect(() => {
    if (!registered) return;
    void showMessage({ variant: "error", text: MESSAGES.pawnShop.alreadyRegistered });
    void navigate("/pawn", { replace: true });
  }, [registered, navigate]);

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Stepper activeStep={active} alternativeLabel sx={{ mb: 4 }} aria-label="Steps">
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {token === null ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" onClick={() => openLoginDialog({ tab: "login", redirectTo: window.location.pathname })}>
              Log in
            </Button>
          }
        >
          Log in to become a lender.
        </Alert>
      ) : (
        children
      )}
    </Container>
  );
}
