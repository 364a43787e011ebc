import { useCarryLocalTerms } from "../hooks/use-carry-local-terms.ts";

/** Mounted once by the app: records this browser's terms on the account that signs in. Renders nothing. */
export function LocalTermsCarrier() {
  useCarryLocalTerms();
  return null;
}
