import { useState } from "react";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, InputAdornment, Link as MuiLink, List, ListItem, ListItemText, Stack, TextField } from "@mui/material";
import { Link } from "react-router";
import type { Address } from "viem";
import { formatTokenAmount, formatUnitsDown, parseDecimalUnits } from "@openpawn/shared/format";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import type { SubmittedCollateral } from "@openpawn/shared/lending/schemas/collaterals";
import { useRuntimeConfig } from "../../../../config/runtime-config-context.tsx";
import { sendTransaction } from "../../../../wallet/send-transaction.ts";
import { reportRequestAnswer } from "../../api/lender-api.ts";
import { useReceivedRequests } from "../../hooks/package-queries.ts";
import { useRefreshLending } from "../../../../lib/lending-reads.ts";
import { useTokenBook } from "../../../../lib/use-token-book.ts";
import { QueryList } from "../../../../components/data/query-list.tsx";
import { StatusChip } from "../../../../components/data/status-chip.tsx";
import { AcceptRequestConfirmation } from "./accept-request-confirmation.tsx";

/** One request: the collateral, and for a pending one the amount to lend with Accept (after its summary) and Reject. */
export function RequestLine({
  request,
  item,
  busy,
  onAnswer,
  linked = false,
}: {
  request: SubmittedCollateral;
  item: LoanPackage;
  busy: boolean;
  /** Sends the answer; resolves to what it produced, or undefined when it did not go through. */
  onAnswer: (answer: { accept: bigint } | "reject") => Promise<unknown>;
  /** Whether the line links to the request's own page (not on that page itself). */
  linked?: boolean;
}) {
  const book = useTokenBook();
  const loanDecimals = book.find(item.loanToken.address)?.decimals ?? 18;
  // The contract lends no less than the package's smallest loan, nor than the least the borrower accepts (in full:
  // a figure rounded to 5 decimals could fall below it).
  const floor = BigInt(request.minAmount) > BigInt(item.loanAmountMin) ? BigInt(request.minAmount) : BigInt(item.loanAmountMin);
  const [amount, setAmount] = useState(formatUnitsDown(floor, loanDecimals, loanDecimals).replaceAll(",", ""));
  const [confirming, setConfirming] = useState<bigint | null>(null);
  const units = parseDecimalUnits(amount, loanDecimals);
  const collateral = request.collateral;
  const held = formatTokenAmount(BigInt(collateral.amount), book.find(collateral.collateral.address)?.decimals ?? 18, collateral.collateral.symbol ?? "", "full");
  return (
    <ListItem divider aria-label={`Request ${request.submissionId}`} secondaryAction={<StatusChip status={request.status} />}>
      <Stack spacing={1} sx={{ width: "100%", pr: 12 }}>
        <ListItemText
          primary={
            linked ? (
              <MuiLink component={Link} to={`/inventory/lender-profile/loan-request-detail/${request.submissionId}`}>
                {held} — {collateral.name ?? `Collateral #${collateral.id}`}
              </MuiLink>
            ) : (
              `${held} — ${collateral.name ?? `Collateral #${collateral.id}`}`
            )
          }
          secondary={`For ${collateral.durationQty} ${collateral.durationType === 0 ? "weeks" : "months"}`}
        />
        {request.status === "PENDING" && (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1} alignItems={{ sm: "center" }}>
            {item.type === 1 && (
              <TextField
                size="small"
                label="Amount to lend"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                error={units === null}
                helperText={units === floor && floor > BigInt(item.loanAmountMin) ? "The least the borrower accepts" : undefined}
                slotProps={{ input: { endAdornment: <InputAdornment position="end">{item.loanToken.symbol}</InputAdornment> } }}
              />
            )}
            <Button size="small" variant="contained" disabled={busy || units === null} onClick={() => setConfirming(units)}>
              Accept
            </Button>
            <Button size="small" disabled={busy} onClick={() => void onAnswer("reject")}>
              Reject
            </Button>
          </Stack>
        )}
      </Stack>
      {confirming !== null && <AcceptRequestConfirmation request={request} item={item} typedAmount={confirming} onConfirm={() => onAnswer({ accept: confirming })} onClose={() => setConfirming(null)} />}
    </ListItem>
  );
}

/** The lender's answer to a request from their wallet (reported to the API), and whether one is on its way. */
export function useAnswerRequest() {
  const { deployment } = useRuntimeConfig();
  const refresh = useRefreshLending();
  const [busy, setBusy] = useState(false);
  const answer = async (request: SubmittedCollateral, choice: { accept: bigint } | "reject") => {
    setBusy(true);
    try {
      const { answerRequestCall } = await import("../../api/package-calls.ts");
      const call = answerRequestCall(deployment.contracts.PawnShop as Address, request.submissionId, choice);
      const accepting = choice !== "reject";
      const done = await sendTransaction({ ...call, successText: accepting ? "The loan has started" : "The request is rejected", report: (hash) => reportRequestAnswer(accepting ? "accept" : "reject", hash) });
      if (done) await refresh();
      return done;
    } finally {
      setBusy(false);
    }
  };
  return { answer, busy };
}

/** The collaterals a package received (spec: collaterals received), with the lender's Accept and Reject. */
export function ReceivedRequests({ item, enabled }: { item: LoanPackage; enabled: boolean }) {
  const requests = useReceivedRequests(item.id, enabled);
  const { answer, busy } = useAnswerRequest();
  const entries = requests.data?.content ?? [];
  return (
    <QueryList query={requests} count={entries.length} emptyText="No collateral has been submitted to this package yet." errorText="The requests cannot be loaded right now.">
      <List aria-label={`Requests to package ${item.id}`}>
        {entries.map((request) => (
          <RequestLine key={request.submissionId} request={request} item={item} busy={busy} linked onAnswer={(choice) => answer(request, choice)} />
        ))}
      </List>
    </QueryList>
  );
}

export function ReceivedRequestsDialog({ item, open, onClose }: { item: LoanPackage; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="requests-title">
      <DialogTitle id="requests-title">Requests to package #{item.id}</DialogTitle>
      <DialogContent>
        <ReceivedRequests item={item} enabled={open} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
