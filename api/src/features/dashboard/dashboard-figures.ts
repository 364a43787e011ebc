import { formatUnits, parseUnits } from "viem";
import type { SupportedAsset } from "@openpawn/shared/tokens/schemas";
import type { CryptoAsset, VolumeStatistic } from "@openpawn/shared/dashboard/schemas";
import type { TokenTotalsRow } from "../lending/public.ts";
import type { TokenRefs } from "../../chain-spine/deployment/token-refs.ts";

const USD_DECIMALS = 18;
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The listed asset at a token's address. */
export const assetOf = (assets: SupportedAsset[], token: string) => assets.find((asset) => same(asset.address, token));

/** A USD value of usdValue as the dashboard answers it: a decimal string. */
export const usdText = (value: bigint) => formatUnits(value, USD_DECIMALS);

/** `amount` base units of a token worth `usdExchange` each, in USD (18 decimals); 0 without a price. */
export function usdValue(amount: bigint, asset: SupportedAsset | undefined): bigint {
  if (!asset?.usdExchange || asset.decimals === null) return 0n;
  return (amount * parseUnits(asset.usdExchange, USD_DECIMALS)) / 10n ** BigInt(asset.decimals);
}

/** GET /dashboard/volume-statistic: the totals of every token, summed in USD at today's prices. */
export function volumeStatistic(totals: TokenTotalsRow[], assets: SupportedAsset[]): VolumeStatistic {
  const sumUsd = (amount: (row: TokenTotalsRow) => bigint) => usdText(totals.reduce((sum, row) => sum + usdValue(amount(row), assetOf(assets, row.token)), 0n));
  const count = (field: "loansStarted" | "loansCompleted" | "loansLiquidated" | "collateralCount") => totals.reduce((sum, row) => sum + row[field], 0);
  const [started, completed, liquidated] = [count("loansStarted"), count("loansCompleted"), count("loansLiquidated")];
  return {
    contracts: { total: started, active: started - completed - liquidated, completed, liquidated },
    collaterals: count("collateralCount"),
    loanVolumeUsd: sumUsd((row) => row.loanVolume),
    principalOutstandingUsd: sumUsd((row) => row.principalOutstanding),
    collateralLockedUsd: sumUsd((row) => row.collateralLocked),
    interestPaidUsd: sumUsd((row) => row.interestPaid),
  };
}

/** GET /crypto-asset: each fungible token the Hub lists, its price, and its totals (zero for a token never used). */
export function cryptoAssets(totals: TokenTotalsRow[], assets: SupportedAsset[], tokens: TokenRefs): CryptoAsset[] {
  return assets
    .filter((asset) => !asset.isNftCollection)
    .map((asset) => {
      const row = totals.find((candidate) => same(candidate.token, asset.address));
      return {
        token: tokens.ref(asset.address),
        name: asset.name ?? asset.symbol ?? asset.address,
        decimals: asset.decimals ?? 18,
        usdExchange: asset.usdExchange,
        collateralLocked: (row?.collateralLocked ?? 0n).toString(),
        collaterals: row?.collateralCount ?? 0,
        loanVolume: (row?.loanVolume ?? 0n).toString(),
        principalOutstanding: (row?.principalOutstanding ?? 0n).toString(),
        activeContracts: row ? row.loansStarted - row.loansCompleted - row.loansLiquidated : 0,
        interestPaid: (row?.interestPaid ?? 0n).toString(),
      };
    });
}
