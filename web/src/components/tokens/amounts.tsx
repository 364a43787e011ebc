import { Box, Tooltip } from "@mui/material";
import { LENDING_RATE_ZOOM, TX_HASH_CHARS } from "@openpawn/shared/constants";
import { formatAmount, formatCount, formatUnitsDown, formatUsd, shortenAddress, type AmountForm } from "@openpawn/shared/format";
import { formatBps, parseUsd } from "@openpawn/shared/lending/loan-risk";

/** What an amount needs to know of its token: the decimals of a token by address (a token book, the deployment's tokens). */
export interface TokenDecimals {
  find(address: string): { decimals: number } | undefined;
}

/**
 * Every amount shows its token (spec §9), in the form its place takes (decision 0045): `compact` on cards, summaries
 * and totals, `full` in tables and money confirmations. The tooltip has every decimal the token holds.
 */
export function TokenAmount({ value, token, book, form }: { value: string | bigint; token: { address: string; symbol: string | null }; book: TokenDecimals; form: AmountForm }) {
  const decimals = book.find(token.address)?.decimals ?? 18;
  const amount = BigInt(value);
  const symbol = token.symbol ?? shortenAddress(token.address, 4);
  return (
    <Tooltip title={`${formatUnitsDown(amount, decimals, decimals)} ${symbol}`}>
      <Box component="span" sx={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
        {formatAmount(amount, decimals, form)} {symbol}
      </Box>
    </Tooltip>
  );
}

/** A USD amount the API sends as a decimal string ("5150.5"). */
export const formatUsdText = (value: string, form: AmountForm) => formatUsd(parseUsd(value), form);

/** A rate as the contracts keep it (percent × LENDING_RATE_ZOOM): "12%". */
export function formatRate(rate: number): string {
  return `${formatUnitsDown(BigInt(rate), Math.log10(LENDING_RATE_ZOOM), 3)}%`;
}

/** Basis points of the risk view, or a dash when there is no price. */
export const formatLtv = (bps: number | null) => (bps === null ? "—" : formatBps(BigInt(bps)));

/** Duration display (spec §9): unit 0 is weeks, otherwise months, plural when needed. */
export function formatDuration(quantity: number, unit: number): string {
  return formatCount(quantity, unit === 0 ? "week" : "month");
}

/** A cycle's name: "Weekly" or "Monthly". */
export const formatCycle = (unit: number) => (unit === 0 ? "Weekly" : "Monthly");

export const shortWallet = (address: string) => shortenAddress(address, 4);
export const HASH_CHARS = TX_HASH_CHARS;

/** What a collateral holds: a coin or token amount, or an NFT of a collection (ERC-1155: how many). */
export function CollateralAsset({ kind, token, tokenId, amount, book, form }: { kind: string; token: { address: string; symbol: string | null }; tokenId: string; amount: string; book: TokenDecimals; form: AmountForm }) {
  if (kind === "NATIVE" || kind === "ERC20") return <TokenAmount value={amount} token={token} book={book} form={form} />;
  const collection = token.symbol ?? shortenAddress(token.address, 4);
  return (
    <Box component="span" sx={{ whiteSpace: "nowrap" }}>
      {kind === "ERC1155" ? `${amount} × ` : ""}NFT #{tokenId} · {collection}
    </Box>
  );
}
