/**
 * Display formatting of the specification (§5, §9). Amounts arrive as exact base-unit bigints;
 * only display rounds: 5 decimals rounded down, thousands separators, K/M/B/T abbreviations.
 */

const ABBREVIATIONS = [
  { exponent: 12n, suffix: "T" },
  { exponent: 9n, suffix: "B" },
  { exponent: 6n, suffix: "M" },
  { exponent: 3n, suffix: "K" },
] as const;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Formats `value / 10^decimals` with at most `maxFractionDigits`, rounded toward zero. */
export function formatUnitsDown(value: bigint, decimals: number, maxFractionDigits = 5): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  const keep = Math.min(maxFractionDigits, decimals);
  const fraction = ((abs % scale) / 10n ** BigInt(decimals - keep)).toString().padStart(keep, "0").replace(/0+$/, "");
  const body = groupThousands(whole.toString()) + (fraction ? `.${fraction}` : "");
  return negative && body !== "0" ? `-${body}` : body;
}

/** Abbreviates from 1000 upward with K, M, B, T (2 decimals by default, rounded down). */
export function formatAbbreviated(value: bigint, decimals: number, fractionDigits = 2): string {
  const abs = value < 0n ? -value : value;
  const whole = abs / 10n ** BigInt(decimals);
  for (const { exponent, suffix } of ABBREVIATIONS) {
    if (whole >= 10n ** exponent) {
      return `${formatUnitsDown(value, decimals + Number(exponent), fractionDigits)}${suffix}`;
    }
  }
  return formatUnitsDown(value, decimals, 5);
}

/** An amount as the spec shows it everywhere: number, then its token symbol. */
export function formatTokenAmount(value: bigint, decimals: number, symbol: string): string {
  return `${formatAbbreviated(value, decimals)} ${symbol}`;
}

/** 0x1234…abcd: the first and last `chars` characters after 0x. */
export function shortenAddress(address: string, chars: number): string {
  if (address.length <= 2 + chars * 2) return address;
  return `${address.slice(0, 2 + chars)}...${address.slice(-chars)}`;
}

/** Transaction hashes: first and last `chars` characters. */
export function shortenHash(hash: string, chars: number): string {
  if (hash.length <= chars * 2) return hash;
  return `${hash.slice(0, chars)}...${hash.slice(-chars)}`;
}

/** Keeps the first `visible` characters of the local part: "ali***@example.com". */
export function maskEmail(email: string, visible = 3): string {
  const at = email.indexOf("@");
  if (at < 0) return email;
  const local = email.slice(0, at);
  return `${local.slice(0, visible)}***${email.slice(at)}`;
}

/** Cuts text longer than `max` to `keep` characters plus an ellipsis. */
export function truncate(text: string, max: number, keep = max): string {
  return text.length > max ? `${text.slice(0, keep)}...` : text;
}

/** "A, B, C & 2+ more": up to `max` symbols, then the rest counted. */
export function formatSymbolList(symbols: readonly string[], max = 3): string {
  const shown = symbols.slice(0, max).join(", ");
  return symbols.length > max ? `${shown} & ${symbols.length - max}+ more` : shown;
}

/** A typed decimal ("1.5") in base units of a token with `decimals`; null when it is not one (too many decimals, letters). */
export function parseDecimalUnits(value: string, decimals: number): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  if (fraction.length > decimals) return null;
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, "0") || "0");
}
