import { useState } from "react";
import { Box, Button, Container, Grid, Link, Stack, Tab, Tabs, Typography } from "@mui/material";
import { formatCount } from "@openpawn/shared/format";
import type { NftDetail } from "@openpawn/shared/nft-market/schemas";
import { StatusChip } from "../../../components/data/status-chip.tsx";
import { TokenAmount, shortWallet } from "../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../components/tokens/use-deployment-tokens.ts";
import { useWalletAddress } from "../../../wallet/use-wallet-address.ts";
import { useHolding, useNft } from "../hooks/nft-queries.ts";
import { EmptyNote } from "./empty-note.tsx";
import { nftName } from "./nft-card.tsx";
import { NftHistory } from "./nft-history.tsx";
import { NftMedia } from "../../../components/nft/nft-media.tsx";
import { NftOffers } from "./nft-offers.tsx";
import { NftOwners } from "./nft-owners.tsx";
import { RecordFrame } from "./record-frame.tsx";

const TABS = ["Description", "Owner", "History", "Evaluation", "Protect and service", "Offers received"] as const;

/** What the connected wallet holds of it, and how much of that it can still list or pawn. */
function holdingText(kind: NftDetail["collection"]["kind"], holding: { amount: bigint; available: bigint }): string {
  if (kind === "ERC721") return holding.available > 0n ? "You hold this NFT." : "You hold this NFT: it is on sale, on auction or in pawn.";
  return `You hold ${holding.amount}: ${holding.available} not on sale, on auction or in pawn.`;
}

/**
 * What the viewer can do with the NFT from here: follow it to its (cheapest) sale, auction or pawn, or, holding copies
 * that are in none of these, put them there.
 */
function NftActions({ nft }: { nft: NftDetail }) {
  const wallet = useWalletAddress();
  const holding = useHolding(nft.id, wallet);
  const free = (holding?.available ?? 0n) > 0n;
  return (
    <Stack spacing={1}>
      {holding && holding.amount > 0n && <Typography variant="body2">{holdingText(nft.collection.kind, holding)}</Typography>}
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", gap: 1 }}>
        {nft.listing && (
          <Button variant="contained" href={`/nft/list/details/${nft.listing.id}`}>
            {nft.openSales > 1 ? "View cheapest sale" : "View sale"}
          </Button>
        )}
        {nft.auction && (
          <Button variant="contained" href={`/nft/market/details/${nft.auction.id}`}>
            View auction
          </Button>
        )}
        {nft.pawn && (
          <Button variant="outlined" href={`/collateral-nft/${nft.pawn.collateralId}`}>
            View collateral
          </Button>
        )}
        {free && (
          <>
            <Button variant="contained" href={`/nft-detail/${nft.id}/list-on-market`}>
              List on market
            </Button>
            <Button variant="outlined" href={`/put-on-pawn/${nft.id}`}>
              Put on pawn
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}

function NftSummary({ nft }: { nft: NftDetail }) {
  const book = useDeploymentTokens();
  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">
        <Link href={`/nft/search?collection=${nft.collection.address}`}>{nft.collection.name ?? nft.collection.address}</Link> · {nft.collection.kind === "ERC721" ? "ERC-721" : "ERC-1155"}
        {nft.collection.soft ? " · soft NFT" : ""}
      </Typography>
      <Typography variant="h4" component="h1">
        {nftName(nft)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <StatusChip status={nft.status} />
        {nft.price !== null && nft.payToken && (
          <Typography sx={{ fontWeight: 600 }}>
            {nft.status !== "SALE" ? "Auction price " : nft.openSales > 1 ? "From " : "Price "}
            <TokenAmount value={nft.price} token={nft.payToken} book={book} form="compact" />
          </Typography>
        )}
        {nft.status === "SALE" && nft.openSales > 1 && (
          <Typography variant="body2" color="text.secondary">
            the cheapest of {nft.openSales} open sales
          </Typography>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {nft.creator && <>Created by {shortWallet(nft.creator)} · </>}
        Token #{nft.tokenId}
        {nft.supply !== null && nft.collection.kind === "ERC1155" && <> · {formatCount(BigInt(nft.supply), "copy", "copies")}</>}
        {nft.royaltyBps !== null && <> · royalty {nft.royaltyBps / 100}% on resale</>}
        {" · "}
        {formatCount(nft.owners, "owner")}
      </Typography>
      <NftActions nft={nft} />
    </Stack>
  );
}

function TabPanel({ nft, tab }: { nft: NftDetail; tab: (typeof TABS)[number] }) {
  switch (tab) {
    case "Description":
      return <Typography sx={{ py: 2, whiteSpace: "pre-wrap" }}>{nft.description || "The creator wrote no description."}</Typography>;
    case "Owner":
      return <NftOwners nftId={nft.id} kind={nft.collection.kind} />;
    case "History":
      return <NftHistory nftId={nft.id} />;
    case "Evaluation":
      return <EmptyNote text={nft.collection.soft ? "A soft NFT is not appraised: evaluations are for real-world assets." : "No evaluation yet."} />;
    case "Protect and service":
      return <EmptyNote text="No protection or service plan covers this NFT." />;
    case "Offers received":
      return <NftOffers collateralId={nft.pawn?.collateralId ?? null} />;
  }
}

/** /nft-detail/{id}: an NFT with its tabs (spec §2), for hard and soft NFTs alike. */
export function NftDetailPage({ id }: { id: number }) {
  const nft = useNft(id);
  const [tab, setTab] = useState(0);
  return (
    <Container sx={{ py: 4 }}>
      <RecordFrame query={nft} what="NFT" title="NFT">
        {(record) => (
          <>
            <Grid container spacing={4}>
              <Grid size={{ xs: 12, md: 5 }}>
                <NftMedia nft={record} video />
              </Grid>
              <Grid size={{ xs: 12, md: 7 }}>
                <NftSummary nft={record} />
              </Grid>
            </Grid>
            <Box sx={{ mt: 4, borderBottom: 1, borderColor: "divider" }}>
              <Tabs value={tab} onChange={(_, next: number) => setTab(next)} variant="scrollable" aria-label="NFT details">
                {TABS.map((label) => (
                  <Tab key={label} label={label} />
                ))}
              </Tabs>
            </Box>
            <TabPanel nft={record} tab={TABS[tab] ?? "Description"} />
          </>
        )}
      </RecordFrame>
    </Container>
  );
}
