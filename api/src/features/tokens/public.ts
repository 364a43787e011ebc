/**
 * What the tokens feature offers the others (docs/decisions/0050-feature-modules.md): other features import it
 * from here and nowhere else.
 */
export { supportedAssets } from "./supported-assets.ts";
