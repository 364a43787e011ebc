import { useState } from "react";
import { Alert, Container, Typography } from "@mui/material";
import { useAuctions, useIsNftOperator } from "../hooks/nft-queries.ts";
import { QueryList } from "../../../components/data/query-list.tsx";
import { AuctionQueueTable } from "./auction-queue-table.tsx";

/** /nft/operator/auctions: the Operator's queue of auctions waiting for approval, oldest first. */
export function OperatorAuctionsPage() {
  const operator = useIsNftOperator();
  const [page, setPage] = useState(0);
  const auctions = useAuctions({ status: "PENDING_APPROVAL", page });
  const rows = auctions.data?.content ?? [];
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Auctions to approve
      </Typography>
      {!operator && <Alert severity="info" sx={{ mb: 2 }}>Only an Operator's wallet can approve or refuse auctions; you can still read the queue.</Alert>}
      <QueryList query={auctions} count={rows.length} emptyText="No auction is waiting for approval." errorText="The queue cannot be loaded right now.">
        <AuctionQueueTable rows={rows} operator={operator} page={page} pages={auctions.data?.total_pages ?? 0} onPage={setPage} />
      </QueryList>
    </Container>
  );
}
