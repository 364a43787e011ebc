import { useState } from "react";
import { Alert, Button, Card, CardContent, Container, Grid, Skeleton, Stack, Typography } from "@mui/material";
import type { ContractStatistic } from "@openpawn/shared/lending/schemas/contracts";
import { LoginRequired } from "../../../components/data/login-required.tsx";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { useWalletAddress } from "../../../wallet/use-wallet-address.ts";
import { sendTransaction } from "../../../wallet/send-transaction.ts";
import { reportClaim } from "../api/account-api.ts";
import { claimCall } from "../api/lending-calls.ts";
import { lendingCore } from "../../../lib/lending-core.ts";
import { useContractStatistic } from "../hooks/lending-queries.ts";
import { useRefreshLending } from "../../../lib/lending-reads.ts";
import { useTokenBook, type TokenBook } from "../../../lib/use-token-book.ts";
import { shortWallet, TokenAmount } from "../../../components/tokens/amounts.tsx";
import { TransactionConfirmation } from "../../../components/confirm/transaction-confirmation.tsx";
import { LabelledValue } from "../../../components/data/labelled-value.tsx";

function Amounts({ amounts, book }: { amounts: ContractStatistic["principal"]; book: TokenBook }) {
  if (amounts.length === 0) return <>—</>;
  return (
    <Stack>
      {amounts.map((entry) => (
        <TokenAmount key={entry.token.address} value={entry.amount} token={entry.token} book={book} form="compact" />
      ))}
    </Stack>
  );
}

function SideCard({ side, title, href }: { side: "borrow" | "loan"; title: string; href: string }) {
  const book = useTokenBook();
  const statistic = useContractStatistic(side);
  const data = statistic.data;
  return (
    <Card variant="outlined" sx={{ height: "100%" }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Button href={href}>See all</Button>
        </Stack>
        {statistic.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : !data ? (
          <Alert severity="error">These figures cannot be loaded right now.</Alert>
        ) : (
          <Grid container spacing={2}>
            <Grid size={6}>
              <LabelledValue label="Contracts">
                {data.contracts.active} running · {data.contracts.completed} completed · {data.contracts.liquidated} liquidated
              </LabelledValue>
            </Grid>
            <Grid size={6}>
              <LabelledValue label={side === "borrow" ? "Principal owed" : "Principal out"}>
                <Amounts amounts={data.principalOwed} book={book} />
              </LabelledValue>
            </Grid>
            <Grid size={6}>
              <LabelledValue label={side === "borrow" ? "Borrowed in all" : "Lent in all"}>
                <Amounts amounts={data.principal} book={book} />
              </LabelledValue>
            </Grid>
            <Grid size={6}>
              <LabelledValue label={side === "borrow" ? "Interest paid" : "Interest earned"}>
                <Amounts amounts={data.interest} book={book} />
              </LabelledValue>
            </Grid>
          </Grid>
        )}
      </CardContent>
    </Card>
  );
}

/** Payouts the core could not deliver (a token that refused the transfer): the owner claims them to their wallet. */
function Credits() {
  const book = useTokenBook();
  const wallet = useWalletAddress();
  const { deployment } = useRuntimeConfig();
  const refresh = useRefreshLending();
  const statistic = useContractStatistic("loan");
  const [claiming, setClaiming] = useState<ContractStatistic["credits"][number]>();
  const credits = (statistic.data?.credits ?? []).filter((credit) => BigInt(credit.amount) > 0n);
  if (credits.length === 0 || !wallet) return null;
  const claim = async (token: `0x${string}`) => {
    const done = await sendTransaction({ ...claimCall(lendingCore(deployment), token, wallet), successText: "Claimed to your wallet", report: reportClaim });
    if (done) void refresh();
    return done;
  };
  return (
    <Alert severity="info" sx={{ mt: 3 }}>
      You have payouts to claim:{" "}
      {credits.map((credit) => (
        <Button key={credit.token.address} size="small" onClick={() => setClaiming(credit)}>
          Claim <TokenAmount value={credit.amount} token={credit.token} book={book} form="full" />
        </Button>
      ))}
      {claiming && (
        <TransactionConfirmation
          title="Claim this payout?"
          confirmText="Claim"
          onConfirm={() => claim(claiming.token.address as `0x${string}`)}
          onClose={() => setClaiming(undefined)}
          lines={[
            { label: "You receive", value: <TokenAmount value={claiming.amount} token={claiming.token} book={book} form="full" /> },
            { label: "To", value: `Your wallet ${shortWallet(wallet)}` },
            { label: "Fee", value: "None", detail: "You pay gas only" },
          ]}
          statement={<>Your wallet asks the lending contract for the {claiming.token.symbol} it holds for you (a payment it could not send you earlier): all of it comes to your wallet.</>}
        />
      )}
    </Alert>
  );
}

/** /inventory/overview: the user's lending at a glance, both sides. */
export function InventoryOverviewPage() {
  const loggedIn = useIsLoggedIn();
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Overview
      </Typography>
      {!loggedIn ? (
        <LoginRequired text="Log in to see your lending." />
      ) : (
        <>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <SideCard side="borrow" title="Borrowing" href="/inventory/contract/borrow" />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <SideCard side="loan" title="Lending" href="/inventory/contract/loan" />
            </Grid>
          </Grid>
          <Credits />
          <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
            <Button variant="outlined" href="/inventory/collateral">
              Your collaterals
            </Button>
            <Button variant="outlined" href="/inventory/offer">
              Your offers
            </Button>
          </Stack>
        </>
      )}
    </Container>
  );
}
