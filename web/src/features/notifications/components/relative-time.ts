/**
 * "5 minutes ago", "yesterday": how long ago a notification was created, in English (the product's only language).
 * The exact time beside it is formatDateTime's, the one date-time format (decision 0045).
 */

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

export function relativeTime(iso: string, now: number = Date.now()): string {
  const when = new Date(iso).getTime();
  if (Number.isNaN(when)) return "";
  const seconds = Math.round((when - now) / 1000);
  if (Math.abs(seconds) < 60) return "just now";
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return "just now";
}
