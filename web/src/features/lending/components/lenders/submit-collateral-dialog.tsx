import { useState } from "react";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemText, Skeleton, Typography } from "@mui/material";
import { useNavigate } from "react-router";
import type { Address } from "viem";
import { formatUnitsDown } from "@openpawn/shared/format";
import type { CollateralItem } from "@openpawn/shared/schemas/pawn-collaterals";
import type { LoanPackage } from "@openpawn/shared/schemas/pawn-packages";
import { useRuntimeConfig } from "../../../../config/runtime-config-context.tsx";
import { showMessage } from "../../../../stores/feedback.ts";
import { sendTransaction } from "../../../../wallet/send-transaction.ts";
import { chainTime } from "../../../../wallet/wallet-actions.ts";
import { reportSubmission } from "../../api/lender-api.ts";
import { useBorrowableCollaterals, useRefreshLending } from "../../hooks/lending-queries.ts";
import { useTokenBook } from "../../hooks/use-token-book.ts";

/** Whether a package may lend on a collateral: its loan token, an accepted collateral, a duration in range. */
export function fits(item: LoanPackage, collateral: CollateralItem): boolean {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  return (
    same(collateral.loanToken.address, item.loanToken.address) &&
    item.collateralAcceptance.some((token) => same(token.address, collateral.collateral.address)) &&
    collateral.durationType === item.durationType &&
    collateral.durationQty >= item.durationFrom &&
    collateral.durationQty <= item.durationTo
  );
}

/**
 * Borrow with a package: the borrower picks one of their open collaterals that fits it, and their wallet submits
 * it. An Auto package lends at once (the borrower lands on the new contract); a Semi-auto one waits for the lender.
 */
export function SubmitCollateralDialog({ item, open, onClose }: { item: LoanPackage; open: boolean; onClose: () => void }) {
  const collaterals = useBorrowableCollaterals(open);
  const book = useTokenBook();
  const { deployment } = useRuntimeConfig();
  const refresh = useRefreshLending();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const fitting = (collaterals.data?.content ?? []).filter((collateral) => fits(item, collateral));

  const submit = async (collateral: CollateralItem) => {
    setBusy(true);
    try {
      const { submitCollateralCall } = await import("../../api/package-calls.ts");
      const call = submitCollateralCall(deployment.contracts.PawnShop as Address, item, collateral.id, await chainTime());
      // An Auto package without funds leaves the submission waiting too (decision 0013): the words cover both.
      const successText = item.type === 0 ? "Your loan has started" : "Your collateral is submitted: the lender will accept or reject it";
      const report = await sendTransaction({ ...call, successText, report: reportSubmission });
      if (!report) return;
      void refresh();
      onClose();
      if (report.contractId !== null) void navigate(`/pawn/contract/${report.contractId}`);
      else if (item.type === 0) void showMessage({ variant: "success", text: "The lender cannot fund it right now: your collateral waits in the package." });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="submit-collateral-title">
      <DialogTitle id="submit-collateral-title">Borrow with this package</DialogTitle>
      <DialogContent>
        {collaterals.isPending ? (
          <Skeleton variant="rounded" height={120} role="status" aria-label="Loading your collaterals" />
        ) : collaterals.isError ? (
          <Alert severity="error" action={<Button onClick={() => void collaterals.refetch()}>Retry</Button>}>
            Your collaterals cannot be loaded right now.
          </Alert>
        ) : fitting.length === 0 ? (
          <Typography color="text.secondary">
            None of your open collaterals fits this package: it lends {item.loanToken.symbol} on {item.collateralAcceptance.map((token) => token.symbol).join(", ")} for{" "}
            {item.durationFrom} to {item.durationTo} {item.durationType === 0 ? "weeks" : "months"}. Create one on the Borrow page.
          </Typography>
        ) : (
          <List aria-label="Your collaterals that fit">
            {fitting.map((collateral) => (
              <ListItemButton key={collateral.id} disabled={busy} onClick={() => void submit(collateral)}>
                <ListItemText
                  primary={`${formatUnitsDown(BigInt(collateral.amount), book.find(collateral.collateral.address)?.decimals ?? 18)} ${collateral.collateral.symbol ?? ""} — ${collateral.name ?? `Collateral #${collateral.id}`}`}
                  secondary={`Wants ${collateral.loanToken.symbol} for ${collateral.durationQty} ${collateral.durationType === 0 ? "weeks" : "months"}`}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
