import { Box, Button, Card, CardActionArea, CardContent, Container, Grid, Stack, Typography } from "@mui/material";
import { QueryList } from "../../../components/data/query-list.tsx";
import { useDeploymentTokens } from "../../../components/tokens/use-deployment-tokens.ts";
import { useCollections, useIsNftOperator, useNftSearch } from "../hooks/nft-queries.ts";
import { NftGrid } from "./nft-grid.tsx";
import { formatCount } from "@openpawn/shared/format";

const SHELF_SIZE = 4;

function Shelf({ title, status, emptyText }: { title: string; status: "ON_AUCTION" | "SALE"; emptyText: string }) {
  const book = useDeploymentTokens();
  const query = useNftSearch({ status, size: SHELF_SIZE });
  return (
    <Box component="section" aria-label={title} sx={{ mb: 5 }}>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "baseline", mb: 2 }}>
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
        <Button href={`/nft/search?status=${status}`}>See all</Button>
      </Stack>
      <NftGrid query={query} book={book} emptyText={emptyText} errorText={`${title} cannot be loaded right now.`} />
    </Box>
  );
}

function Collections() {
  const query = useCollections({ soft: true, size: 6 });
  const items = query.data?.content ?? [];
  return (
    <Box component="section" aria-label="Collections">
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Collections
      </Typography>
      <QueryList query={query} count={items.length} emptyText="No collection yet: create the first with your NFT." errorText="Collections cannot be loaded right now.">
        <Grid container spacing={2}>
          {items.map((collection) => (
            <Grid key={collection.address} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined">
                <CardActionArea href={`/nft/search?collection=${collection.address}`}>
                  <CardContent>
                    <Typography variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
                      {collection.name ?? collection.address}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {collection.kind === "ERC721" ? "ERC-721" : "ERC-1155"} · {formatCount(collection.nfts, "NFT")}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </QueryList>
    </Box>
  );
}

/** /nft: the market's front: live auctions, NFTs on sale and the collections, with the ways in (create, sell, search). */
export function NftHomePage() {
  const operator = useIsNftOperator();
  return (
    <Container sx={{ py: 4 }}>
      <Stack direction={{ xs: "column", md: "row" }} sx={{ justifyContent: "space-between", alignItems: { md: "center" }, gap: 2, mb: 4 }}>
        <Box>
          <Typography variant="h4" component="h1">
            NFT market
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
            Buy at a fixed price or bid in auctions. Create your own NFTs, sell them, or pawn them for a loan.
          </Typography>
        </Box>
        <Stack direction="row" sx={{ flexShrink: 0, flexWrap: "wrap", gap: 1, "& .MuiButton-root": { whiteSpace: "nowrap" } }}>
          <Button variant="contained" href="/nft/create">
            Create NFT
          </Button>
          <Button variant="outlined" href="/nft/put-on-market">
            Put on market
          </Button>
          <Button href="/nft/search">Search</Button>
          {operator && <Button href="/nft/operator/auctions">Auctions to approve</Button>}
        </Stack>
      </Stack>
      <Shelf title="Live auctions" status="ON_AUCTION" emptyText="No auction is running right now." />
      <Shelf title="On sale" status="SALE" emptyText="Nothing is on sale right now." />
      <Collections />
    </Container>
  );
}
