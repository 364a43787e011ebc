import { Container, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { useSearchParams } from "react-router";
import { NFT_LIST_PAGE_SIZE } from "@openpawn/shared/constants";
import { LoginRequired } from "../../../components/data/login-required.tsx";
import { shortWallet } from "../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../components/tokens/use-deployment-tokens.ts";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { useWalletNfts } from "../hooks/nft-queries.ts";
import { copiesNote } from "../utils/copies-note.ts";
import { NftGrid } from "./nft-grid.tsx";

const STATUS_OPTIONS = [
  { value: "", label: "All" },
  { value: "NOT_ON_MARKET", label: "Not on market" },
  { value: "SALE", label: "On sale" },
  { value: "ON_AUCTION", label: "On auction" },
  { value: "ON_PAWN", label: "On pawn" },
];


/**
 * /inventory/my-nft/nft-list and /inventory/nft-list: the NFTs of a wallet (walletAddress, page and size 12 in the
 * address bar, spec §2), the signed-in user's own when no wallet is named.
 */
export function MyNftsPage() {
  const book = useDeploymentTokens();
  const loggedIn = useIsLoggedIn();
  const [params, setParams] = useSearchParams();
  const walletAddress = params.get("walletAddress") ?? undefined;
  const status = params.get("status") ?? "";
  const page = Math.max(0, Number(params.get("page") ?? 0) || 0);
  const size = Math.min(100, Math.max(1, Number(params.get("size") ?? NFT_LIST_PAGE_SIZE) || NFT_LIST_PAGE_SIZE));
  // The wallet's copies off the market, not NFTs whose status says so: an ERC-1155 on sale by others, or partly by
  // this wallet, may still have copies here to list.
  const filter = status === "NOT_ON_MARKET" ? { available: true } : { status: status || undefined };
  const nfts = useWalletNfts({ walletAddress, ...filter, page, size });
  const update = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== "page") next.delete("page");
      return next;
    });
  const title = walletAddress ? `NFTs of ${shortWallet(walletAddress)}` : "My NFTs";

  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {!walletAddress && !loggedIn ? (
        <LoginRequired text="Log in to see your NFTs." />
      ) : (
        <>
          <Stack direction="row" sx={{ mb: 3 }}>
            <TextField select label="Status" value={status} onChange={(event) => update("status", event.target.value)} sx={{ minWidth: 200 }}>
              {STATUS_OPTIONS.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <NftGrid
            query={nfts}
            book={book}
            page={page}
            onPage={(next) => update("page", String(next))}
            href={(nft) => `/nft-detail/${nft.id}`}
            note={copiesNote}
            emptyText={walletAddress ? "This wallet holds no NFT the market knows." : "You hold no NFT yet: create one, or buy one on the market."}
            errorText="The NFTs cannot be loaded right now."
          />
        </>
      )}
    </Container>
  );
}
