import { Button } from "@mui/material";
import { useNavigate } from "react-router";
import { SHELL_MESSAGES } from "@openpawn/shared/platform/messages";
import { usePawnShopId } from "../../../features/accounts/hooks/use-pawn-shop-id.ts";
import { openLoginDialog } from "../../../stores/account-dialogs.ts";
import { useIsLoggedIn } from "../../../stores/auth.ts";

export const PAWNSHOP_CREATION_PATH = "/pawn/create/pawnshop/step-1";

/**
 * Become a Lender: a logged-in user goes to the pawnshop creation page; a visitor gets the login dialog,
 * which sends them there after login. A user who already has a pawnshop does not see it.
 */
export function BecomeLenderButton({ fullWidth = false, onClick }: { fullWidth?: boolean; onClick?: () => void }) {
  const loggedIn = useIsLoggedIn();
  const pawnShopId = usePawnShopId();
  const navigate = useNavigate();
  if (pawnShopId !== undefined) return null;
  const becomeLender = () => {
    onClick?.();
    if (loggedIn) void navigate(PAWNSHOP_CREATION_PATH);
    else openLoginDialog({ tab: "login", redirectTo: PAWNSHOP_CREATION_PATH });
  };
  return (
    <Button variant="outlined" onClick={becomeLender} fullWidth={fullWidth} sx={{ whiteSpace: "nowrap", flexShrink: 0 }}>
      {SHELL_MESSAGES.becomeLender}
    </Button>
  );
}
