import { parseDecimalUnits } from "@openpawn/shared/format";
import { useState } from "react";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Skeleton, Stack, TextField, Typography } from "@mui/material";
import type { ContractItem } from "@openpawn/shared/schemas/pawn-contracts";
import type { RepaymentInformation } from "@openpawn/shared/schemas/pawn-repayments";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { sendTransaction } from "../../../wallet/send-transaction.ts";
import { reportRepayment } from "../api/account-api.ts";
import { lendingCore, repayCall } from "../api/lending-calls.ts";
import { useRefreshLending, useRepaymentInformation, useRepaymentQuote } from "../hooks/lending-queries.ts";
import type { TokenBook } from "../hooks/use-token-book.ts";
import { formatDate, TokenAmount } from "../../../components/tokens/amounts.tsx";

type Choice = "cycle" | "full" | "principal";
type Parts = { penalty: string; interest: string; principal: string };

function partsOf(choice: Choice, info: RepaymentInformation, principal: bigint | null): Parts | null {
  if (choice === "cycle") return { penalty: info.owed.penalty, interest: info.owed.interest, principal: "0" };
  if (choice === "full") return { penalty: info.fullRepayment.penalty, interest: info.fullRepayment.interest, principal: info.fullRepayment.principal };
  return principal === null ? null : { penalty: info.owed.penalty, interest: info.owed.interest, principal: principal.toString() };
}

/** Repay part or all of a contract: the API quotes the payment as the core would take it now, then the wallet pays. */
export function RepayDialog({ contract, book, onClose }: { contract: ContractItem; book: TokenBook; onClose: () => void }) {
  const info = useRepaymentInformation(contract.id, true);
  const { deployment } = useRuntimeConfig();
  const refresh = useRefreshLending();
  const [choice, setChoice] = useState<Choice>("cycle");
  const [typed, setTyped] = useState("");
  const loanToken = book.find(contract.loanToken.address);
  const repaymentToken = book.find(contract.repaymentToken.address);
  const parts = info.data ? partsOf(choice, info.data, loanToken ? parseDecimalUnits(typed, loanToken.decimals) : null) : null;
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
        {info.isPending ? (
          <Skeleton variant="rounded" height={160} />
        ) : !info.data ? (
          <Alert severity="error">What this contract owes cannot be read right now.</Alert>
        ) : (
          <Stack spacing={2}>
            <Typography>
              Cycle {info.data.cycle + 1}, due {formatDate(info.data.dueAt)}. Owed now: <TokenAmount value={info.data.owed.interest} token={contract.repaymentToken} book={book} /> interest,{" "}
              <TokenAmount value={info.data.owed.penalty} token={contract.repaymentToken} book={book} /> penalty and{" "}
              <TokenAmount value={info.data.owed.principal} token={contract.loanToken} book={book} /> principal.
            </Typography>
            <RadioGroup value={choice} onChange={(event) => setChoice(event.target.value as Choice)} aria-label="What to pay">
              <FormControlLabel value="cycle" control={<Radio />} label="This cycle's interest and penalty" />
              <FormControlLabel value="principal" control={<Radio />} label="This cycle and part of the principal" />
              <FormControlLabel value="full" control={<Radio />} label="Everything: pay the contract off" />
            </RadioGroup>
            {choice === "principal" && (
              <TextField label={`Principal to repay (${contract.loanToken.symbol})`} value={typed} onChange={(event) => setTyped(event.target.value)} inputMode="decimal" />
            )}
            {quoteError && <Alert severity="error">The payment cannot be quoted right now.</Alert>}
            {quote && (
              <Stack spacing={0.5} aria-label="Payment">
                <Typography>
                  You pay <strong><TokenAmount value={quote.repaymentTokenTotal} token={quote.repaymentToken} book={book} /></strong>
                  {BigInt(quote.loanTokenTotal) > 0n && (
                    <>
                      {" "}and <strong><TokenAmount value={quote.loanTokenTotal} token={quote.loanToken} book={book} /></strong>
                    </>
                  )}
                </Typography>
                {BigInt(quote.payment.prepaidFee) > 0n && (
                  <Typography color="text.secondary">
                    Includes a prepaid fee of <TokenAmount value={quote.payment.prepaidFee} token={quote.loanToken} book={book} /> for repaying principal early.
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
