import { useState } from "react";
import { Link } from "react-router";
import { Alert, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from "@mui/material";
import { formatTokenAmount } from "@openpawn/shared/format";
import { PACKAGE_MESSAGES } from "@openpawn/shared/packages/messages";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import type { useTokenBook } from "../../../../lib/use-token-book.ts";
import { PACKAGE_TYPE_NAMES } from "./package-summary.tsx";
import { FundConfirmation } from "./fund-confirmation.tsx";
import { PackageTerms } from "./package-terms.tsx";
import { PausedChips } from "./paused-reasons.tsx";

const M = PACKAGE_MESSAGES;

const STATUS_CHIP = {
  DRAFT: { label: "Draft", color: "default" },
  PUBLISHED: { label: "Published", color: "success" },
  UNPUBLISHED: { label: "Unpublished", color: "warning" },
} as const;

export type PackageAction = "publish" | "unpublish" | "reopen" | "fund";

/**
 * One of the lender's packages: its terms, what is left of its budget, why it is paused (with the fix), and what
 * the lender can do with it now.
 */
export function PackageCard({
  item,
  book,
  onAction,
  onRequests,
  busy,
}: {
  item: LoanPackage;
  book: ReturnType<typeof useTokenBook>;
  /** Runs the action; resolves to the package as it then stands, or undefined when it did not go through. */
  onAction: (action: PackageAction) => Promise<unknown>;
  /** Opens the requests in a dialog; left out on the package's own page, which lists them. */
  onRequests?: () => void;
  busy: boolean;
}) {
  const [funding, setFunding] = useState(false);
  const chip = STATUS_CHIP[item.status];
  const action: { name: PackageAction; label: string } =
    item.status === "DRAFT" ? { name: "publish", label: "Publish" } : item.status === "PUBLISHED" ? { name: "unpublish", label: "Unpublish" } : { name: "reopen", label: "Reopen" };
  const symbol = item.loanToken.symbol ?? item.loanToken.address;
  const decimals = book.find(item.loanToken.address)?.decimals ?? 18;
  // What "Allow lending" approves: the budget left, the most the package can still lend (package-actions.ts fund); the
  // button opens its confirmation, which sends the approval.
  const allowed = formatTokenAmount(BigInt(item.budgetLeft), decimals, symbol, "full");
  const fundable = item.status === "PUBLISHED" && item.type !== 2;
  const allowanceMissing = item.pausedReasons.includes("INSUFFICIENT_ALLOWANCE");
  const allowButton = (variant: "text" | "contained") => (
    <Button size="small" variant={variant} color={variant === "contained" ? "warning" : "primary"} onClick={() => setFunding(true)} disabled={busy}>
      {M.allowLending(allowed)}
    </Button>
  );
  return (
    <Card variant="outlined" component="article" aria-label={`Package ${item.id}`}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1.5 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {PACKAGE_TYPE_NAMES[item.type]} package #{item.id}
          </Typography>
          <PausedChips reasons={item.pausedReasons} />
          <Chip size="small" color={chip.color} label={chip.label} />
        </Stack>
        <PackageTerms item={item} decimals={decimals} />
        {item.pausedReasons.length > 0 && (
          <Alert severity="warning" sx={{ mt: 1.5 }} aria-label="Why borrowers cannot submit">
            {item.pausedReasons.map((reason) => (
              <div key={reason}>
                Paused: {M.pausedFor[reason]}. {M.pausedFix[reason](symbol)}
              </div>
            ))}
            {fundable && allowanceMissing && (
              <Stack spacing={0.5} sx={{ mt: 1, alignItems: "flex-start" }}>
                {allowButton("contained")}
                <Typography variant="caption">{M.allowLendingHelp(allowed)}</Typography>
              </Stack>
            )}
          </Alert>
        )}
      </CardContent>
      <CardActions>
        <Button size="small" onClick={() => void onAction(action.name)} disabled={busy}>
          {action.label}
        </Button>
        {fundable && !allowanceMissing && allowButton("text")}
        {item.chainPackageId !== null && onRequests && (
          <Button size="small" onClick={onRequests}>
            Requests
          </Button>
        )}
        {onRequests && (
          <Button size="small" component={Link} to={`/inventory/loan-package/${item.id}`}>
            Details
          </Button>
        )}
      </CardActions>
      {funding && <FundConfirmation item={item} onConfirm={() => onAction("fund")} onClose={() => setFunding(false)} />}
    </Card>
  );
}
