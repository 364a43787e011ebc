import { useState, type ReactNode } from "react";
import { Box, Grid, Link, Stack, Tab, Tabs, Typography } from "@mui/material";
import type { NftItem } from "@openpawn/shared/nft-market/schemas";
import { StatusChip } from "../../../components/data/status-chip.tsx";
import { shortWallet } from "../../../components/tokens/amounts.tsx";
import { nftName } from "./nft-card.tsx";
import { NftComments } from "./nft-comments.tsx";
import { NftHistory } from "./nft-history.tsx";
import { NftMedia } from "../../../components/nft/nft-media.tsx";
import { NftOwners } from "./nft-owners.tsx";

/** A sale's or auction's page: the NFT, what is on offer with the viewer's actions, then the tabs of spec §2 (bids, comments, history, owner, status). */
export function MarketItemFrame({
  nft,
  seller,
  status,
  offer,
  bids,
  statusDetails,
}: {
  nft: NftItem;
  seller: string;
  status: string;
  offer: ReactNode;
  bids?: ReactNode;
  statusDetails: ReactNode;
}) {
  const tabs = [...(bids ? [{ label: "Bids", body: bids }] : []), { label: "Comments", body: <NftComments nftId={nft.id} /> }, { label: "History", body: <NftHistory nftId={nft.id} /> }, { label: "Owner", body: <NftOwners nftId={nft.id} kind={nft.collection.kind} /> }, { label: "Status", body: statusDetails }];
  const [tab, setTab] = useState(0);
  return (
    <>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 5 }}>
          <NftMedia nft={nft} video />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={1.5}>
            <Typography color="text.secondary">
              <Link href={`/nft/search?collection=${nft.collection.address}`}>{nft.collection.name ?? nft.collection.address}</Link>
            </Typography>
            <Typography variant="h4" component="h1">
              {nftName(nft)}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <StatusChip status={status} />
              <Typography variant="body2" color="text.secondary">
                Seller {shortWallet(seller)} · <Link href={`/nft-detail/${nft.id}`}>NFT details</Link>
              </Typography>
            </Stack>
            {offer}
          </Stack>
        </Grid>
      </Grid>
      <Box sx={{ mt: 4, borderBottom: 1, borderColor: "divider" }}>
        <Tabs value={tab} onChange={(_, next: number) => setTab(next)} variant="scrollable" aria-label="Market item">
          {tabs.map(({ label }) => (
            <Tab key={label} label={label} />
          ))}
        </Tabs>
      </Box>
      <Box sx={{ pt: 1 }}>{tabs[tab]?.body}</Box>
    </>
  );
}
