import type { AnchorHTMLAttributes, Ref } from "react";
import { Link as RouterLink } from "react-router";
import { isExternalHref } from "./nav-link.ts";

type LinkBehaviorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };

/**
 * The link component of every MUI Link and ButtonBase (set in the theme): internal paths go through the
 * router, web addresses open in a new tab, other schemes (mailto:) stay plain links.
 */
export function LinkBehavior({ href, ref, ...props }: LinkBehaviorProps) {
  if (!isExternalHref(href)) return <RouterLink ref={ref} to={href} {...props} />;
  const newTab = /^https?:/i.test(href) ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return <a ref={ref} href={href} {...newTab} {...props} />;
}
