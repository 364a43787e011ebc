import { isRouteErrorResponse } from "react-router";
import { MESSAGES } from "@openpawn/shared/messages";

/** What the error page says about an error: 404 is 'Page not found.', others their message or a generic line. */
export function describeRouteError(error: unknown): { status: number; message: string } {
  const status = isRouteErrorResponse(error)
    ? error.status
    : typeof (error as { status?: unknown } | null)?.status === "number"
      ? (error as { status: number }).status
      : 500;
  if (status === 404) return { status, message: MESSAGES.errorPage.notFound };
  const message = isRouteErrorResponse(error)
    ? typeof error.data === "string" && error.data
      ? error.data
      : error.statusText
    : error instanceof Error
      ? error.message
      : typeof error === "string"
        ? error
        : "";
  return { status, message: message || MESSAGES.errorPage.generic };
}
