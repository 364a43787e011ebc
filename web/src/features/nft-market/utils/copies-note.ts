import type { WalletNftItem } from "@openpawn/shared/nft-market/schemas";

/** Under an ERC-1155 a wallet holds: its copies, and how many of them are in no sale, auction or pawn when not all. */
export function copiesNote(nft: WalletNftItem): string | undefined {
  if (nft.collection.kind !== "ERC1155") return undefined;
  return nft.available === nft.amount ? `${nft.amount} held` : `${nft.amount} held, ${nft.available} off the market`;
}
