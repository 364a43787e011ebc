import { parseDecimalUnits } from "@openpawn/shared/format";
import { useState } from "react";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from "@mui/material";
import type { ContractItem } from "@openpawn/shared/lending/schemas/contracts";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { sendTransaction } from "../../../wallet/send-transaction.ts";
import { reportAddedCollateral } from "../api/account-api.ts";
import { addCollateralCall } from "../api/lending-calls.ts";
import { lendingCore } from "../../../lib/lending-core.ts";
import { useRefreshLending } from "../../../lib/lending-reads.ts";
import type { TokenBook } from "../../../lib/use-token-book.ts";
import { AddCollateralConfirmation } from "./confirmations/add-collateral-confirmation.tsx";

/** Adds collateral to a running loan of fungible collateral: the LTV falls, the liquidation price with it. */
export function AddCollateralDialog({ contract, book, onClose }: { contract: ContractItem; book: TokenBook; onClose: () => void }) {
  const { deployment } = useRuntimeConfig();
  const refresh = useRefreshLending();
  const [typed, setTyped] = useState("");
  const [confirming, setConfirming] = useState(false);
  const token = book.find(contract.collateral.token.address);
  const amount = token ? parseDecimalUnits(typed, token.decimals) : null;
  const valid = amount !== null && amount > 0n;

  const add = async () => {
    if (!token || !valid) return undefined;
    const done = await sendTransaction({
      ...addCollateralCall(lendingCore(deployment), contract.id, token, amount),
      successText: "Collateral added",
      report: (hash) => reportAddedCollateral(contract.id, { symbol: token.symbol, amount: amount.toString(), txnHash: hash }),
    });
    if (done) {
      void refresh();
      onClose();
    }
    return done;
  };

  if (confirming && token && valid) return <AddCollateralConfirmation contract={contract} token={token} amount={amount} book={book} onConfirm={add} onClose={() => setConfirming(false)} />;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="add-collateral-title">
      <DialogTitle id="add-collateral-title">Add collateral</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          More {token?.symbol ?? "collateral"} lowers the loan's LTV and its liquidation price.
        </Typography>
        <TextField
          autoFocus
          fullWidth
          label={`Amount (${token?.symbol ?? ""})`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          inputMode="decimal"
          error={typed !== "" && !valid}
          helperText={typed !== "" && !valid ? "Enter an amount greater than 0" : " "}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => setConfirming(true)} disabled={!valid}>
          Add
        </Button>
      </DialogActions>
    </Dialog>
  );
}
