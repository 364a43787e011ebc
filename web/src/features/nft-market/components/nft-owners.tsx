import { List, ListItem, ListItemText } from "@mui/material";
import { QueryList } from "../../../components/data/query-list.tsx";
import { shortWallet } from "../../../components/tokens/amounts.tsx";
import { useNftOwners } from "../hooks/nft-queries.ts";
import { formatCount } from "@openpawn/shared/format";

/** Who owns an NFT (an ERC-1155 may have many owners); one on sale, auction or pawn still counts as its seller's. */
export function NftOwners({ nftId, kind }: { nftId: number; kind: "ERC721" | "ERC1155" }) {
  const owners = useNftOwners(nftId);
  const rows = owners.data?.content ?? [];
  return (
    <QueryList query={owners} count={rows.length} emptyText="Nobody owns it any more: it was burned." errorText="The owners cannot be loaded right now.">
      <List dense aria-label="Owners">
        {rows.map((owner) => (
          <ListItem key={owner.walletAddress} disableGutters>
            <ListItemText primary={<a href={`/inventory/nft-list?walletAddress=${owner.walletAddress}`}>{shortWallet(owner.walletAddress)}</a>} secondary={kind === "ERC1155" ? formatCount(BigInt(owner.amount), "copy", "copies") : undefined} />
          </ListItem>
        ))}
      </List>
    </QueryList>
  );
}
