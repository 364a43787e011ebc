/** A link of a menu or of the footer: an internal route ("/pawn") or an external address ("https://…"). */
export interface NavLink {
  label: string;
  href: string;
}

export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href);
}
