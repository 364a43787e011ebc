import { useState } from "react";
import { Button, Link, Pagination, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import type { AuctionItem } from "@openpawn/shared/nft-market/schemas";
import { formatDateTime } from "@openpawn/shared/format";
import { TokenAmount, shortWallet } from "../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../components/tokens/use-deployment-tokens.ts";
import { useNftActions } from "../hooks/nft-actions.ts";
import { ReturnNftConfirmation } from "./confirmations/return-nft-confirmation.tsx";

/** Pending auctions with Approve and Refuse for an Operator. */
export function AuctionQueueTable({ rows, operator, page, pages, onPage }: { rows: AuctionItem[]; operator: boolean; page: number; pages: number; onPage: (page: number) => void }) {
  const book = useDeploymentTokens();
  const actions = useNftActions();
  const [busy, setBusy] = useState<number | null>(null);
  const [refusing, setRefusing] = useState<AuctionItem>();
  const run = async (id: number, action: (id: number) => Promise<unknown>) => {
    setBusy(id);
    await action(id);
    setBusy(null);
  };
  return (
    <>
      <TableContainer>
        <Table aria-label="Auctions to approve">
          <TableHead>
            <TableRow>
              <TableCell>Auction</TableCell>
              <TableCell>Seller</TableCell>
              <TableCell align="right">Starting price</TableCell>
              <TableCell>Runs</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((auction) => (
              <TableRow key={auction.id}>
                <TableCell>
                  <Link href={`/nft/market/details/${auction.id}`}>#{auction.id}</Link>
                </TableCell>
                <TableCell>{shortWallet(auction.seller)}</TableCell>
                <TableCell align="right">
                  <TokenAmount value={auction.startPrice} token={auction.payToken} book={book} form="full" />
                </TableCell>
                <TableCell>
                  {formatDateTime(auction.startAt)} – {formatDateTime(auction.endAt)}
                </TableCell>
                <TableCell>
                  {operator && (
                    <Stack direction="row" spacing={1}>
                      <Button size="small" variant="contained" disabled={busy !== null} onClick={() => void run(auction.id, actions.approveAuction)}>
                        Approve
                      </Button>
                      <Button size="small" color="error" disabled={busy !== null} onClick={() => setRefusing(auction)}>
                        Refuse
                      </Button>
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {refusing && (
        <ReturnNftConfirmation action="rejectAuction" id={refusing.id} nftLabel={`NFT #${refusing.tokenId}`} seller={refusing.seller} onConfirm={() => actions.rejectAuction(refusing.id)} onClose={() => setRefusing(undefined)} />
      )}
      {pages > 1 && <Pagination sx={{ mt: 2 }} count={pages} page={page + 1} onChange={(_, next) => onPage(next - 1)} />}
    </>
  );
}
