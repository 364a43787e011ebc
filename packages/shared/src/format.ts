import { USD_DECIMALS } from "./lending/loan-risk.ts";

/**
 * Display formatting of the specification (§5, §9) and the one rule of decision 0045. Amounts arrive as exact
 * base-unit bigints; only display rounds: 5 decimals rounded down, thousands separators, K/M/B/T abbreviations.
 * Every amount, USD value, date and count the product shows is written here: the lint config refuses
 * toFixed, toLocale*String and Intl's number and date formats anywhere else.
 */

/**
 * The two forms of an amount (decision 0045). `compact` (K/M/B/T from 1,000, 2 decimals) on cards, summaries and
 * totals; `full` (5 decimals, thousands separators, never abbreviated) in tables, money confirmations and anything
 * a user signs. Both round down.
 */
export type AmountForm = "compact" | "full";

/** Decimals shown below 1,000 in both forms, and in the full form at any size. */
const DISPLAY_DECIMALS = 5;
/** From $1 up dollars show cents, never more: "$19.72" beside "$5.46K", not "$19.72602"; below, a cheap token's price keeps 5 decimals. */
const CENTS = 2;
/** Decimals of an abbreviated amount ("1.99K"). */
const ABBREVIATED_DECIMALS = 2;

const ABBREVIATIONS = [
  { exponent: 12n, suffix: "T" },
  { exponent: 9n, suffix: "B" },
  { exponent: 6n, suffix: "M" },
  { exponent: 3n, suffix: "K" },
] as const;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * Formats `value / 10^decimals` with at most `maxFractionDigits`, rounded toward zero. The digits without the
 * display rule's floor for tiny amounts: inputs are prefilled from it, and a tooltip shows every decimal with it.
 */
export function formatUnitsDown(value: bigint, decimals: number, maxFractionDigits = DISPLAY_DECIMALS): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  const keep = Math.min(maxFractionDigits, decimals);
  const fraction = ((abs % scale) / 10n ** BigInt(decimals - keep)).toString().padStart(keep, "0").replace(/0+$/, "");
  const body = groupThousands(whole.toString()) + (fraction ? `.${fraction}` : "");
  return negative && body !== "0" ? `-${body}` : body;
}

/** Abbreviates from 1000 upward with K, M, B, T (2 decimals, rounded down); below 1000 the full form. */
function formatAbbreviated(value: bigint, decimals: number, shownDecimals: number): string {
  const abs = value < 0n ? -value : value;
  const whole = abs / 10n ** BigInt(decimals);
  for (const { exponent, suffix } of ABBREVIATIONS) {
    if (whole >= 10n ** exponent) {
      return `${formatUnitsDown(value, decimals + Number(exponent), ABBREVIATED_DECIMALS)}${suffix}`;
    }
  }
  return formatUnitsDown(value, decimals, shownDecimals);
}

/** Amounts with `shownDecimals`: anything between the smallest it can show and zero reads "<0.00001", never a false "0". */
function formatShown(value: bigint, decimals: number, form: AmountForm, shownDecimals: number): string {
  if (value !== 0n && decimals > shownDecimals) {
    const smallest = 10n ** BigInt(decimals - shownDecimals);
    const smallestShown = `0.${"0".repeat(shownDecimals - 1)}1`;
    if (value > 0n && value < smallest) return `<${smallestShown}`;
    if (value < 0n && value > -smallest) return `>-${smallestShown}`;
  }
  return form === "compact" ? formatAbbreviated(value, decimals, shownDecimals) : formatUnitsDown(value, decimals, shownDecimals);
}

/** An amount in one of the two forms (decision 0045). */
export function formatAmount(value: bigint, decimals: number, form: AmountForm): string {
  return formatShown(value, decimals, form, DISPLAY_DECIMALS);
}

/** An amount as the spec shows it everywhere: number, then its token symbol. */
export function formatTokenAmount(value: bigint, decimals: number, symbol: string, form: AmountForm): string {
  return `${formatAmount(value, decimals, form)} ${symbol}`;
}

/** A USD value of 18 decimals (the oracle's) in one of the two forms, "$" after any sign: "$1.23K", "-$5". */
export function formatUsd(value: bigint, form: AmountForm): string {
  const abs = value < 0n ? -value : value;
  const shown = abs >= 10n ** BigInt(USD_DECIMALS) ? CENTS : DISPLAY_DECIMALS;
  return formatShown(value, USD_DECIMALS, form, shown).replace(/^([<>]?-?)/, "$1$$");
}

/** "1 copy", "2 copies", "1,000 NFTs": a count with its noun, singular only for exactly one. */
export function formatCount(count: number | bigint, singular: string, plural = `${singular}s`): string {
  return `${groupThousands(count.toString())} ${count.toString() === "1" ? singular : plural}`;
}

/**
 * Dates (decision 0045): "Nov 28, 2026" and "Nov 28, 2026, 14:05", in one locale so the server and every browser
 * write them alike, in the reader's own time zone; texts written on the server (notification titles, e-mails) do
 * not know it and say UTC.
 */
export interface DateOptions {
  timeZone?: "UTC";
}
type When = Date | string | null | undefined;

const DATE_LOCALE = "en-US";
const DAY_PARTS = { year: "numeric", month: "short", day: "numeric" } as const;
const TIME_PARTS = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
/** What a missing or unreadable date shows. */
const NO_DATE = "—";

function toDate(when: When): Date | null {
  if (when === null || when === undefined) return null;
  const date = when instanceof Date ? when : new Date(when);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Nov 28, 2026"; with the UTC option the UTC day (a chart's daily bucket). A new format each call: it reads the time zone in force now, not the one at load. */
export function formatDate(when: When, { timeZone }: DateOptions = {}): string {
  const date = toDate(when);
  return date ? new Intl.DateTimeFormat(DATE_LOCALE, { ...DAY_PARTS, timeZone }).format(date) : NO_DATE;
}

/** "Nov 28, 2026, 14:05"; with the UTC option "Nov 28, 2026, 14:05 UTC". */
export function formatDateTime(when: When, { timeZone }: DateOptions = {}): string {
  const date = toDate(when);
  if (!date) return NO_DATE;
  const text = new Intl.DateTimeFormat(DATE_LOCALE, { ...DAY_PARTS, ...TIME_PARTS, timeZone }).format(date);
  return timeZone ? `${text} ${timeZone}` : text;
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
