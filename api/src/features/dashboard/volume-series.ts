import type { SupportedAsset } from "@openpawn/shared/tokens/schemas";
import type { TokenVolume, VolumeInterval, VolumeSeries } from "@openpawn/shared/dashboard/schemas";
import { assetOf, usdText, usdValue } from "./dashboard-figures.ts";
import type { PeriodVolumeRow } from "./queries/loan-volume.ts";
import type { TokenRefs } from "../../chain-spine/deployment/token-refs.ts";

const DAY_MS = 86_400_000;
const PERIOD_MS: Record<VolumeInterval, number> = { day: DAY_MS, week: 7 * DAY_MS };
/** Where periods are counted from: midnight UTC, and for weeks a Monday (1970-01-01 was a Thursday), as date_trunc does. */
const ORIGIN_MS: Record<VolumeInterval, number> = { day: 0, week: -3 * DAY_MS };

/** The starts of the last `periods` days or weeks, the one holding `now` last. */
export function periodStarts(interval: VolumeInterval, periods: number, now: Date): Date[] {
  const [step, origin] = [PERIOD_MS[interval], ORIGIN_MS[interval]];
  const last = Math.floor((now.getTime() - origin) / step) * step + origin;
  return Array.from({ length: periods }, (_, index) => new Date(last - (periods - 1 - index) * step));
}

/** One token's volume of some rows, valued at today's price. */
type Valued = TokenVolume & { usd: bigint };

/** The rows' volume per token, largest USD value first (then by symbol, for a stable order). */
function byToken(rows: PeriodVolumeRow[], assets: SupportedAsset[], tokens: TokenRefs): Valued[] {
  const sums = new Map<string, { amount: bigint; loans: number }>();
  for (const row of rows) {
    const sum = sums.get(row.token) ?? { amount: 0n, loans: 0 };
    sums.set(row.token, { amount: sum.amount + row.amount, loans: sum.loans + row.loans });
  }
  return [...sums]
    .map(([token, { amount, loans }]) => {
      const usd = usdValue(amount, assetOf(assets, token));
      return { token: tokens.ref(token), amount: amount.toString(), amountUsd: usdText(usd), loans, usd };
    })
    .sort((a, b) => (a.usd === b.usd ? (a.token.symbol ?? "").localeCompare(b.token.symbol ?? "") : a.usd > b.usd ? -1 : 1));
}

const plain = ({ usd: _usd, ...volume }: Valued): TokenVolume => volume;

/**
 * GET /dashboard/volume-series: each period from `starts` with the loans started in it, empty periods included,
 * valued in USD at today's prices like /dashboard/volume-statistic (the index keeps no past prices).
 */
export function volumeSeries(interval: VolumeInterval, starts: Date[], now: Date, rows: PeriodVolumeRow[], assets: SupportedAsset[], tokens: TokenRefs): VolumeSeries {
  const points = starts.map((start) => {
    const volumes = byToken(
      rows.filter((row) => row.start.getTime() === start.getTime()),
      assets,
      tokens,
    );
    return {
      start: start.toISOString(),
      loans: volumes.reduce((sum, volume) => sum + volume.loans, 0),
      loanVolumeUsd: usdText(volumes.reduce((sum, volume) => sum + volume.usd, 0n)),
      tokens: volumes.map(plain),
    };
  });
  return {
    interval,
    from: (starts[0] ?? now).toISOString(),
    to: now.toISOString(),
    points,
    tokens: byToken(rows, assets, tokens).map(plain),
  };
}
