/**
 * What the media feature offers the others (docs/decisions/0050-feature-modules.md): other features import it
 * from here and nowhere else.
 */
export { cidOfIpfsUri, type ContentStore } from "./content-store.ts";
export { UPLOADS_PATH } from "./uploads-plugin.ts";
