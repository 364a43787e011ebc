import { DIALOG_MESSAGES } from "@openpawn/shared/platform/messages";
import { showMessage } from "../stores/feedback.ts";
import { ApiRequestError } from "./api-client.ts";

/**
 * An error as the screen says it: an API refusal in the API's words (the message catalogue's), anything else
 * (a thrown object, a list of zod issues, a stack) as the catalogue's `fallback`. The one rule every dialog, alert
 * and error page follows, so no raw error object ever reaches the screen.
 */
export function errorText(error: unknown, fallback: string = DIALOG_MESSAGES.errorDefault): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}

/** The error dialog for something that failed, in words (errorText). */
export function showError(error: unknown): Promise<void> {
  return showMessage({ variant: "error", text: errorText(error) });
}
