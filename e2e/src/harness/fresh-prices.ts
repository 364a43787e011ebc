import { beforeAll } from "vitest";
import { postFreshPrices } from "./chain.ts";

// The files share one stack, and some move its chain's clock by weeks: each file starts on fresh dev prices, so
// that none depends on the order the runner picks (it puts the files that failed last time first).
beforeAll(postFreshPrices);
