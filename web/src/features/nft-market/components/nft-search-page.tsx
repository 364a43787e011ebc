import { useEffect, useState } from "react";
import { Container, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { useSearchParams } from "react-router";
import { parseDecimalUnits } from "@openpawn/shared/format";
import { useDeploymentTokens } from "../../../components/tokens/use-deployment-tokens.ts";
import { useNftSearch } from "../hooks/nft-queries.ts";
import { usePayTokens } from "../hooks/use-pay-tokens.ts";
import { NftGrid } from "./nft-grid.tsx";
import { SearchField } from "../../../components/data/search-field.tsx";

const SEARCH_DELAY_MS = 300;

const STATUS_OPTIONS = [
  { value: "", label: "All" },
  { value: "SALE", label: "On sale" },
  { value: "ON_AUCTION", label: "On auction" },
  { value: "VERIFYING_AUCTION", label: "Auction waiting for approval" },
  { value: "ON_PAWN", label: "On pawn" },
  { value: "NOT_ON_MARKET", label: "Not on market" },
];

const SORT_OPTIONS = [
  { value: "id,desc", label: "Newest" },
  { value: "price,asc", label: "Price: low to high" },
  { value: "price,desc", label: "Price: high to low" },
];

/** /nft/search: every indexed NFT, filtered and sorted in the address bar (shareable), 12 a page. */
export function NftSearchPage() {
  const book = useDeploymentTokens();
  const payTokens = usePayTokens();
  const [params, setParams] = useSearchParams();
  const read = (key: string) => params.get(key) ?? "";
  const page = Math.max(0, Number(params.get("page") ?? 0) || 0);
  const [typed, setTyped] = useState(read("search"));
  const payToken = payTokens.find(read("payToken"));

  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!("page" in changes)) next.delete("page");
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (typed === read("search")) return;
    const timer = setTimeout(() => update({ search: typed.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  // Prices are typed in the pay token's units; the API compares base units of that token.
  const baseUnits = (typedPrice: string) => (payToken && typedPrice ? parseDecimalUnits(typedPrice, payToken.decimals)?.toString() : undefined);
  const query = useNftSearch({
    page,
    status: read("status") || undefined,
    sort: read("sort") || undefined,
    collection: read("collection") || undefined,
    creator: read("creator") || undefined,
    payToken: payToken?.address,
    priceMin: baseUnits(read("priceMin")),
    priceMax: baseUnits(read("priceMax")),
    search: read("search") || undefined,
  });
  const filtered = ["status", "collection", "creator", "payToken", "search"].some((key) => read(key));

  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Search NFTs
      </Typography>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 3 }} component="search" aria-label="Filter NFTs">
        <SearchField placeholder="Name, collection or wallet" value={typed} onChange={setTyped} />
        <TextField select label="Status" value={read("status")} onChange={(event) => update({ status: event.target.value })} sx={{ flex: 1 }}>
          {STATUS_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Pay token" value={payToken?.address ?? ""} onChange={(event) => update({ payToken: event.target.value, priceMin: "", priceMax: "" })} sx={{ flex: 1 }}>
          <MenuItem value="">Any</MenuItem>
          {payTokens.tokens.map((token) => (
            <MenuItem key={token.address} value={token.address}>
              {token.symbol}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={`Min price${payToken ? ` (${payToken.symbol})` : ""}`} disabled={!payToken} value={read("priceMin")} onChange={(event) => update({ priceMin: event.target.value })} sx={{ flex: 1 }} slotProps={{ htmlInput: { inputMode: "decimal" } }} />
        <TextField label={`Max price${payToken ? ` (${payToken.symbol})` : ""}`} disabled={!payToken} value={read("priceMax")} onChange={(event) => update({ priceMax: event.target.value })} sx={{ flex: 1 }} slotProps={{ htmlInput: { inputMode: "decimal" } }} />
        <TextField select label="Sort" value={read("sort") || "id,desc"} onChange={(event) => update({ sort: event.target.value === "id,desc" ? "" : event.target.value })} sx={{ flex: 1 }}>
          {SORT_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <NftGrid
        query={query}
        book={book}
        page={page}
        onPage={(next) => update({ page: String(next) })}
        emptyText={filtered ? "No NFT matches these filters." : "No NFT has been created yet."}
        errorText="NFTs cannot be loaded right now."
      />
    </Container>
  );
}
