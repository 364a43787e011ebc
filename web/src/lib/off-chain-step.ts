import { hideBlocking, showBlocking, showMessage } from "../stores/feedback.ts";
import { showError } from "./error-text.ts";

/**
 * A step the API takes alone (no transaction): blocks the page while it runs, then tells the user how it went.
 * Resolves to the API's answer, or undefined after showing the refusal in the API's words.
 */
export async function offChainStep<T>(step: () => Promise<T>, texts: { busy: string; success?: string }): Promise<T | undefined> {
  showBlocking(texts.busy);
  try {
    const answer = await step();
    if (texts.success) void showMessage({ variant: "success", text: texts.success });
    return answer;
  } catch (error) {
    void showError(error);
    return undefined;
  } finally {
    hideBlocking();
  }
}
