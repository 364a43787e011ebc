import { useState } from "react";
import { Alert, Button, Card, CardContent, Container, Grid, Skeleton, Stack, Typography } from "@mui/material";
import { Link } from "react-router";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import type { OfferDetail } from "@openpawn/shared/lending/schemas/offers";
import { formatDateTime } from "@openpawn/shared/format";
import { TransactionLink } from "../../../components/chain/transaction-link.tsx";
import { ActionGate } from "../../../components/data/action-gate.tsx";
import { LoginRequired } from "../../../components/data/login-required.tsx";
import { StatusChip } from "../../../components/data/status-chip.tsx";
import { formatCycle, formatDuration, formatRate, shortWallet, TokenAmount } from "../../../components/tokens/amounts.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { useWalletAddress } from "../../../wallet/use-wallet-address.ts";
import { useCollateral, useOffer } from "../hooks/lending-queries.ts";
import { useOfferActions } from "../hooks/offer-actions.ts";
import { useTokenBook, type TokenBook } from "../../../lib/use-token-book.ts";
import { formatThreshold } from "../../../lib/nft-collateral.ts";
import { sameWallet } from "../../../lib/same-wallet.ts";
import { AcceptOfferDialog } from "./accept-offer-dialog.tsx";
import { CollateralSummary } from "../../../components/collateral/collateral-summary.tsx";
import { LabelledValue } from "../../../components/data/labelled-value.tsx";

/** What each side reads of an offer that is no longer open. */
const CLOSED = {
  LENDER: { REJECTED: "The borrower rejected this offer.", CANCELLED: "You cancelled this offer." },
  BORROWER: { REJECTED: "You rejected this offer.", CANCELLED: "Its lender cancelled this offer." },
} as const;

function Terms({ offer, book }: { offer: OfferDetail; book: TokenBook }) {
  const figures = [
    ["Amount", <TokenAmount key="amount" value={offer.amount} token={offer.loanToken} book={book} form="compact" />],
    ["Rate", `${formatRate(offer.interestRate)} a year, repaid in ${offer.repaymentToken.symbol ?? "its repayment token"}`],
    ["Duration", `${formatDuration(offer.durationQty, offer.durationType)}, ${formatCycle(offer.repaymentCycleType).toLowerCase()} cycles`],
    ["Liquidation threshold", formatThreshold(offer.liquidationThreshold)],
    ["Lender", shortWallet(offer.lenderWalletAddress)],
    ["Sent", formatDateTime(offer.createdAt)],
    ["Transaction", <TransactionLink key="hash" hash={offer.txnHash} />],
  ] as const;
  return (
    <Card variant="outlined">
      <CardContent>
        <Grid container spacing={2} aria-label="Offer terms">
          {figures.map(([label, value]) => (
            <Grid key={label} size={{ xs: 6, md: 4 }}>
              <LabelledValue label={label}>{value}</LabelledValue>
            </Grid>
          ))}
        </Grid>
        {offer.message && (
          <Typography color="text.secondary" sx={{ mt: 2, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {offer.message}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** What the offer's state means for the party looking at it, and what they can do now (with the wallet that can). */
function NextStep({ offer, collateral, book }: { offer: OfferDetail; collateral: CollateralItem | undefined; book: TokenBook }) {
  const wallet = useWalletAddress();
  const { accept, reject, cancel } = useOfferActions();
  const [accepting, setAccepting] = useState(false);
  const lender = offer.side === "LENDER";
  if (offer.status === "ACCEPTED") {
    return (
      <Alert severity="success" action={<Button component={Link} to={`/pawn/contract/${offer.id}`} color="inherit" size="small">Open the contract</Button>}>
        Accepted: the loan is running as contract #{offer.id}.
      </Alert>
    );
  }
  if (offer.status === "REJECTED" || offer.status === "CANCELLED") return <Alert severity="info">{CLOSED[offer.side][offer.status]}</Alert>;
  if (offer.status === "VOID") return <Alert severity="info">This offer can no longer be accepted: its collateral no longer takes offers.</Alert>;
  // Open: only the party's own wallet can answer it on chain.
  const partyWallet = lender ? offer.lenderWalletAddress : collateral?.borrowerWalletAddress;
  if (!partyWallet) return null;
  const action = lender ? "cancel this offer" : "answer this offer";
  return (
    <Stack spacing={1.5}>
      <Typography>{lender ? "Waiting for the borrower's answer. You may cancel it until then." : "Accept it to get the loan now, or reject it."}</Typography>
      <ActionGate action={action}>
        {!sameWallet(wallet, partyWallet) ? (
          <Alert severity="info">
            Connect the wallet {shortWallet(partyWallet)} to {action}.
          </Alert>
        ) : lender ? (
          <Stack direction="row">
            <Button variant="outlined" color="warning" onClick={() => void cancel(offer)}>
              Cancel offer
            </Button>
          </Stack>
        ) : (
          <Stack direction="row" spacing={2}>
            <Button variant="contained" onClick={() => setAccepting(true)}>
              Accept
            </Button>
            <Button color="warning" onClick={() => void reject(offer)}>
              Reject
            </Button>
          </Stack>
        )}
      </ActionGate>
      {accepting && collateral && (
        <AcceptOfferDialog
          offer={offer}
          collateral={collateral}
          book={book}
          onAccept={() => accept(offer)}
          onClose={() => setAccepting(false)}
        />
      )}
    </Stack>
  );
}

function OfferDetails({ offer, book }: { offer: OfferDetail; book: TokenBook }) {
  const collateral = useCollateral(offer.collateralId);
  // The borrower answers on their collateral's page too; the lender goes back to the collateral they offered on.
  const collateralPath = offer.side === "BORROWER" ? `/pawn/collateral/${offer.collateralId}` : `/pawn/offer/${offer.collateralId}`;
  return (
    <Stack spacing={3}>
      <NextStep offer={offer} collateral={collateral.data} book={book} />
      <Terms offer={offer} book={book} />
      <Stack spacing={1}>
        <Stack direction="row" sx={{ alignItems: "center" }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {offer.side === "BORROWER" ? "On your collateral" : "On the collateral"}
          </Typography>
          <Button component={Link} to={collateralPath} size="small">
            Open the collateral
          </Button>
        </Stack>
        {collateral.data ? (
          <CollateralSummary item={collateral.data} book={book} />
        ) : collateral.isError ? (
          <Alert severity="error">The collateral cannot be loaded right now.</Alert>
        ) : (
          <Skeleton variant="rounded" height={160} role="status" aria-label="Loading the collateral" />
        )}
      </Stack>
    </Stack>
  );
}

/**
 * /inventory/offer/{id} (the link of lender notifications 5 and 13): one on-chain offer for its two parties, as
 * GET crypto-offer/{id} answers them: the lender's sent offer (cancel while open), the borrower's received one (accept
 * after the summary, or reject); anyone else reads that it does not exist.
 */
export function OfferPage({ id }: { id: number }) {
  const loggedIn = useIsLoggedIn();
  const offer = useOffer(id);
  const book = useTokenBook();
  const missing = offer.error instanceof ApiRequestError && offer.error.status === 404;
  const title = offer.data ? (offer.data.side === "LENDER" ? `Your offer #${id}` : `Offer #${id} on your collateral`) : `Offer #${id}`;
  return (
    <Container sx={{ py: 4 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 2 }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {offer.data && <StatusChip status={offer.data.status} />}
      </Stack>
      {!loggedIn ? (
        <LoginRequired text="Log in to see this offer." />
      ) : offer.data ? (
        <OfferDetails offer={offer.data} book={book} />
      ) : offer.isError ? (
        <Alert
          severity={missing ? "warning" : "error"}
          action={!missing && <Button color="inherit" size="small" onClick={() => void offer.refetch()}>Retry</Button>}
        >
          {missing ? "This offer does not exist." : "This offer cannot be loaded right now."}
        </Alert>
      ) : (
        <Skeleton variant="rounded" height={240} role="status" aria-label="Loading" />
      )}
    </Container>
  );
}
