import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that move the shared chain's clock by weeks, in the order they run, after all the others. A page judges
 * deadlines (a signed offer's expiry, an auction's end) by its browser's clock, and only these files keep their
 * browsers on the chain's clock; a file run after them would sign what the chain already sees as expired.
 */
const CLOCK_MOVERS = ["nfts.e2e.test.ts", "lending.e2e.test.ts"];

/**
 * One order every run: the others by name, then the clock movers. Vitest's own order puts the files that failed
 * last time first, which would run a clock mover before the files that rely on the chain's clock being the wall's.
 */
export class FileOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => CLOCK_MOVERS.indexOf(path.basename(file.moduleId));
    return [...files].sort((a, b) => rank(a) - rank(b) || a.moduleId.localeCompare(b.moduleId));
  }
}
