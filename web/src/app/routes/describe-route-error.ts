import { isRouteErrorResponse } from "react-router";
import { ERROR_PAGE_MESSAGES } from "@openpawn/shared/platform/messages";
import { errorText } from "../../lib/error-text.ts";

/**
 * What the error page says about an error: 404 is 'Page not found.'; a route's own answer its words; an API refusal
 * the API's words; anything else thrown (a bug, an object, a list of issues) the catalogue's generic line.
 */
export function describeRouteError(error: unknown): { status: number; message: string } {
  const status = isRouteErrorResponse(error)
    ? error.status
    : typeof (error as { status?: unknown } | null)?.status === "number"
      ? (error as { status: number }).status
      : 500;
  if (status === 404) return { status, message: ERROR_PAGE_MESSAGES.notFound };
  if (!isRouteErrorResponse(error)) return { status, message: errorText(error, ERROR_PAGE_MESSAGES.generic) };
  const words = typeof error.data === "string" && error.data ? error.data : error.statusText;
  return { status, message: words || ERROR_PAGE_MESSAGES.generic };
}
