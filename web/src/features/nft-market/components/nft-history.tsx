import { useState } from "react";
import { Pagination, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import type { NftEventTypeName } from "@openpawn/shared/nft-market/schemas";
import { formatDateTime } from "@openpawn/shared/format";
import { QueryList } from "../../../components/data/query-list.tsx";
import { TransactionLink } from "../../../components/chain/transaction-link.tsx";
import { TokenAmount, shortWallet } from "../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../components/tokens/use-deployment-tokens.ts";
import { useNftEvents } from "../hooks/nft-queries.ts";

/** Spec §3's NFT history entry types as people read them. */
export const EVENT_LABELS: Record<NftEventTypeName, string> = {
  CREATE: "Create",
  TRANSFER: "Transfer",
  BURN: "Burn",
  BUY: "Buy",
  PUT_ON_SALE: "Put on sale",
  PUT_ON_AUCTION: "Put on auction",
  PUT_ON_PAWN: "Put on pawn",
  CANCEL_SALE: "Cancel sale",
  CANCEL_AUCTION: "Cancel auction",
  CANCEL_PAWN: "Cancel pawn",
  AUCTION_WIN: "Auction win",
  SIGN_CONTRACT: "Sign contract",
  END_CONTRACT: "End contract",
};

const wallet = (address: string | null) => (address ? shortWallet(address) : "—");

/** An NFT's history, newest first, live. */
export function NftHistory({ nftId }: { nftId: number }) {
  const book = useDeploymentTokens();
  const [page, setPage] = useState(0);
  const events = useNftEvents(nftId, page);
  const rows = events.data?.content ?? [];
  return (
    <QueryList query={events} count={rows.length} emptyText="Nothing has happened to this NFT yet." errorText="The history cannot be loaded right now.">
      <TableContainer>
        <Table size="small" aria-label="History">
          <TableHead>
            <TableRow>
              <TableCell>Event</TableCell>
              <TableCell>From</TableCell>
              <TableCell>To</TableCell>
              <TableCell align="right">Quantity</TableCell>
              <TableCell align="right">Price</TableCell>
              <TableCell>Date</TableCell>
              <TableCell>Transaction</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((event) => (
              <TableRow key={`${event.txnHash}-${event.type}-${event.fromWallet}-${event.toWallet}`}>
                <TableCell>{EVENT_LABELS[event.type]}</TableCell>
                <TableCell>{wallet(event.fromWallet)}</TableCell>
                <TableCell>{wallet(event.toWallet)}</TableCell>
                <TableCell align="right">{event.quantity}</TableCell>
                <TableCell align="right">{event.price !== null && event.payToken ? <TokenAmount value={event.price} token={event.payToken} book={book} form="full" /> : "—"}</TableCell>
                <TableCell>{formatDateTime(event.at)}</TableCell>
                <TableCell>
                  <TransactionLink hash={event.txnHash} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {(events.data?.total_pages ?? 0) > 1 && <Pagination sx={{ mt: 2 }} count={events.data?.total_pages} page={page + 1} onChange={(_, next) => setPage(next - 1)} />}
    </QueryList>
  );
}
