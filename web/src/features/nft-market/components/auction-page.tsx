import { useState } from "react";
import { Alert, Button, Container, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, Pagination } from "@mui/material";
import type { AuctionDetail, AuctionItem } from "@openpawn/shared/nft-market/schemas";
import { formatCount, formatDateTime } from "@openpawn/shared/format";
import { ActionGate } from "../../../components/data/action-gate.tsx";
import { QueryList } from "../../../components/data/query-list.tsx";
import { TransactionLink } from "../../../components/chain/transaction-link.tsx";
import { TokenAmount, shortWallet } from "../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../components/tokens/use-deployment-tokens.ts";
import { useWalletAddress } from "../../../wallet/use-wallet-address.ts";
import { useNftActions } from "../hooks/nft-actions.ts";
import { useAuction, useAuctionBids, useIsNftOperator } from "../hooks/nft-queries.ts";
import { auctionPhase, timeLeft } from "../utils/auction-phase.ts";
import { useNow } from "../hooks/use-now.ts";
import { MarketItemFrame } from "./market-item-frame.tsx";
import { RecordFrame } from "./record-frame.tsx";
import { nftName } from "./nft-card.tsx";
import { FinishAuctionConfirmation } from "./confirmations/finish-auction-confirmation.tsx";
import { ReturnNftConfirmation } from "./confirmations/return-nft-confirmation.tsx";

const sameWallet = (a: string | undefined, b: string | null) => Boolean(a && b && a.toLowerCase() === b.toLowerCase());

function AuctionBox({ auction }: { auction: AuctionDetail }) {
  const book = useDeploymentTokens();
  const wallet = useWalletAddress();
  const operator = useIsNftOperator();
  const actions = useNftActions();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<"finishAuction" | "cancelAuction" | "rejectAuction">();
  const now = useNow();
  const phase = auctionPhase(auction, now);
  const seller = sameWallet(wallet, auction.seller);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    await action();
    setBusy(false);
  };
  const amount = (value: string) => <TokenAmount value={value} token={auction.payToken} book={book} form="compact" />;

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="p">
        {auction.highestBid ? <>Highest bid {amount(auction.highestBid)}</> : <>Starting price {amount(auction.startPrice)}</>}
      </Typography>
      <Typography color="text.secondary">
        Step {amount(auction.priceStep)}
        {auction.buyOutPrice && <> · buy-out {amount(auction.buyOutPrice)}</>} · {formatCount(auction.bids, "bid")}
      </Typography>
      {phase === "waiting-approval" && <Alert severity="info">Waiting for an operator to approve it; bidding opens after.</Alert>}
      {phase === "not-started" && <Alert severity="info">Bidding opens {formatDateTime(auction.startAt)}.</Alert>}
      {phase === "running" && <Alert severity="success">Ends {formatDateTime(auction.endAt)} ({timeLeft(auction.endAt, now)} left). A new highest bidder in the last 10 minutes extends it by 10 minutes, up to 8 days from its start.</Alert>}
      {phase === "ended" && <Alert severity="warning">Bidding ended {formatDateTime(auction.endAt)}: anyone may finish the auction now.</Alert>}
      {phase === "finished" && (
        <Alert severity="success">{auction.winner ? <>Won by {shortWallet(auction.winner)} for {amount(auction.finalPrice ?? "0")}.</> : "Finished without bids: the NFT went back to its seller."}</Alert>
      )}
      {phase === "closed" && <Alert severity="info">{auction.status === "REJECTED" ? "An operator refused this auction: the NFT went back to its seller." : "The seller cancelled this auction."}</Alert>}
      <ActionGate action="take part">
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", gap: 1 }}>
          {phase === "running" && !seller && (
            <Button variant="contained" size="large" href={`/nft/market/details/place-bid?id=${auction.id}`}>
              Place a bid
            </Button>
          )}
          {phase === "ended" && (
            <Button variant="contained" disabled={busy} onClick={() => setConfirming("finishAuction")}>
              Finish auction
            </Button>
          )}
          {phase === "waiting-approval" && seller && (
            <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirming("cancelAuction")}>
              Cancel auction
            </Button>
          )}
          {phase === "waiting-approval" && operator && (
            <>
              <Button variant="contained" disabled={busy} onClick={() => void run(() => actions.approveAuction(auction.id))}>
                Approve
              </Button>
              <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirming("rejectAuction")}>
                Refuse
              </Button>
            </>
          )}
          {sameWallet(wallet, auction.highestBidder) && phase === "running" && <Typography sx={{ alignSelf: "center" }}>Your bid leads.</Typography>}
        </Stack>
      </ActionGate>
      {confirming === "finishAuction" && <FinishAuctionConfirmation auction={auction} onConfirm={() => actions.finishAuction(auction.id)} onClose={() => setConfirming(undefined)} />}
      {(confirming === "cancelAuction" || confirming === "rejectAuction") && (
        <ReturnNftConfirmation action={confirming} id={auction.id} nftLabel={nftName(auction.nft)} seller={auction.seller} onConfirm={() => actions[confirming](auction.id)} onClose={() => setConfirming(undefined)} />
      )}
    </Stack>
  );
}

function Bids({ auction }: { auction: AuctionItem }) {
  const book = useDeploymentTokens();
  const [page, setPage] = useState(0);
  const bids = useAuctionBids(auction.id, page);
  const rows = bids.data?.content ?? [];
  return (
    <QueryList query={bids} count={rows.length} emptyText="No bid yet." errorText="The bids cannot be loaded right now.">
      <TableContainer>
        <Table size="small" aria-label="Bids">
          <TableHead>
            <TableRow>
              <TableCell>Bidder</TableCell>
              <TableCell align="right">Bid</TableCell>
              <TableCell>Date</TableCell>
              <TableCell>Transaction</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((bid) => (
              <TableRow key={bid.txnHash}>
                <TableCell>{shortWallet(bid.bidder)}</TableCell>
                <TableCell align="right">
                  <TokenAmount value={bid.amount} token={auction.payToken} book={book} form="full" />
                </TableCell>
                <TableCell>{formatDateTime(bid.at)}</TableCell>
                <TableCell>
                  <TransactionLink hash={bid.txnHash} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {(bids.data?.total_pages ?? 0) > 1 && <Pagination sx={{ mt: 2 }} count={bids.data?.total_pages} page={page + 1} onChange={(_, next) => setPage(next - 1)} />}
    </QueryList>
  );
}

/** /nft/market/details/{id}: an auction, live: its bids, the viewer's next step (bid, finish, cancel, approve). */
export function AuctionPage({ id }: { id: number }) {
  const auction = useAuction(id);
  return (
    <Container sx={{ py: 4 }}>
      <RecordFrame query={auction} what="auction" title="Auction">
        {(record) => (
          <MarketItemFrame
            nft={record.nft}
            seller={record.seller}
            status={record.status}
            offer={<AuctionBox auction={record} />}
            bids={<Bids auction={record} />}
            statusDetails={
              <Typography sx={{ py: 2 }}>
                Created {formatDateTime(record.createdAt)} by {shortWallet(record.seller)}; runs from {formatDateTime(record.startAt)} to {formatDateTime(record.endAt)}
                {record.operator ? `; ${record.status === "REJECTED" ? "refused" : "approved"} by ${shortWallet(record.operator)}` : ""}.
              </Typography>
            }
          />
        )}
      </RecordFrame>
    </Container>
  );
}
