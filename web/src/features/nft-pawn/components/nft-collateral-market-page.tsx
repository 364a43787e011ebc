import { Button, Container, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { formatCount } from "@openpawn/shared/format";
import { NFT_LIST_PAGE_SIZE } from "@openpawn/shared/constants";
import { MarketGrid } from "../../../components/data/market-grid.tsx";
import { useCollateralCollections, useNftAssetTypes, useNftCollaterals } from "../hooks/nft-collateral-queries.ts";
import { useAddressFilters } from "../../../lib/use-address-filters.ts";
import { useTokenBook } from "../../../lib/use-token-book.ts";
import { NftCollateralCard } from "./nft-collateral-card.tsx";
import { SearchField } from "../../../components/data/search-field.tsx";

const FILTERS = ["loanSymbol", "collection", "assetTypeId", "search"] as const;

/**
 * /pawn/nft-offer: the open NFT collateral lenders can make offers on, 12 a page, filtered by loan token, collection,
 * asset type (ERC-721, ERC-1155) and a search, all kept in the address bar. `result` is /pawn/lender/nft-result: the
 * same list as a search result (its address carries the search), saying how many match, with a way back to the market.
 */
export function NftCollateralMarketPage({ result = false }: { result?: boolean }) {
  const book = useTokenBook();
  const { value, search, page, typed, setTyped, update } = useAddressFilters();
  const assetTypes = useNftAssetTypes();
  const collections = useCollateralCollections();
  const assetTypeId = Number(value("assetTypeId")) || undefined;
  const loanSymbol = value("loanSymbol");
  // A shared address may name a token or collection the lists have not brought (yet): it stays a choice.
  const loanSymbols = book.tokens.filter((token) => token.supply).map((token) => token.symbol);
  if (loanSymbol && !loanSymbols.includes(loanSymbol)) loanSymbols.push(loanSymbol);
  const list = useNftCollaterals({
    status: "OPEN",
    page,
    size: NFT_LIST_PAGE_SIZE,
    loanSymbol: loanSymbol || undefined,
    collection: value("collection") || undefined,
    assetTypeId,
    search: search || undefined,
  });
  const filtered = FILTERS.some((name) => value(name));
  const total = list.data?.total_elements;
  const collection = value("collection").toLowerCase();
  const collectionChoices = collections.data?.content.map((item) => ({ address: item.address.toLowerCase(), name: item.name ?? item.address })) ?? [];
  if (collection && !collectionChoices.some((choice) => choice.address === collection)) collectionChoices.push({ address: collection, name: collection });

  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        {result ? "NFT collateral results" : "Lend against NFTs"}
      </Typography>
      {result ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: "center", mt: 1, mb: 3 }}>
          <Typography color="text.secondary" role="status">
            {total === undefined ? "Searching…" : `${formatCount(total, "open NFT collateral")} ${total === 1 ? "matches" : "match"}${filtered ? " these filters" : ""}.`}
          </Typography>
          <Button href="/pawn/nft-offer" size="small">
            All NFT collateral
          </Button>
        </Stack>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
          NFTs waiting for offers. An NFT has no price feed: its loan has no LTV and no liquidation threshold, and on default you receive the NFT whole.
          Open one to send an offer with your amount, rate and duration.
        </Typography>
      )}
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 3 }} component="search" aria-label="Filter NFT collateral">
        <SearchField placeholder="Wallet address or collection symbol" value={typed} onChange={setTyped} />
        <TextField select label="Loan token" value={loanSymbol} onChange={(event) => update({ loanSymbol: event.target.value })} sx={{ flex: 1 }}>
          <MenuItem value="">All</MenuItem>
          {loanSymbols.map((symbol) => (
            <MenuItem key={symbol} value={symbol}>
              {symbol}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Collection" value={collection} onChange={(event) => update({ collection: event.target.value })} sx={{ flex: 1 }}>
          <MenuItem value="">All</MenuItem>
          {collectionChoices.map((choice) => (
            <MenuItem key={choice.address} value={choice.address}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Asset type" value={assetTypeId && assetTypes.data ? String(assetTypeId) : ""} onChange={(event) => update({ assetTypeId: event.target.value })} sx={{ flex: 1 }}>
          <MenuItem value="">All</MenuItem>
          {(assetTypes.data ?? []).map((type) => (
            <MenuItem key={type.id} value={String(type.id)}>
              {type.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <MarketGrid
        list={list}
        card={(item) => <NftCollateralCard item={item} href={`/pawn/offer/${item.id}`} />}
        cardSize={{ xs: 6, sm: 4, md: 3 }}
        emptyText={filtered ? "No open NFT collateral matches these filters." : "No NFT is waiting for offers right now."}
        errorText="The NFT collateral cannot be loaded right now."
        page={page}
        onPage={(next) => update({ page: String(next) })}
      />
    </Container>
  );
}
