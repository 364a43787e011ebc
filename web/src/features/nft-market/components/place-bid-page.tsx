import { useState } from "react";
import { Alert, Box, Button, Container, Grid, Link, Stack, Typography } from "@mui/material";
import { useNavigate, useSearchParams } from "react-router";
import type { Address } from "viem";
import { formatUnitsDown } from "@openpawn/shared/format";
import { ActionGate } from "../../../components/data/action-gate.tsx";
import { TokenAmount } from "../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../components/tokens/use-deployment-tokens.ts";
import type { AuctionDetail } from "@openpawn/shared/nft-market/schemas";
import { useNftActions } from "../hooks/nft-actions.ts";
import { useAuction } from "../hooks/nft-queries.ts";
import { auctionPhase, timeLeft } from "../utils/auction-phase.ts";
import { useNow } from "../hooks/use-now.ts";
import { nftName } from "./nft-card.tsx";
import { NftMedia } from "../../../components/nft/nft-media.tsx";
import { AmountField, parseAmount } from "./price-field.tsx";
import { RecordFrame } from "./record-frame.tsx";
import { BidConfirmation } from "./confirmations/bid-confirmation.tsx";

function BidForm({ auction }: { auction: AuctionDetail }) {
  const book = useDeploymentTokens();
  const navigate = useNavigate();
  const actions = useNftActions();
  const decimals = book.find(auction.payToken.address)?.decimals ?? 18;
  const token = { address: auction.payToken.address as Address, symbol: auction.payToken.symbol ?? "token", decimals };
  const minimum = BigInt(auction.minNextBid);
  const [typed, setTyped] = useState(() => formatUnitsDown(minimum, decimals, decimals).replace(/,/g, ""));
  const [confirming, setConfirming] = useState<bigint>();
  const amount = parseAmount(typed, token);
  const tooLow = amount !== null && amount < minimum;
  const buysOut = amount !== null && auction.buyOutPrice !== null && amount >= BigInt(auction.buyOutPrice);
  const now = useNow();
  const phase = auctionPhase(auction, now);

  const bid = async (value: bigint) => {
    const effects = await actions.bid(auction.id, { token, amount: value });
    if (effects) void navigate(`/nft/market/details/${auction.id}`);
    return effects;
  };

  if (phase !== "running") return <Alert severity="info">This auction is not taking bids now.</Alert>;
  return (
    <Stack spacing={2} component="form" aria-label="Place a bid" onSubmit={(event) => { event.preventDefault(); if (amount !== null && !tooLow) setConfirming(amount); }}>
      <Typography>
        The next bid must be at least <TokenAmount value={auction.minNextBid} token={auction.payToken} book={book} form="full" />. Ends in {timeLeft(auction.endAt, now)}.
      </Typography>
      <AmountField label="Your bid" value={typed} onChange={setTyped} token={token} helperText={tooLow ? "Below the least the next bid must be" : buysOut ? "This bid buys the NFT out: the auction ends at once" : "Your bid is held by the market; if someone outbids you, it comes back to you"} />
      <ActionGate action="bid">
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={amount === null || tooLow}>
            {buysOut ? "Buy out" : "Place bid"}
          </Button>
        </Box>
      </ActionGate>
      {confirming !== undefined && (
        <BidConfirmation
          auction={auction}
          amount={confirming}
          buysOut={auction.buyOutPrice !== null && confirming >= BigInt(auction.buyOutPrice)}
          onConfirm={() => bid(confirming)}
          onClose={() => setConfirming(undefined)}
        />
      )}
    </Stack>
  );
}

/** /nft/market/details/place-bid?id={auctionId}: a bid on a running auction. */
export function PlaceBidPage() {
  const [params] = useSearchParams();
  const id = Number(params.get("id"));
  const auction = useAuction(Number.isSafeInteger(id) && id > 0 ? id : 0);
  return (
    <Container sx={{ py: 4 }} maxWidth="md">
      <RecordFrame query={auction} what="auction" title="Place a bid">
        {(record) => (
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <NftMedia nft={record.nft} />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <Typography variant="h4" component="h1">
                Bid on {nftName(record.nft)}
              </Typography>
              <Typography sx={{ mb: 2 }}>
                <Link href={`/nft/market/details/${record.id}`}>Back to the auction</Link>
              </Typography>
              <BidForm auction={record} />
            </Grid>
          </Grid>
        )}
      </RecordFrame>
    </Container>
  );
}
