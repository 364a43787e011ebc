import OpenInNew from "@mui/icons-material/OpenInNew";
import { isExternalHref } from "../../../components/navigation/nav-link.ts";

/** The mark of a menu link that leaves the app (opens in a new tab). */
export function ExternalMark({ href }: { href: string }) {
  return isExternalHref(href) ? <OpenInNew sx={{ fontSize: 14, ml: 0.5 }} aria-label="(opens in a new tab)" /> : null;
}
