import { useState } from "react";
import { formatDateTime } from "@openpawn/shared/format";
import { Container, Link, Pagination, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import { LoginRequired } from "../../../components/data/login-required.tsx";
import { QueryList } from "../../../components/data/query-list.tsx";
import { StatusChip } from "../../../components/data/status-chip.tsx";
import { TokenAmount } from "../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../components/tokens/use-deployment-tokens.ts";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { useMyBids } from "../hooks/nft-queries.ts";
import { nftName } from "./nft-card.tsx";
import { PaymentsWaiting } from "./payments-waiting.tsx";

/**
 * /inventory/my-nft/bidding-list: the auctions the user bid on, with their highest bid and whether it leads; above
 * them, the payments the market holds for the user to withdraw, if any.
 */
export function BiddingListPage() {
  const loggedIn = useIsLoggedIn();
  const book = useDeploymentTokens();
  const [page, setPage] = useState(0);
  const bids = useMyBids(page);
  const rows = bids.data?.content ?? [];
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        My bids
      </Typography>
      {loggedIn && <PaymentsWaiting auctions={bids.data?.content.map(({ auction }) => auction.id) ?? []} />}
      {!loggedIn ? (
        <LoginRequired text="Log in to see your bids." />
      ) : (
        <QueryList query={bids} count={rows.length} emptyText="You have not bid on any auction yet." errorText="Your bids cannot be loaded right now.">
          <TableContainer>
            <Table aria-label="My bids">
              <TableHead>
                <TableRow>
                  <TableCell>NFT</TableCell>
                  <TableCell align="right">My highest bid</TableCell>
                  <TableCell align="right">Highest bid</TableCell>
                  <TableCell>Ends</TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map(({ auction, nft, myHighestBid, leading }) => (
                  <TableRow key={auction.id}>
                    <TableCell>
                      <Link href={`/nft/market/details/${auction.id}`}>{nftName(nft)}</Link>
                    </TableCell>
                    <TableCell align="right">
                      <TokenAmount value={myHighestBid} token={auction.payToken} book={book} form="full" />
                    </TableCell>
                    <TableCell align="right">{auction.highestBid ? <TokenAmount value={auction.highestBid} token={auction.payToken} book={book} form="full" /> : "—"}</TableCell>
                    <TableCell>{formatDateTime(auction.endAt)}</TableCell>
                    <TableCell>{auction.status === "FINISHED" ? <StatusChip status={leading ? "ACCEPTED" : "REJECTED"} /> : leading ? "Leading" : "Outbid"}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {(bids.data?.total_pages ?? 0) > 1 && <Pagination sx={{ mt: 2 }} count={bids.data?.total_pages} page={page + 1} onChange={(_, next) => setPage(next - 1)} />}
        </QueryList>
      )}
    </Container>
  );
}
