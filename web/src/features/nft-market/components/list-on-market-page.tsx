import { useState } from "react";
import { Alert, Box, Button, Container, Grid, MenuItem, Stack, Tab, Tabs, TextField, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { Address } from "viem";
import type { NftDetail } from "@openpawn/shared/nft-market/schemas";
import { useWalletAddress } from "../../../wallet/use-wallet-address.ts";
import { getNftFees } from "../api/nft-api.ts";
import type { NftRef } from "../api/nft-calls.ts";
import { useNftActions } from "../hooks/nft-actions.ts";
import { useHolding, useNft } from "../hooks/nft-queries.ts";
import { usePayTokens } from "../hooks/use-pay-tokens.ts";
import { saleProceeds } from "../utils/sale-proceeds.ts";
import { useNow } from "../hooks/use-now.ts";
import { nftName } from "./nft-card.tsx";
import { NftMedia } from "../../../components/nft/nft-media.tsx";
import { AmountField, PayTokenSelect, parseAmount } from "./price-field.tsx";
import { RecordFrame } from "./record-frame.tsx";
import { ListingConfirmation, type ListingTerms } from "./confirmations/listing-confirmation.tsx";
import { formatTokenAmount } from "@openpawn/shared/format";

const HOUR = 3600;
/** Auction lengths the market takes (12 hours to 7 days). */
const DURATIONS = [
  { seconds: 12 * HOUR, label: "12 hours" },
  { seconds: 24 * HOUR, label: "1 day" },
  { seconds: 3 * 24 * HOUR, label: "3 days" },
  { seconds: 5 * 24 * HOUR, label: "5 days" },
  { seconds: 7 * 24 * HOUR, label: "7 days" },
];
/** A start a few minutes ahead, so that it is still in the future when the transaction is mined. */
const START_MARGIN_SECONDS = 5 * 60;

const toLocalInput = (seconds: number) => {
  const date = new Date(seconds * 1000);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function ListingForm({ nft, auction }: { nft: NftDetail; auction: boolean }) {
  const navigate = useNavigate();
  const actions = useNftActions();
  const payTokens = usePayTokens();
  const fees = useQuery({ queryKey: ["nft", "fees"], queryFn: getNftFees, staleTime: 60_000 });
  const wallet = useWalletAddress();
  const holding = useHolding(nft.id, wallet);
  // Copies already on sale, on auction or in pawn are in escrow: only the others can be listed.
  const listable = holding?.available ?? 0n;
  const [tokenAddress, setTokenAddress] = useState("");
  const [price, setPrice] = useState("");
  const [buyOut, setBuyOut] = useState("");
  const [step, setStep] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [start, setStart] = useState(() => toLocalInput(Math.floor(Date.now() / 1000) + START_MARGIN_SECONDS));
  const [duration, setDuration] = useState(DURATIONS[1]?.seconds ?? 24 * HOUR);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const now = useNow(30_000);
  const token = payTokens.find(tokenAddress) ?? payTokens.tokens[0];
  const amount = parseAmount(price, token);
  const buyOutAmount = buyOut.trim() ? parseAmount(buyOut, token) : 0n;
  const stepAmount = parseAmount(step, token);
  const copies = /^\d+$/.test(quantity) ? BigInt(quantity) : 0n;
  const startAt = Math.floor(new Date(start).getTime() / 1000);
  const problems = [
    !wallet && "Connect the wallet that holds the NFT.",
    wallet && holding?.amount === 0n && "Your connected wallet does not hold this NFT.",
    wallet && holding && holding.amount > 0n && listable === 0n && "All your copies are already on sale, on auction or in pawn.",
    (copies < 1n || copies > listable) && listable > 0n && `Quantity from 1 to ${listable}.`,
    auction && buyOutAmount !== null && amount !== null && buyOutAmount !== 0n && buyOutAmount <= amount && "The buy-out price must be above the starting price.",
    auction && !(startAt * 1000 >= now) && "The auction cannot start in the past.",
  ].filter(Boolean) as string[];
  const ready = token && amount !== null && listable > 0n && problems.length === 0 && (!auction || (stepAmount !== null && buyOutAmount !== null)) && !busy;
  const ref: NftRef = { collection: nft.collection.address as Address, collectionName: nft.collection.name ?? "this collection", tokenId: BigInt(nft.tokenId), kind: nft.collection.kind };
  const royaltyBps = nft.creator && wallet && nft.creator.toLowerCase() === wallet.toLowerCase() ? 0 : (nft.royaltyBps ?? 0);
  const proceeds = amount !== null && fees.data ? saleProceeds(amount * (auction ? 1n : copies), fees.data.marketFeeBps, royaltyBps) : null;

  const submit = async () => {
    if (!ready || !token || amount === null) return undefined;
    setBusy(true);
    const effects = auction
      ? await actions.createAuction(ref, { quantity: copies, payToken: token.address, startPrice: amount, buyOutPrice: buyOutAmount ?? 0n, priceStep: stepAmount ?? 0n, startAt, endAt: startAt + duration })
      : await actions.list(ref, { quantity: copies, payToken: token.address, unitPrice: amount });
    setBusy(false);
    const auctionId = effects?.auctions[0];
    const listingId = effects?.listings[0];
    if (auctionId !== undefined) void navigate(`/nft/market/details/${auctionId}`);
    else if (listingId !== undefined) void navigate(`/nft/list/details/${listingId}`);
    return effects;
  };
  const terms: ListingTerms | null =
    token && amount !== null && fees.data
      ? {
          nftLabel: copies > 1n ? `${copies} × ${nftName(nft)}` : nftName(nft),
          collectionName: ref.collectionName,
          payToken: token,
          price: amount,
          quantity: copies,
          marketFeeBps: fees.data.marketFeeBps,
          royaltyBps,
          auction: auction ? { priceStep: stepAmount ?? 0n, buyOutPrice: buyOutAmount ?? 0n, startAt, endAt: startAt + duration } : undefined,
        }
      : null;

  return (
    <Stack spacing={2} component="form" aria-label={auction ? "Put on auction" : "Put on sale"} onSubmit={(event) => { event.preventDefault(); if (ready) setConfirming(true); }} sx={{ pt: 2 }}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <PayTokenSelect tokens={payTokens.tokens} value={token?.address ?? ""} onChange={setTokenAddress} />
        <AmountField label={auction ? "Starting price" : nft.collection.kind === "ERC1155" ? "Price of one" : "Price"} value={price} onChange={setPrice} token={token} />
        {nft.collection.kind === "ERC1155" && (
          <TextField label="Quantity" value={quantity} onChange={(event) => setQuantity(event.target.value)} helperText={`You hold ${holding?.amount ?? 0n}, ${listable} not on the market`} slotProps={{ htmlInput: { inputMode: "numeric" } }} />
        )}
      </Stack>
      {auction && (
        <>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <AmountField label="Price step" value={step} onChange={setStep} token={token} helperText="Each bid adds at least this" />
            <AmountField label="Buy-out price" value={buyOut} onChange={setBuyOut} token={token} optional helperText="Optional: a bid of this much wins at once" />
          </Stack>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField label="Starts" type="datetime-local" value={start} onChange={(event) => setStart(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField select label="Runs for" value={duration} onChange={(event) => setDuration(Number(event.target.value))}>
              {DURATIONS.map((option) => (
                <MenuItem key={option.seconds} value={option.seconds}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Alert severity="info">The NFT waits in the market's escrow. An operator approves the auction before bidding opens; until then you may cancel it. A new highest bidder in the last 10 minutes extends the end by 10 minutes, up to 8 days from the start.</Alert>
        </>
      )}
      {proceeds && token && (
        <Typography variant="body2" color="text.secondary">
          Market fee {fees.data ? fees.data.marketFeeBps / 100 : 0}%{royaltyBps ? `, creator royalty ${royaltyBps / 100}%` : ""}: you receive {formatTokenAmount(proceeds.seller, token.decimals, token.symbol, "full")}
          {auction ? " at the starting price" : ""}.
        </Typography>
      )}
      {problems.map((problem) => (
        <Alert key={problem} severity="warning">
          {problem}
        </Alert>
      ))}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={!ready || !terms}>
          {auction ? "Put on auction" : "Put on sale"}
        </Button>
      </Box>
      {confirming && terms && <ListingConfirmation terms={terms} onConfirm={submit} onClose={() => setConfirming(false)} />}
    </Stack>
  );
}

/** /nft-detail/{id}/list-on-market: put an NFT one holds on sale at a fixed price, or on auction. */
export function ListOnMarketPage({ id }: { id: number }) {
  const nft = useNft(id);
  const [tab, setTab] = useState(0);
  return (
    <Container sx={{ py: 4 }} maxWidth="md">
      <RecordFrame query={nft} what="NFT" title="List on market">
        {(record) => (
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <NftMedia nft={record} />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <Typography variant="h4" component="h1">
                List {nftName(record)}
              </Typography>
              {record.status !== "NOT_ON_MARKET" && record.collection.kind === "ERC721" ? (
                <Alert severity="info" sx={{ mt: 2 }}>
                  This NFT is already on the market or in pawn.
                </Alert>
              ) : (
                <>
                  <Tabs value={tab} onChange={(_, next: number) => setTab(next)} aria-label="How to sell">
                    <Tab label="Fixed price" />
                    <Tab label="Auction" />
                  </Tabs>
                  <ListingForm key={tab} nft={record} auction={tab === 1} />
                </>
              )}
            </Grid>
          </Grid>
        )}
      </RecordFrame>
    </Container>
  );
}
