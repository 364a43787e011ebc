import { Chip } from "@mui/material";
import { PACKAGE_MESSAGES } from "@openpawn/shared/packages/messages";
import type { PauseReason } from "@openpawn/shared/packages/schemas/packages";

const M = PACKAGE_MESSAGES;

/** Why a package cannot lend now, in a borrower's words: "its budget left is below …; its lender's …". */
export const pausedText = (reasons: readonly PauseReason[]) => reasons.map((reason) => M.pausedReason[reason]).join("; ");

/** The refusal a paused package gives a borrower's submission. */
export const pausedRefusal = (reasons: readonly PauseReason[]) => `${M.pausedRefusal}: ${pausedText(reasons)}.`;

/** What a borrower whose AUTO submission stayed PENDING is told, with the API's reasons when it has them. */
export const waitingText = (reasons: readonly PauseReason[]) =>
  `${M.autoWaiting}${reasons.length > 0 ? ` (${pausedText(reasons)})` : ""}: your collateral waits in the package.`;

/** A chip for each reason a package is paused (the funding guardrail, decision 0026). */
export function PausedChips({ reasons }: { reasons: readonly PauseReason[] }) {
  return reasons.map((reason) => <Chip key={reason} size="small" color="warning" label={M.pausedLabel[reason]} />);
}
