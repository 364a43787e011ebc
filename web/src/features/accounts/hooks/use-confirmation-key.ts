import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ACCOUNT_MESSAGES } from "@openpawn/shared/accounts/messages";
import { showMessage } from "../../../stores/feedback.ts";
import { accountsApi } from "../api/accounts-api.ts";
import { isMaintenance } from "../api/error-messages.ts";
import { openAccountFlowDialog } from "../stores/account-flow-dialogs.ts";
import { ACCOUNT_LINK_QUERY } from "../account-links.ts";

/** After a failed confirmation the user is sent to the lending landing after this long (spec §4). */
export const CONFIRMATION_FAILURE_REDIRECT_MS = 2500;

const handledKeys = new Set<string>();

/**
 * A confirmation key in the address (the activation e-mail's link) confirms the account once:
 * success shows "You're all set!"; failure shows the 'Error' dialog (10 s) and goes to /pawn after 2.5 s.
 * The key leaves the address at once, so that a reload does not confirm again.
 */
export function useConfirmationKey(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const key = searchParams.get(ACCOUNT_LINK_QUERY.confirmation);

  useEffect(() => {
    if (!key || handledKeys.has(key)) return;
    handledKeys.add(key);
    setSearchParams(
      (params) => {
        params.delete(ACCOUNT_LINK_QUERY.confirmation);
        return params;
      },
      { replace: true },
    );
    accountsApi.confirm(key).then(
      () => openAccountFlowDialog({ kind: "allSet" }),
      (error: unknown) => {
        if (isMaintenance(error)) {
          openAccountFlowDialog({ kind: "maintenance" });
          return;
        }
        void showMessage({ variant: "error", text: ACCOUNT_MESSAGES.confirmationError });
        setTimeout(() => void navigate("/pawn"), CONFIRMATION_FAILURE_REDIRECT_MS);
      },
    );
  }, [key, navigate, setSearchParams]);
}

/** The reset key of the forgot-password e-mail's link: while it is in the address, the reset dialog is open. */
export function useResetKey(): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get(ACCOUNT_LINK_QUERY.reset);
}
