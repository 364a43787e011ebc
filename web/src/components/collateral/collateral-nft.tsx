import { Link, Skeleton, Stack, Typography } from "@mui/material";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import { NftMedia } from "../nft/nft-media.tsx";
import { useCollateralNft } from "../../lib/collateral-nft.ts";

export const nftKindName = (kind: string) => (kind === "ERC721" ? "ERC-721" : "ERC-1155");

/** The NFT a collateral holds: its picture, name and collection, linking to the NFT's page; a blank square when the index has no record of it. */
export function CollateralNft({ item }: { item: Pick<CollateralItem, "kind" | "collateral" | "tokenId" | "amount"> }) {
  const nft = useCollateralNft(item);
  if (nft.isPending) return <Skeleton variant="rounded" sx={{ width: "100%", aspectRatio: "1 / 1", height: "auto" }} aria-label="Loading the NFT" />;
  const record = nft.data;
  const name = record?.name ?? `NFT #${item.tokenId}`;
  const collection = record?.collection.name ?? item.collateral.symbol ?? item.collateral.address;
  return (
    <Stack spacing={1} aria-label="The NFT">
      <NftMedia nft={record ?? { image: null, animationUrl: null, name }} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {record ? <Link href={`/nft-detail/${record.id}`}>{name}</Link> : name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
        {collection} · {nftKindName(item.kind)} · token #{item.tokenId}
        {item.kind === "ERC1155" ? ` · ${item.amount} ${item.amount === "1" ? "copy" : "copies"}` : ""}
      </Typography>
    </Stack>
  );
}
