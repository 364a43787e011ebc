import { Card, CardActionArea, CardContent, Stack, Typography } from "@mui/material";
import { DESCRIPTION_CUT_CHARS, DESCRIPTION_MAX_CHARS } from "@openpawn/shared/constants";
import { shortenAddress, truncate } from "@openpawn/shared/format";
import type { NftCollateralItem } from "@openpawn/shared/nft-pawn/schemas";
import { StatusChip } from "../../../components/data/status-chip.tsx";
import { NftMedia } from "../../../components/nft/nft-media.tsx";
import { CollateralWants } from "../../../components/collateral/collateral-wants.tsx";

/** An NFT collateral as the NFT market shows it: the NFT's picture, its name and collection, what the borrower wants. */
export function NftCollateralCard({ item, href }: { item: NftCollateralItem; href: string }) {
  const name = item.name ?? item.nft?.name ?? `NFT #${item.tokenId}`;
  const collection = item.nft?.collection.name ?? item.collateral.symbol ?? shortenAddress(item.collateral.address, 4);
  return (
    <Card variant="outlined" sx={{ height: "100%" }}>
      <CardActionArea href={href} sx={{ height: "100%" }} aria-label={`${name} of ${collection}`}>
        <NftMedia nft={item.nft ?? { image: null, animationUrl: null, name }} rounded={0} />
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", gap: 1 }}>
            <Typography variant="body2" color="text.secondary" noWrap>
              {collection}
            </Typography>
            <StatusChip status={item.status} />
          </Stack>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }} title={name} noWrap>
            {truncate(name, DESCRIPTION_MAX_CHARS, DESCRIPTION_CUT_CHARS)}
          </Typography>
          <Typography color="text.secondary" variant="body2">
            Token #{item.tokenId}
            {item.kind === "ERC1155" ? ` · ${item.amount} ${item.amount === "1" ? "copy" : "copies"}` : ""}
          </Typography>
          <CollateralWants item={item} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
