import { formatUnits } from "viem";
import { AssetKind } from "@openpawn/chain/generated/enums";
import type { Deployment } from "@openpawn/chain/deployment";

/** What a notification shows of a token: its symbol, and amounts as exact decimal strings in its units. */
export interface TokenBook {
  symbol(token: string, kind?: number): string;
  amount(token: string, baseUnits: bigint, kind?: number): string;
}

const isNft = (kind: number | undefined) => kind === AssetKind.ERC721 || kind === AssetKind.ERC1155;

/**
 * Symbols and decimals from the deployment's token list (the native coin is listed at the zero address).
 * An NFT counts in pieces; a token the list lacks shows its shortened address and base units, which is
 * still exact, rather than a guessed number of decimals.
 */
export function tokenBook(tokens: Deployment["tokens"]): TokenBook {
  const byAddress = new Map(tokens.map((token) => [token.address.toLowerCase(), token]));
  const listed = (token: string, kind?: number) => (isNft(kind) ? undefined : byAddress.get(token.toLowerCase()));
  return {
    symbol(token, kind) {
      if (isNft(kind)) return "NFT";
      return listed(token)?.symbol ?? `${token.slice(0, 6)}…${token.slice(-4)}`;
    },
    amount(token, baseUnits, kind) {
      return formatUnits(baseUnits, listed(token, kind)?.decimals ?? 0);
    },
  };
}

