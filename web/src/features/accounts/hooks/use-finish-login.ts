import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { SHOP_MESSAGES } from "@openpawn/shared/packages/messages";
import { closeLoginDialog } from "../../../stores/account-dialogs.ts";
import { showMessage } from "../../../stores/feedback.ts";
import { profileQuery } from "./use-profile.ts";

/** Become a Lender's destination: a visitor who came through it goes there after login (spec §2). */
export const PAWNSHOP_CREATION_PATH = "/pawn/create/pawnshop/step-1";
export const LENDING_LANDING_PATH = "/pawn";

/**
 * What happens after a successful login (spec §2): the dialog closes; a user who came through Become a
 * Lender goes to the pawnshop creation page, or to /pawn with 'This account has already registered for
 * lending service' when the account already has a pawnshop; from the /login page the user goes to /.
 */
export function useFinishLogin(): (redirectTo?: string) => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    async (redirectTo?: string) => {
      closeLoginDialog();
      queryClient.removeQueries({ queryKey: profileQuery().queryKey });
      if (redirectTo === PAWNSHOP_CREATION_PATH) {
        const profile = await queryClient.fetchQuery(profileQuery()).catch(() => null);
        if (profile?.pawnShop) {
          void showMessage({ variant: "info", text: SHOP_MESSAGES.alreadyRegistered });
          await navigate(LENDING_LANDING_PATH);
        } else await navigate(PAWNSHOP_CREATION_PATH);
        return;
      }
      if (redirectTo) await navigate(redirectTo);
      else if (pathname === "/login") await navigate("/");
    },
    [navigate, pathname, queryClient],
  );
}
