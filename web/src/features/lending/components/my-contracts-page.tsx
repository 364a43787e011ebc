import { useState } from "react";
import { Box, Container, Pagination, Tab, Tabs, Typography } from "@mui/material";
import { LoginRequired } from "../../../components/data/login-required.tsx";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { useMyContracts } from "../hooks/lending-queries.ts";
import { useTokenBook } from "../hooks/use-token-book.ts";
import { ContractTable } from "./contract-table.tsx";
import { QueryList } from "../../../components/data/query-list.tsx";

type Side = "borrow" | "loan";

function SideList({ side }: { side: Side }) {
  const [page, setPage] = useState(0);
  const book = useTokenBook();
  const list = useMyContracts(side, { page });
  const items = list.data?.content ?? [];
  return (
    <QueryList
      query={list}
      count={items.length}
      emptyText={side === "borrow" ? "You have not borrowed yet." : "You have not lent yet."}
      errorText="Your contracts cannot be loaded right now."
    >
      <ContractTable items={items} book={book} hrefOf={(item) => `/inventory/contract/${side}/${item.id}`} />
      {(list.data?.total_pages ?? 0) > 1 && <Pagination sx={{ mt: 2 }} count={list.data?.total_pages} page={page + 1} onChange={(_, next) => setPage(next - 1)} />}
    </QueryList>
  );
}

/** /inventory/contract and its borrow and loan lists: the signed-in user's contracts on each side. */
export function MyContractsPage({ initialSide = "borrow" }: { initialSide?: Side }) {
  const [side, setSide] = useState<Side>(initialSide);
  const loggedIn = useIsLoggedIn();
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Contracts
      </Typography>
      {!loggedIn ? (
        <LoginRequired text="Log in to see your contracts." />
      ) : (
        <>
          <Tabs value={side} onChange={(_, next: Side) => setSide(next)} aria-label="Side">
            <Tab value="borrow" label="Borrowed" />
            <Tab value="loan" label="Lent" />
          </Tabs>
          <Box sx={{ mt: 2 }}>
            <SideList key={side} side={side} />
          </Box>
        </>
      )}
    </Container>
  );
}
