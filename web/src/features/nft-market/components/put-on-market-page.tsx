import { Button, Container, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { LoginRequired } from "../../../components/data/login-required.tsx";
import { useDeploymentTokens } from "../../../components/tokens/use-deployment-tokens.ts";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { useWalletNfts } from "../hooks/nft-queries.ts";
import { copiesNote } from "../utils/copies-note.ts";
import { NftGrid } from "./nft-grid.tsx";

/**
 * /nft/put-on-market: pick one of one's NFTs with copies in no sale, auction or pawn, to sell or auction them (an
 * ERC-1155 partly on sale still has copies to list).
 */
export function PutOnMarketPage() {
  const loggedIn = useIsLoggedIn();
  const book = useDeploymentTokens();
  const [page, setPage] = useState(0);
  const nfts = useWalletNfts({ available: true, page });
  return (
    <Container sx={{ py: 4 }}>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 2 }}>
        <Typography variant="h4" component="h1">
          Put on market
        </Typography>
        <Button variant="outlined" href="/nft/create">
          Create NFT
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Choose the NFT to sell at a fixed price or in an auction.
      </Typography>
      {loggedIn ? (
        <NftGrid
          query={nfts}
          book={book}
          page={page}
          onPage={setPage}
          href={(nft) => `/nft-detail/${nft.id}/list-on-market`}
          note={copiesNote}
          emptyText="You hold no NFT off the market: create one first."
          errorText="Your NFTs cannot be loaded right now."
        />
      ) : (
        <LoginRequired text="Log in to put your NFTs on the market." />
      )}
    </Container>
  );
}
