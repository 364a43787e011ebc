import { useState } from "react";
import { Box, Button, Container, Pagination, Stack, Tab, Tabs, Typography } from "@mui/material";
import { LoginRequired } from "../../../components/data/login-required.tsx";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import type { CollateralType } from "../api/account-api.ts";
import { useMyContracts } from "../hooks/lending-queries.ts";
import { useTokenBook } from "../../../lib/use-token-book.ts";
import { ContractTable } from "./contract-table.tsx";
import { QueryList } from "../../../components/data/query-list.tsx";

type Side = "borrow" | "loan";

/** The inventory's lists of each side: all contracts, and those with NFT collateral (spec §2). */
const ALL_LISTS: Record<Side, string> = { borrow: "/inventory/contract/contract-list", loan: "/inventory/contract/loan/cryptocurrency-list" };
const NFT_LISTS: Record<Side, string> = { borrow: "/inventory/contract/contract-list/ListNft", loan: "/inventory/contract/loan/nft-list" };

function SideList({ side, collateralType }: { side: Side; collateralType?: CollateralType }) {
  const [page, setPage] = useState(0);
  const book = useTokenBook();
  const list = useMyContracts(side, { page, collateralType });
  const nft = collateralType === "NFT";
  const items = list.data?.content ?? [];
  return (
    <QueryList
      query={list}
      count={items.length}
      emptyText={
        nft
          ? side === "borrow"
            ? "You have not borrowed against an NFT yet."
            : "You have not lent against an NFT yet."
          : side === "borrow"
            ? "You have not borrowed yet."
            : "You have not lent yet."
      }
      errorText="Your contracts cannot be loaded right now."
    >
      <ContractTable items={items} book={book} hrefOf={(item) => `/inventory/contract/${side}/${item.id}`} />
      {(list.data?.total_pages ?? 0) > 1 && <Pagination sx={{ mt: 2 }} count={list.data?.total_pages} page={page + 1} onChange={(_, next) => setPage(next - 1)} />}
    </QueryList>
  );
}

/**
 * /inventory/contract and its borrow and loan lists: the signed-in user's contracts on each side; with
 * `collateralType` NFT (/inventory/contract/contract-list/ListNft, /inventory/contract/loan/nft-list) only those
 * with NFT collateral, filtered by the API (so the pages stay right).
 */
export function MyContractsPage({ initialSide = "borrow", collateralType }: { initialSide?: Side; collateralType?: CollateralType }) {
  const [side, setSide] = useState<Side>(initialSide);
  const loggedIn = useIsLoggedIn();
  const nft = collateralType === "NFT";
  return (
    <Container sx={{ py: 4 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" }}>
        <Typography variant="h4" component="h1">
          {nft ? "NFT contracts" : "Contracts"}
        </Typography>
        {loggedIn && (
          <Button href={nft ? ALL_LISTS[side] : NFT_LISTS[side]} size="small">
            {nft ? "All contracts" : "Only NFT collateral"}
          </Button>
        )}
      </Stack>
      {!loggedIn ? (
        <LoginRequired text="Log in to see your contracts." />
      ) : (
        <>
          <Tabs value={side} onChange={(_, next: Side) => setSide(next)} aria-label="Side">
            <Tab value="borrow" label="Borrowed" />
            <Tab value="loan" label="Lent" />
          </Tabs>
          <Box sx={{ mt: 2 }}>
            <SideList key={side} side={side} collateralType={collateralType} />
          </Box>
        </>
      )}
    </Container>
  );
}
