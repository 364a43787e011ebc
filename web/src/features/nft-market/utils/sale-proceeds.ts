/** Basis points in a whole. */
const BPS = 10_000n;

/**
 * How a sale's price splits, as the market pays it: its fee and the creator's royalty, each rounded down, and the
 * rest to the seller (the royalty is capped so that fee and royalty never exceed the price).
 */
export function saleProceeds(price: bigint, feeBps: number, royaltyBps: number): { fee: bigint; royalty: bigint; seller: bigint } {
  const fee = (price * BigInt(feeBps)) / BPS;
  const royalty = [(price * BigInt(royaltyBps)) / BPS, price - fee].reduce((a, b) => (a < b ? a : b));
  return { fee, royalty, seller: price - fee - royalty };
}
