/**
 * What the profile feature offers the others (docs/decisions/0050-feature-modules.md): other features import it
 * from here and nowhere else.
 */
export { listCountries } from "./countries/countries.ts";
export { verifiedEmailOf } from "./profile.ts";
