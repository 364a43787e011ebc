import { useState } from "react";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from "@mui/material";
import type { CollectionKind } from "../api/nft-calls.ts";
import { useNftActions } from "../hooks/nft-actions.ts";

const NAME_MAX = 50;
const SYMBOL_PATTERN = /^[A-Z0-9]{1,10}$/;

/** A new collection of one's own (free: only gas), made by the factory; resolves to its address once indexed. */
export function CollectionDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (address: string) => void }) {
  const actions = useNftActions();
  const [kind, setKind] = useState<CollectionKind>("ERC721");
  const [name, setName] = useState("");
  const [symbol, setSymbol] = useState("");
  const [busy, setBusy] = useState(false);
  const nameError = name.trim().length > NAME_MAX ? `At most ${NAME_MAX} characters` : "";
  const symbolError = symbol && !SYMBOL_PATTERN.test(symbol) ? "1 to 10 capital letters or digits" : "";
  const ready = name.trim() && !nameError && SYMBOL_PATTERN.test(symbol);

  const create = async () => {
    setBusy(true);
    const effects = await actions.createCollection({ kind, name: name.trim(), symbol, contractURI: "" });
    setBusy(false);
    const address = effects?.collections[0];
    if (address) onCreated(address);
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>New collection</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label="Kind" value={kind} onChange={(event) => setKind(event.target.value as CollectionKind)} helperText={kind === "ERC721" ? "Each NFT is one of a kind" : "Each NFT can have many copies"}>
            <MenuItem value="ERC721">ERC-721 (single)</MenuItem>
            <MenuItem value="ERC1155">ERC-1155 (multiple)</MenuItem>
          </TextField>
          <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} error={Boolean(nameError)} helperText={nameError || " "} required />
          <TextField label="Symbol" value={symbol} onChange={(event) => setSymbol(event.target.value.toUpperCase())} error={Boolean(symbolError)} helperText={symbolError || "Like LOTUS"} required />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void create()} disabled={!ready || busy}>
          Create collection
        </Button>
      </DialogActions>
    </Dialog>
  );
}
