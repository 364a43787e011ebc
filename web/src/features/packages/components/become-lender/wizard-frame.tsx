import { useEffect, useState, type ReactNode } from "react";
import { Alert, Button, Container, Skeleton, Step, StepLabel, Stepper, Typography } from "@mui/material";
import { useLocation, useNavigate } from "react-router";
import { SHOP_MESSAGES } from "@openpawn/shared/packages/messages";
import type { PawnShopType } from "@openpawn/shared/packages/schemas/shops";
import { useQuery } from "@tanstack/react-query";
import { openLoginDialog } from "../../../../stores/account-dialogs.ts";
import { useAuthToken } from "../../../../stores/auth.ts";
import { showMessage } from "../../../../stores/feedback.ts";
import { PROFILE_ENDPOINTS } from "@openpawn/shared/profile/endpoints";
import { callEndpoint } from "../../../../lib/endpoint-call.ts";
import { lenderDraftNow } from "../../hooks/lender-wizard-draft.ts";
import { firstIncompleteStep } from "./wizard-steps.ts";

/** The steps of each way to become a lender (spec §2: select service, information, first package or P2P setup). */
export const PAWNSHOP_STEPS = ["Lending service", "Shop information", "First loan package", "Confirm"] as const;
export const P2P_STEPS = ["Lending service", "Your information", "Lending preferences"] as const;

/** The caller's pawnShop id from their profile (null: not a lender yet). */
export function useOwnPawnShopId() {
  const token = useAuthToken();
  return useQuery({
    queryKey: ["user", "profile"],
    queryFn: () => callEndpoint(PROFILE_ENDPOINTS.ownProfile),
    enabled: token !== null,
    select: (profile) => profile.pawnShop,
  });
}

/** What a later step needs from the earlier ones: the way chosen, and the first package's loan token decimals. */
export interface StepGuard {
  type: PawnShopType;
  loanDecimals?: number;
}

/** Whether the earlier steps are complete; if one is not, the lender is sent back to it (and told why there). */
function useEarlierStepsComplete(guard: StepGuard | undefined, active: number): boolean {
  const navigate = useNavigate();
  const [complete, setComplete] = useState(guard === undefined);
  const type = guard?.type;
  const loanDecimals = guard?.loanDecimals ?? 18;
  useEffect(() => {
    if (!type) return;
    let current = true;
    // The draft as the step opened: the last step clears it on its way out, which must not send anyone back.
    void firstIncompleteStep(type, lenderDraftNow(), active, loanDecimals).then((path) => {
      if (!current) return;
      if (path === null) setComplete(true);
      else void navigate(path, { replace: true, state: { sentBack: true } });
    });
    return () => {
      current = false;
    };
  }, [type, active, loanDecimals, navigate]);
  return complete;
}

/**
 * A step of Become a Lender: a visitor is asked to log in (and comes back here), a user who is already a lender
 * is told so with the spec's words and sent to /pawn. A step after an incomplete one (a deep link, a new tab) leads
 * back to the first incomplete one.
 */
export function WizardFrame({
  title,
  steps,
  active,
  guard,
  children,
}: {
  title: string;
  steps: readonly string[];
  active: number;
  guard?: StepGuard;
  children: ReactNode;
}) {
  const token = useAuthToken();
  const pawnShopId = useOwnPawnShopId();
  const navigate = useNavigate();
  const sentBack = (useLocation().state as { sentBack?: boolean } | null)?.sentBack === true;
  const earlierComplete = useEarlierStepsComplete(guard, active);
  // Only who was a lender on arrival is sent away: the last step makes the caller one, then moves on by itself.
  const [lenderOnArrival, setLenderOnArrival] = useState<boolean>();
  if (lenderOnArrival === undefined && pawnShopId.data !== undefined) setLenderOnArrival(typeof pawnShopId.data === "number");
  useEffect(() => {
    if (!lenderOnArrival) return;
    void showMessage({ variant: "info", text: SHOP_MESSAGES.alreadyRegistered });
    void navigate("/pawn", { replace: true });
  }, [lenderOnArrival, navigate]);

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
      ) : !earlierComplete ? (
        <Skeleton variant="rounded" height={240} role="status" aria-label="Loading" />
      ) : (
        <>
          {sentBack && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Complete this step first: the next ones need it.
            </Alert>
          )}
          {children}
        </>
      )}
    </Container>
  );
}
