import { LENDING_RATE_ZOOM } from "./rates.ts";

// Apart from the scale, which the first page loads (pages show rates): only pages that convert one load this.
/** A rate in percent as the contracts keep it (percent × LENDING_RATE_ZOOM). */
export const toContractRate = (percent: number) => Math.round(percent * LENDING_RATE_ZOOM);
