import { useState } from "react";
import { Box, Button, Container, Pagination, Tab, Tabs, Typography } from "@mui/material";
import { LoginRequired } from "../../../components/data/login-required.tsx";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { useMyOffers } from "../hooks/lending-queries.ts";
import { useTokenBook } from "../../../lib/use-token-book.ts";
import { OffersTable } from "../../../components/loan-terms/offers-table.tsx";
import { QueryList } from "../../../components/data/query-list.tsx";

function OfferList({ received }: { received: boolean }) {
  const [page, setPage] = useState(0);
  const book = useTokenBook();
  const list = useMyOffers({ page, received });
  const items = list.data?.content ?? [];
  return (
    <QueryList
      query={list}
      count={items.length}
      emptyText={received ? "No offer has reached your collaterals yet." : "You have not sent an offer yet."}
      errorText="Your offers cannot be loaded right now."
    >
      <OffersTable
        offers={items}
        book={book}
        actions={(offer) => (
          <Button size="small" href={offer.status === "ACCEPTED" ? `/pawn/contract/${offer.id}` : `/inventory/offer/${offer.id}`}>
            {offer.status === "ACCEPTED" ? "Contract" : "Open"}
          </Button>
        )}
      />
      {(list.data?.total_pages ?? 0) > 1 && <Pagination sx={{ mt: 2 }} count={list.data?.total_pages} page={page + 1} onChange={(_, next) => setPage(next - 1)} />}
    </QueryList>
  );
}

/** /inventory/offer: the offers the user sent as a lender, and those received on their collaterals. */
export function MyOffersPage() {
  const [received, setReceived] = useState(false);
  const loggedIn = useIsLoggedIn();
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Offers
      </Typography>
      {!loggedIn ? (
        <LoginRequired text="Log in to see your offers." />
      ) : (
        <>
          <Tabs value={received ? 1 : 0} onChange={(_, next: number) => setReceived(next === 1)} aria-label="Offers">
            <Tab label="Sent" />
            <Tab label="Received" />
          </Tabs>
          <Box sx={{ mt: 2 }}>
            <OfferList key={String(received)} received={received} />
          </Box>
        </>
      )}
    </Container>
  );
}
