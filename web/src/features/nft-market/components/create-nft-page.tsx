import { useState } from "react";
import { Alert, Box, Button, Container, MenuItem, Stack, Step, StepLabel, Stepper, TextField, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { Address } from "viem";
import { formatAmount } from "@openpawn/shared/format";
import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { useWalletAddress } from "../../../wallet/use-wallet-address.ts";
import { LoginRequired } from "../../../components/data/login-required.tsx";
import { TokenAmount } from "../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../components/tokens/use-deployment-tokens.ts";
import { getNftFees, saveMetadata, uploadMedia } from "../api/nft-api.ts";
import type { CollectionKind } from "../api/nft-calls.ts";
import { useNftActions } from "../hooks/nft-actions.ts";
import { useCollections } from "../hooks/nft-queries.ts";
import { checkMediaFile, isVideo, mediaAccept } from "../utils/media-file.ts";
import { CollectionDialog } from "./collection-dialog.tsx";
import { MintConfirmation } from "./confirmations/mint-confirmation.tsx";

/** A file's size in MB (2^20 bytes), 2 decimals rounded down. */
const megabytes = (bytes: number) => formatAmount((BigInt(bytes) * 100n) / 1_048_576n, 2, "full");

const STEPS = ["Upload the media", "Store the metadata", "Mint in your wallet"];
const MAX_ROYALTY_PERCENT = 10;

/** /nft/create: a soft NFT in one's own collection: media to content-addressed storage, metadata, then the mint (fee in DFY). */
export function CreateNftPage() {
  const loggedIn = useIsLoggedIn();
  const wallet = useWalletAddress();
  const navigate = useNavigate();
  const book = useDeploymentTokens();
  const actions = useNftActions();
  const fees = useQuery({ queryKey: ["nft", "fees"], queryFn: getNftFees, staleTime: 60_000 });
  const collections = useCollections({ creator: wallet, soft: true, size: 50 }, Boolean(wallet));
  const [collection, setCollection] = useState("");
  const [dialogOpen, setDialogOpen] = useState(false);
  const [media, setMedia] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [royalty, setRoyalty] = useState("5");
  const [copies, setCopies] = useState("1");
  const [step, setStep] = useState(-1);
  const [confirming, setConfirming] = useState(false);

  if (!loggedIn) {
    return (
      <Container sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          Create NFT
        </Typography>
        <LoginRequired text="Log in to create NFTs." />
      </Container>
    );
  }

  const chosen = collections.data?.content.find((item) => item.address.toLowerCase() === collection.toLowerCase());
  const kind: CollectionKind = chosen?.kind ?? "ERC721";
  const mediaProblem = media ? checkMediaFile(media) : "";
  const coverProblem = cover ? checkMediaFile(cover, { imageOnly: true }) : "";
  const royaltyPercent = Number(royalty);
  const royaltyProblem = !(royaltyPercent >= 0 && royaltyPercent <= MAX_ROYALTY_PERCENT) ? `From 0 to ${MAX_ROYALTY_PERCENT}%` : "";
  const copiesProblem = kind === "ERC1155" && !(Number.isInteger(Number(copies)) && Number(copies) >= 1) ? "A whole number, 1 or more" : "";
  const coverMissing = Boolean(media && isVideo(media) && !cover);
  const ready = wallet && chosen && media && !mediaProblem && !coverMissing && !coverProblem && name.trim() && !royaltyProblem && !copiesProblem && fees.data && step < 0;

  /** Stores the file and its metadata, then mints; a refusal of the storage reaches the confirmation, which says it. */
  const create = async () => {
    if (!ready || !wallet || !chosen || !media || !fees.data) return undefined;
    try {
      setStep(0);
      const stored = await uploadMedia(media, isVideo(media) ? (cover ?? undefined) : undefined);
      setStep(1);
      const metadata = await saveMetadata({
        name: name.trim(),
        description: description.trim(),
        image: (stored.cover ?? stored.media).uri,
        ...(isVideo(media) && { animation_url: stored.media.uri }),
      });
      setStep(2);
      const effects = await actions.mint(
        { collection: chosen.address as Address, kind, to: wallet, amount: BigInt(kind === "ERC1155" ? copies : 1), tokenURI: metadata.uri, royaltyBps: Math.round(royaltyPercent * 100) },
        { dfy: { address: fees.data.feeToken.address as Address, symbol: fees.data.feeToken.symbol ?? "DFY" }, amount: BigInt(fees.data.mintFee) },
      );
      const nftId = effects?.nfts[0];
      if (nftId !== undefined) void navigate(`/nft-detail/${nftId}`);
      return effects;
    } finally {
      setStep(-1);
    }
  };

  return (
    <Container sx={{ py: 4 }} maxWidth="md">
      <Typography variant="h4" component="h1">
        Create NFT
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Your file is stored by its content (IPFS); the NFT is minted to your wallet with your royalty on every resale.
      </Typography>
      {!wallet && <Alert severity="info" sx={{ mb: 2 }}>{WALLET_MESSAGES.pleaseConnect}: use Connect at the top of the page.</Alert>}
      <Stack spacing={3} component="form" aria-label="Create NFT" onSubmit={(event) => { event.preventDefault(); if (ready) setConfirming(true); }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
          <TextField
            select
            fullWidth
            label="Collection"
            value={chosen ? chosen.address : ""}
            onChange={(event) => setCollection(event.target.value)}
            helperText={collections.isError ? "Your collections cannot be loaded right now." : collections.data?.content.length === 0 ? "You have no collection yet: create one, it is free." : " "}
          >
            {(collections.data?.content ?? []).map((item) => (
              <MenuItem key={item.address} value={item.address}>
                {item.name ?? item.address} ({item.kind === "ERC721" ? "ERC-721" : "ERC-1155"})
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" sx={{ whiteSpace: "nowrap", mt: 1 }} onClick={() => setDialogOpen(true)} disabled={!wallet}>
            New collection
          </Button>
        </Stack>
        <Box>
          <Button variant="outlined" component="label">
            {media ? "Change file" : "Choose image or video"}
            <input hidden type="file" accept={mediaAccept()} aria-label="Media file" onChange={(event) => setMedia(event.target.files?.[0] ?? null)} />
          </Button>
          <Typography variant="body2" sx={{ mt: 1 }} color={mediaProblem ? "error" : "text.secondary"}>
            {mediaProblem || (media ? `${media.name} · ${megabytes(media.size)} MB` : "PNG, JPEG, GIF or WebP up to 10 MB; MP4 or WebM up to 50 MB")}
          </Typography>
        </Box>
        {media && isVideo(media) && (
          <Box>
            <Button variant="outlined" component="label">
              {cover ? "Change cover" : "Choose cover image"}
              <input hidden type="file" accept={mediaAccept(true)} aria-label="Cover image" onChange={(event) => setCover(event.target.files?.[0] ?? null)} />
            </Button>
            <Typography variant="body2" sx={{ mt: 1 }} color={coverProblem ? "error" : "text.secondary"}>
              {coverProblem || (cover ? cover.name : "Required: lists show a video by its cover image")}
            </Typography>
          </Box>
        )}
        <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} required slotProps={{ htmlInput: { maxLength: 100 } }} />
        <TextField label="Description" value={description} onChange={(event) => setDescription(event.target.value)} multiline minRows={3} slotProps={{ htmlInput: { maxLength: 2000 } }} />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField label="Royalty (%)" value={royalty} onChange={(event) => setRoyalty(event.target.value)} error={Boolean(royaltyProblem)} helperText={royaltyProblem || "Paid to you on every resale, never on your own sale"} slotProps={{ htmlInput: { inputMode: "decimal" } }} />
          {kind === "ERC1155" && <TextField label="Copies" value={copies} onChange={(event) => setCopies(event.target.value)} error={Boolean(copiesProblem)} helperText={copiesProblem || " "} slotProps={{ htmlInput: { inputMode: "numeric" } }} />}
        </Stack>
        <Typography>
          Mint fee:{" "}
          {fees.data ? <TokenAmount value={fees.data.mintFee} token={fees.data.feeToken} book={book} form="full" /> : fees.isError ? "cannot be read right now" : "…"}
        </Typography>
        {step >= 0 && (
          <Stepper activeStep={step} aria-label="Progress">
            {STEPS.map((label) => (
              <Step key={label}>
                <StepLabel>{label}</StepLabel>
              </Step>
            ))}
          </Stepper>
        )}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={!ready}>
            Create NFT
          </Button>
        </Box>
      </Stack>
      {confirming && chosen && fees.data && (
        <MintConfirmation
          nft={{ name: name.trim(), collectionName: chosen.name ?? chosen.address, copies: kind === "ERC1155" ? Number(copies) : null, royaltyPercent }}
          fees={fees.data}
          onConfirm={create}
          onClose={() => setConfirming(false)}
        />
      )}
      <CollectionDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onCreated={(address) => {
          setDialogOpen(false);
          setCollection(address);
        }}
      />
    </Container>
  );
}
