import { formatDateTime, parseDecimalUnits } from "@openpawn/shared/format";
import { useState } from "react";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Skeleton, Stack, TextField, Typography } from "@mui/material";
import type { ContractItem } from "@openpawn/shared/lending/schemas/contracts";
import type { RepaymentInformation, RepaymentParts } from "@openpawn/shared/lending/schemas/repayments";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { sendTransaction } from "../../../wallet/send-transaction.ts";
import { reportRepayment } from "../api/account-api.ts";
import { repayCall } from "../api/lending-calls.ts";
import { lendingCore } from "../../../lib/lending-core.ts";
import { useRefreshLending } from "../../../lib/lending-reads.ts";
import { useRepaymentInformation, useRepaymentQuote } from "../hooks/lending-queries.ts";
import type { TokenBook } from "../../../lib/use-token-book.ts";
import { TokenAmount } from "../../../components/tokens/amounts.tsx";

type Choice = "cycle" | "full" | "principal";

/** What to quote for a choice; null while there is nothing to quote (a principal not typed, nothing owed). */
function partsOf(choice: Choice, info: RepaymentInformation, principal: bigint | null): RepaymentParts | null {
  const parts =
    choice === "cycle"
      ? { penalty: info.owed.penalty, interest: info.owed.interest, principal: "0" }
      : choice === "full"
        ? { penalty: info.fullRepayment.penalty, interest: info.fullRepayment.interest, principal: info.fullRepayment.principal }
        : principal === null
          ? null
          : { penalty: info.owed.penalty, interest: info.owed.interest, principal: principal.toString() };
  return parts && BigInt(parts.penalty) + BigInt(parts.interest) + BigInt(parts.principal) > 0n ? parts : null;
}

/** Whether the cycle a payment now falls in owes no interest or penalty any more: only principal can be paid. */
const isCyclePaid = (info: RepaymentInformation) => BigInt(info.owed.interest) + BigInt(info.owed.penalty) === 0n;

/** Repay part or all of a contract: the API quotes the payment as the core would take it now, then the wallet pays. */
export function RepayDialog({ contract, book, onClose }: { contract: ContractItem; book: TokenBook; onClose: () => void }) {
  const info = useRepaymentInformation(contract.id, true);
  // Read anew each time the dialog opens: a cycle paid a moment ago must not be quoted with its old interest.
  const owed = info.isFetchedAfterMount ? info.data : undefined;
  const { deployment } = useRuntimeConfig();
  const refresh = useRefreshLending();
  const [chosen, setChoice] = useState<Choice>();
  const [typed, setTyped] = useState("");
  const cyclePaid = owed !== undefined && isCyclePaid(owed);
  // A paid cycle leaves principal only: paying the contract off is chosen unless the borrower picks part of it.
  const choice: Choice = cyclePaid ? (chosen === "principal" ? "principal" : "full") : (chosen ?? "cycle");
  const loanToken = book.find(contract.loanToken.address);
  const repaymentToken = book.find(contract.repaymentToken.address);
  const parts = owed ? partsOf(choice, owed, loanToken ? parseDecimalUnits(typed, loanToken.decimals) : null) : null;
  const quoted = useRepaymentQuote(contract.id, parts);
  const quote = quoted.data ?? null;
  const quoteError = quoted.isError;

  const pay = async () => {
    if (!quote || !loanToken || !repaymentToken) return;
    const request = repayCall(
      lendingCore(deployment),
      contract.id,
      { penalty: BigInt(quote.payment.penalty), interest: BigInt(quote.payment.interest), principal: BigInt(quote.payment.principal) },
      { repaymentToken, repaymentTokenTotal: BigInt(quote.repaymentTokenTotal), loanToken, loanTokenTotal: BigInt(quote.loanTokenTotal) },
    );
    onClose();
    const done = await sendTransaction({
      ...request,
      successText: quote.completesContract ? "The contract is paid off: your collateral is back" : "Your payment is received",
      report: (hash) => reportRepayment(contract.id, hash),
    });
    if (done) void refresh();
  };

  const nothingToPay = quote !== null && BigInt(quote.repaymentTokenTotal) === 0n && BigInt(quote.loanTokenTotal) === 0n;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="repay-title">
      <DialogTitle id="repay-title">Repay contract #{contract.id}</DialogTitle>
      <DialogContent>
        {info.isError && !owed ? (
          <Alert severity="error">What this contract owes cannot be read right now.</Alert>
        ) : !owed ? (
          <Skeleton variant="rounded" height={160} />
        ) : (
          <Stack spacing={2}>
            <Typography>
              Cycle {owed.cycle + 1}, due {formatDateTime(owed.dueAt)}. Owed now: <TokenAmount value={owed.owed.interest} token={contract.repaymentToken} book={book} form="full" /> interest,{" "}
              <TokenAmount value={owed.owed.penalty} token={contract.repaymentToken} book={book} form="full" /> penalty and{" "}
              <TokenAmount value={owed.owed.principal} token={contract.loanToken} book={book} form="full" /> principal.
            </Typography>
            {cyclePaid && (
              <Alert severity="success">
                Cycle {owed.cycle + 1} is paid: the next interest is owed from {formatDateTime(owed.endsAt)}. You can still repay principal early or pay the contract off.
              </Alert>
            )}
            <RadioGroup value={choice} onChange={(event) => setChoice(event.target.value as Choice)} aria-label="What to pay">
              <FormControlLabel value="cycle" control={<Radio />} disabled={cyclePaid} label={cyclePaid ? "This cycle's interest and penalty: paid" : "This cycle's interest and penalty"} />
              <FormControlLabel value="principal" control={<Radio />} label={cyclePaid ? "Part of the principal" : "This cycle and part of the principal"} />
              <FormControlLabel value="full" control={<Radio />} label="Everything: pay the contract off" />
            </RadioGroup>
            {choice === "principal" && (
              <TextField label={`Principal to repay (${contract.loanToken.symbol})`} value={typed} onChange={(event) => setTyped(event.target.value)} inputMode="decimal" />
            )}
            {quoteError && <Alert severity="error">The payment cannot be quoted right now.</Alert>}
            {quote && (
              <Stack spacing={0.5} aria-label="Payment">
                <Typography>
                  {/* A paid cycle leaves nothing in the repayment token: only what is paid is said. */}
                  You pay{" "}
                  {!cyclePaid && (
                    <strong>
                      <TokenAmount value={quote.repaymentTokenTotal} token={quote.repaymentToken} book={book} form="full" />
                    </strong>
                  )}
                  {!cyclePaid && BigInt(quote.loanTokenTotal) > 0n && " and "}
                  {BigInt(quote.loanTokenTotal) > 0n && (
                    <strong>
                      <TokenAmount value={quote.loanTokenTotal} token={quote.loanToken} book={book} form="full" />
                    </strong>
                  )}
                </Typography>
                {BigInt(quote.payment.prepaidFee) > 0n && (
                  <Typography color="text.secondary">
                    Includes a prepaid fee of <TokenAmount value={quote.payment.prepaidFee} token={quote.loanToken} book={book} form="full" /> for repaying principal early.
                  </Typography>
                )}
                {quote.completesContract && <Alert severity="success">This pays the contract off: your collateral comes back in the same transaction.</Alert>}
              </Stack>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void pay()} disabled={!quote || nothingToPay}>
          Pay
        </Button>
      </DialogActions>
    </Dialog>
  );
}
