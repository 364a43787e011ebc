import { Box } from "@mui/material";
import ImageIcon from "@mui/icons-material/ImageOutlined";
import type { NftItem } from "@openpawn/shared/nft-market/schemas";
import { mediaUrl } from "./media-url.ts";

/** An NFT's picture in a square: its video when asked for and it has one (with the image as poster), else its image. */
export function NftMedia({ nft, video = false, rounded = 1 }: { nft: Pick<NftItem, "image" | "animationUrl" | "name">; video?: boolean; rounded?: number }) {
  const image = mediaUrl(nft.image);
  const animation = video ? mediaUrl(nft.animationUrl) : null;
  const frame = { width: "100%", aspectRatio: "1 / 1", borderRadius: rounded, bgcolor: "action.hover", objectFit: "cover" as const, display: "block" };
  if (animation) return <Box component="video" src={animation} poster={image ?? undefined} controls muted loop playsInline sx={frame} aria-label={nft.name ?? "NFT video"} />;
  if (image) return <Box component="img" src={image} alt={nft.name ?? "NFT"} loading="lazy" decoding="async" sx={frame} />;
  return (
    <Box sx={{ ...frame, display: "grid", placeItems: "center", color: "text.disabled" }} role="img" aria-label="No image">
      <ImageIcon fontSize="large" />
    </Box>
  );
}
