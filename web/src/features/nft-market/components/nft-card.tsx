import { Card, CardActionArea, CardContent, Stack, Typography } from "@mui/material";
import type { NftItem } from "@openpawn/shared/nft-market/schemas";
import { TokenAmount, type TokenDecimals } from "../../../components/tokens/amounts.tsx";
import { StatusChip } from "../../../components/data/status-chip.tsx";
import { NftMedia } from "../../../components/nft/nft-media.tsx";

export const nftName = (nft: Pick<NftItem, "name" | "tokenId">) => nft.name ?? `#${nft.tokenId}`;

/** Where an NFT's card leads: its sale or auction while on the market, else its own page. */
export function nftHref(nft: Pick<NftItem, "id" | "status" | "listingId" | "auctionId">): string {
  if ((nft.status === "ON_AUCTION" || nft.status === "VERIFYING_AUCTION") && nft.auctionId !== null) return `/nft/market/details/${nft.auctionId}`;
  if (nft.status === "SALE" && nft.listingId !== null) return `/nft/list/details/${nft.listingId}`;
  return `/nft-detail/${nft.id}`;
}

/**
 * An NFT in a grid: picture, name, collection, where it stands and its price with its token (on sale: its cheapest
 * sale's, "from" when several are open, and how many).
 */
export function NftCard({ nft, book, href = nftHref(nft), note }: { nft: NftItem; book: TokenDecimals; href?: string; note?: string }) {
  const name = nftName(nft);
  const severalSales = nft.status === "SALE" && nft.openSales > 1;
  const priceLabel = nft.status !== "SALE" ? "Highest bid" : severalSales ? "Lowest price" : "Price";
  return (
    <Card variant="outlined" sx={{ height: "100%" }}>
      <CardActionArea href={href} sx={{ height: "100%" }} aria-label={`${name} of ${nft.collection.name ?? "a collection"}`}>
        <NftMedia nft={nft} rounded={0} />
        <CardContent>
          <Typography variant="body2" color="text.secondary" noWrap>
            {nft.collection.name ?? nft.collection.address}
          </Typography>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }} noWrap title={name}>
            {name}
          </Typography>
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", mt: 1, gap: 1 }}>
            <StatusChip status={nft.status} />
            {nft.price !== null && nft.payToken && (
              <Typography variant="body2" sx={{ fontWeight: 600 }} aria-label={priceLabel}>
                {severalSales && "From "}
                <TokenAmount value={nft.price} token={nft.payToken} book={book} form="compact" />
              </Typography>
            )}
          </Stack>
          {severalSales && (
            <Typography variant="caption" color="text.secondary" component="p">
              {nft.openSales} open sales
            </Typography>
          )}
          {note && (
            <Typography variant="caption" color="text.secondary">
              {note}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
