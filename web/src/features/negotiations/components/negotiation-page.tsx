import { useState } from "react";
import { Alert, Button, Card, CardContent, Container, Skeleton, Stack, Typography } from "@mui/material";
import { Link, useNavigate } from "react-router";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import type { NegotiationThread } from "@openpawn/shared/negotiations/schemas/negotiations";
import { StatusChip } from "../../../components/data/status-chip.tsx";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { confirm } from "../../../stores/feedback.ts";
import { sendTransaction } from "../../../wallet/send-transaction.ts";
import { agreeToProposal, closeNegotiation, proposeTerms, reportSignedOffer } from "../api/negotiation-api.ts";
import { acceptSignedOfferCall } from "../api/signed-offer-calls.ts";
import { useRefreshLending } from "../../../lib/lending-reads.ts";
import { useNegotiation } from "../hooks/negotiation-queries.ts";
import { useSignOffer } from "../hooks/sign-offer.ts";
import type { TokenBook } from "../../../lib/use-token-book.ts";
import { offChainStep } from "../../../lib/off-chain-step.ts";
import type { OfferTerms } from "../../../lib/offer-terms.ts";
import { ActionGate } from "../../../components/data/action-gate.tsx";
import type { LendingParts } from "./lending-parts.ts";
import { NegotiationEntries } from "./negotiation-entries.tsx";
import { TermsDialog } from "./terms-dialog.tsx";

/** The agreed terms in the core's units, exactly as the lender must sign them. */
function agreedOfferTerms(thread: NegotiationThread): OfferTerms | null {
  const terms = thread.agreedTerms;
  if (!terms) return null;
  return {
    amount: BigInt(terms.amount),
    repaymentToken: terms.repaymentToken.address as `0x${string}`,
    interestRate: terms.interestRate,
    liquidationThreshold: terms.liquidationThreshold,
    durationQty: terms.durationQty,
    durationType: terms.durationType,
    cycleType: terms.repaymentCycleType,
    message: "",
  };
}

/** What the caller can do next, by where the thread stands and whose turn it is. */
function ThreadActions({ thread, collateral, book, parts }: { thread: NegotiationThread; collateral: CollateralItem; book: TokenBook; parts: LendingParts }) {
  const { deployment } = useRuntimeConfig();
  const refresh = useRefreshLending();
  const navigate = useNavigate();
  const signOffer = useSignOffer();
  const [countering, setCountering] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const [signing, setSigning] = useState<OfferTerms>();
  const last = thread.lastProposal;
  const offer = thread.signedOffer;
  const theirsToAnswer = last !== null && last.side !== thread.side;

  const step = async (run: () => Promise<unknown>, busy: string) => {
    if ((await offChainStep(run, { busy })) !== undefined) void refresh();
  };
  const counter = async (terms: OfferTerms) => {
    setCountering(false);
    await step(() => proposeTerms(thread.id, terms), "Sending your counter-offer…");
  };
  const agree = async () => {
    if (!last) return;
    const ok = await confirm({
      title: "Agree to these terms?",
      description: thread.side === "LENDER" ? "You sign them as an offer next." : "The lender signs them as an offer, then you accept it to get the loan.",
      buttonText: "Agree",
      showCancel: true,
    });
    if (ok) await step(() => agreeToProposal(thread.id, last.id), "Agreeing…");
  };
  const close = async () => {
    const ok = await confirm({ title: "Close this negotiation?", description: "Neither side can propose in it again.", buttonText: "Close negotiation", showCancel: true });
    if (ok) await step(() => closeNegotiation(thread.id), "Closing…");
  };
  const sign = async (terms: OfferTerms) => {
    const signed = await signOffer(collateral, book, terms, thread.id);
    if (signed) void refresh();
    return signed;
  };
  const accept = async () => {
    if (!offer) return undefined;
    const accepted = await sendTransaction({
      ...acceptSignedOfferCall(deployment, offer),
      successText: "The loan has started: the principal is in your wallet",
      report: (hash) => reportSignedOffer(offer.id, "accept", hash),
    });
    if (accepted?.loanId) {
      void refresh();
      void navigate(`/pawn/contract/${accepted.loanId}`);
    }
    return accepted;
  };

  if (thread.status === "CONTRACTED") {
    return (
      <Alert severity="success" action={offer?.loanId && <Button component={Link} to={`/pawn/contract/${offer.loanId}`} color="inherit" size="small">Open the contract</Button>}>
        The agreed offer started a loan.
      </Alert>
    );
  }
  if (thread.status === "CLOSED") return <Alert severity="info">This negotiation is closed.</Alert>;
  if (thread.status === "VOID") return <Alert severity="info">This collateral no longer takes offers.</Alert>;
  const offerOpen = offer?.status === "OPEN";
  return (
    <ActionGate action="negotiate">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        {thread.status === "OPEN" && theirsToAnswer && (
          <Button variant="contained" onClick={() => void agree()}>
            Agree to these terms
          </Button>
        )}
        {thread.status === "OPEN" && (
          <Button variant={theirsToAnswer ? "outlined" : "contained"} onClick={() => setCountering(true)}>
            {theirsToAnswer ? "Counter-offer" : "Change my proposal"}
          </Button>
        )}
        {thread.status === "AGREED" && thread.side === "LENDER" && !offerOpen && (
          <Button variant="contained" onClick={() => setSigning(agreedOfferTerms(thread) ?? undefined)}>
            Sign the agreed offer (no gas)
          </Button>
        )}
        {thread.status === "AGREED" && thread.side === "BORROWER" && offerOpen && (
          <Button variant="contained" onClick={() => setAccepting(true)}>
            Accept the signed offer
          </Button>
        )}
        {thread.status === "AGREED" && !offerOpen && thread.side === "BORROWER" && <Alert severity="info">Terms agreed: the lender signs the offer next.</Alert>}
        {thread.status === "AGREED" && offerOpen && thread.side === "LENDER" && <Alert severity="info">Your signed offer waits for the borrower.</Alert>}
        <Button color="warning" onClick={() => void close()}>
          Close
        </Button>
      </Stack>
      {countering && last?.terms && (
        <TermsDialog title="Your counter-offer" submitText="Send counter-offer" collateral={collateral} book={book} start={last.terms} onTerms={counter} onClose={() => setCountering(false)} />
      )}
      {signing && parts.confirmOffer({ collateral, book, terms: signing, signed: true, onConfirm: () => sign(signing), onClose: () => setSigning(undefined) })}
      {accepting && offer && parts.acceptOffer({ offer, collateral, book, onAccept: accept, onClose: () => setAccepting(false) })}
    </ActionGate>
  );
}

function ThreadView({ thread, parts }: { thread: NegotiationThread; parts: LendingParts }) {
  const other = thread.side === "BORROWER" ? thread.lender : thread.borrower;
  return parts.collateralFrame(thread.collateralId, `Negotiation #${thread.id}`, (collateral, book) => (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 2, flexWrap: "wrap" }} useFlexGap>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            With {other.name || (thread.side === "BORROWER" ? "the lender" : "the borrower")}
            {thread.package && ` · package ${thread.package.name}`}
          </Typography>
          <StatusChip status={thread.status} />
        </Stack>
        <NegotiationEntries thread={thread} book={book} />
        <Stack sx={{ mt: 3 }}>
          <ThreadActions thread={thread} collateral={collateral} book={book} parts={parts} />
        </Stack>
      </CardContent>
    </Card>
  ));
}

/** /pawn/negotiation/{id}: a thread between a borrower and a lender, live on both sides, in lending's parts (`parts`). */
export function NegotiationPage({ id, parts }: { id: number; parts: LendingParts }) {
  const thread = useNegotiation(id);
  if (thread.data) return <ThreadView thread={thread.data} parts={parts} />;
  const notFound = thread.error instanceof ApiRequestError && thread.error.status === 404;
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Negotiation
      </Typography>
      {thread.isError ? (
        <Alert severity={notFound ? "warning" : "error"} action={!notFound && <Button color="inherit" size="small" onClick={() => void thread.refetch()}>Retry</Button>}>
          {notFound ? "This negotiation does not exist, or it is between other people." : "This negotiation cannot be loaded right now."}
        </Alert>
      ) : thread.fetchStatus === "idle" ? (
        <ActionGate action="read this negotiation">{null}</ActionGate>
      ) : (
        <Skeleton variant="rounded" height={240} role="status" aria-label="Loading" />
      )}
    </Container>
  );
}
