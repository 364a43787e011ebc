import { Chip } from "@mui/material";
import { SHELL_MESSAGES } from "@openpawn/shared/platform/messages";

/** The mark of a menu link to an area not built yet: said before the click, not after it. */
export function ComingSoonMark({ show }: { show: boolean | undefined }) {
  return show ? <Chip size="small" variant="outlined" label={SHELL_MESSAGES.comingSoon} sx={{ ml: 1, height: 20, fontSize: 11 }} /> : null;
}
