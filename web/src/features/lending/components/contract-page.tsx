import { useState, type ReactNode } from "react";
import { Alert, Box, Button, Card, CardContent, Container, Grid, Skeleton, Stack, Typography } from "@mui/material";
import type { ContractItem } from "@openpawn/shared/lending/schemas/contracts";
import { INTEREST_WINDOW_DAYS, LATE_PAYMENTS_TO_LIQUIDATION } from "@openpawn/shared/constants";
import { formatDateTime } from "@openpawn/shared/format";
import { TransactionLink } from "../../../components/chain/transaction-link.tsx";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useWalletAddress } from "../../../wallet/use-wallet-address.ts";
import { sendTransaction } from "../../../wallet/send-transaction.ts";
import { liquidateCall } from "../api/lending-calls.ts";
import { lendingCore } from "../../../lib/lending-core.ts";
import { useContractPayments, usePublicContract } from "../hooks/lending-queries.ts";
import { useRefreshLending } from "../../../lib/lending-reads.ts";
import { useTokenBook, type TokenBook } from "../../../lib/use-token-book.ts";
import { sameWallet } from "../../../lib/same-wallet.ts";
import { CollateralAsset, formatCycle, formatDuration, formatRate, shortWallet, TokenAmount } from "../../../components/tokens/amounts.tsx";
import { LiquidateConfirmation } from "./confirmations/liquidate-confirmation.tsx";
import { AddCollateralDialog } from "./add-collateral-dialog.tsx";
import { LabelledValue } from "../../../components/data/labelled-value.tsx";
import { RepayDialog } from "./repay-dialog.tsx";
import { RiskPanel } from "./risk-panel.tsx";
import { QueryList } from "../../../components/data/query-list.tsx";
import { PaymentsTable } from "../../../components/tokens/payments-table.tsx";
import { StatusChip } from "../../../components/data/status-chip.tsx";
import { formatThreshold, isNftKind } from "../../../lib/nft-collateral.ts";

const REASONS = { LATE: "too many late payments", RISK: "the LTV reached the liquidation threshold", UNPAID: "unpaid at maturity" } as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 6, md: 4 }}>
      <LabelledValue label={label}>{children}</LabelledValue>
    </Grid>
  );
}

function Terms({ contract, book }: { contract: ContractItem; book: TokenBook }) {
  return (
    <Card variant="outlined" sx={{ height: "100%" }}>
      <CardContent>
        <Grid container spacing={2}>
          <Field label="Loan">
            <TokenAmount value={contract.loanAmount} token={contract.loanToken} book={book} form="compact" />
          </Field>
          <Field label="Principal owed">
            <TokenAmount value={contract.principalOwed} token={contract.loanToken} book={book} form="compact" />
          </Field>
          <Field label="Collateral">
            <CollateralAsset kind={contract.collateral.kind} token={contract.collateral.token} tokenId={contract.collateral.tokenId} amount={contract.collateral.amount} book={book} form="compact" />
          </Field>
          <Field label="Rate">
            {formatRate(contract.interestRate)} a year, repaid in {contract.repaymentToken.symbol}
          </Field>
          <Field label="Duration">
            {formatDuration(contract.durationQty, contract.durationType)}, {formatCycle(contract.repaymentCycleType).toLowerCase()} cycles
          </Field>
          <Field label="Liquidation threshold">{formatThreshold(contract.liquidationThreshold)}</Field>
          <Field label="Borrower">{shortWallet(contract.borrowerWalletAddress)}</Field>
          <Field label="Lender">{shortWallet(contract.lenderWalletAddress)}</Field>
          <Field label="Started">{formatDateTime(contract.startedAt)}</Field>
          <Field label="Maturity">{formatDateTime(contract.maturity)}</Field>
          <Field label="Transaction">
            <TransactionLink hash={contract.txnHash} />
          </Field>
        </Grid>
      </CardContent>
    </Card>
  );
}

/** Why a weekly cycle's payment falls due two days in: the interest window, and what paying after it costs. */
function interestWindowNote(contract: ContractItem): string {
  const days = INTEREST_WINDOW_DAYS[contract.repaymentCycleType];
  const cycle = contract.repaymentCycleType === 0 ? "weekly" : "monthly";
  const ends = contract.endsAt ? ` This cycle ends ${formatDateTime(contract.endsAt)}.` : "";
  return `Each ${cycle} cycle's interest is due within its first ${days} days (the interest window). Paid after that but before the cycle ends, it carries a penalty; unpaid when the cycle ends, the cycle counts as late.${ends}`;
}

function CurrentCycle({ contract, book }: { contract: ContractItem; book: TokenBook }) {
  if (contract.status !== "ACTIVE" || contract.currentCycle === null) return null;
  const late = contract.lateCount > 0;
  return (
    <Alert severity={late ? "warning" : "info"} sx={{ mt: 2 }} aria-label="Current cycle">
      Cycle {contract.currentCycle + 1} is due {formatDateTime(contract.dueAt)}: <TokenAmount value={contract.interestOwed} token={contract.repaymentToken} book={book} form="compact" /> interest
      {BigInt(contract.penaltyOwed) > 0n && (
        <>
          {" "}and <TokenAmount value={contract.penaltyOwed} token={contract.repaymentToken} book={book} form="compact" /> penalty
        </>
      )}
      . Late payments: {contract.lateCount} of {LATE_PAYMENTS_TO_LIQUIDATION}.
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {interestWindowNote(contract)}
      </Typography>
    </Alert>
  );
}

function Payments({ contract, book }: { contract: ContractItem; book: TokenBook }) {
  const payments = useContractPayments(contract.id);
  const items = payments.data?.content ?? [];
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Payments
        </Typography>
        <QueryList
          query={payments}
          count={items.length}
          emptyText="No payment yet."
          errorText="The payments cannot be loaded right now."
        >
          <PaymentsTable payments={items} book={book} label="Payments" />
        </QueryList>
      </CardContent>
    </Card>
  );
}

/** /pawn/contract/{id}: a contract for both sides and anyone: terms, cycle, health, payments; repay and add collateral for the borrower, liquidate for anyone when due. */
export function ContractPage({ id }: { id: number }) {
  const book = useTokenBook();
  const contract = usePublicContract(id);
  const wallet = useWalletAddress();
  const { deployment } = useRuntimeConfig();
  const refresh = useRefreshLending();
  const [dialog, setDialog] = useState<"repay" | "add" | "liquidate">();
  const notFound = contract.error instanceof ApiRequestError && contract.error.status === 404;

  if (!contract.data) {
    return (
      <Container sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          Contract #{id}
        </Typography>
        {contract.isPending ? (
          <Skeleton variant="rounded" height={240} role="status" aria-label="Loading" />
        ) : (
          <Alert severity={notFound ? "warning" : "error"}>{notFound ? "This contract does not exist." : "This contract cannot be loaded right now."}</Alert>
        )}
      </Container>
    );
  }
  const item = contract.data;
  const active = item.status === "ACTIVE";
  const isBorrower = sameWallet(wallet, item.borrowerWalletAddress);
  const nft = isNftKind(item.collateral.kind);
  const fungible = !nft;
  // No report: the call resolves to nothing either way, so success reads as true.
  const liquidate = async () => {
    const done = await sendTransaction({ ...liquidateCall(lendingCore(deployment), item.id), successText: "The contract is liquidated", report: async () => true });
    if (done) void refresh();
    return done;
  };

  return (
    <Container sx={{ py: 4 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 1 }}>
        <Typography variant="h4" component="h1">
          Contract #{item.id}
        </Typography>
        <StatusChip status={item.status} />
      </Stack>
      {item.liquidationReason && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Liquidated: {REASONS[item.liquidationReason]}. {nft ? "The lender received the NFT." : "The lender received the collateral less the system fee."}
        </Alert>
      )}
      {item.status === "COMPLETED" && (
        <Alert severity="success" sx={{ mb: 2 }}>
          Paid off: the collateral went back to the borrower.
        </Alert>
      )}
      {active && isBorrower && (
        <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
          <Button variant="contained" onClick={() => setDialog("repay")}>
            Repay
          </Button>
          {fungible && (
            <Button variant="outlined" onClick={() => setDialog("add")}>
              Add collateral
            </Button>
          )}
        </Stack>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Terms contract={item} book={book} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <RiskPanel
            contractId={item.id}
            nft={nft}
            collateralSymbol={item.collateral.token.symbol ?? "collateral"}
            action={
              wallet && (
                <Button color="inherit" size="small" onClick={() => setDialog("liquidate")}>
                  Liquidate
                </Button>
              )
            }
          />
        </Grid>
      </Grid>
      <CurrentCycle contract={item} book={book} />
      <Box>
        <Payments contract={item} book={book} />
      </Box>
      {dialog === "repay" && <RepayDialog contract={item} book={book} onClose={() => setDialog(undefined)} />}
      {dialog === "add" && <AddCollateralDialog contract={item} book={book} onClose={() => setDialog(undefined)} />}
      {dialog === "liquidate" && <LiquidateConfirmation contract={item} book={book} onConfirm={liquidate} onClose={() => setDialog(undefined)} />}
    </Container>
  );
}
