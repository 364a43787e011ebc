/**
 * What the negotiations feature offers the others (docs/decisions/0050-feature-modules.md): other features import it
 * from here and nowhere else.
 */
export { listThreads } from "./negotiation-list.ts";
