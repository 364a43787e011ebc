import { fireEvent, screen, within } from "@testing-library/react";

/**
 * Moves the slider captcha inside `scope` (as a keyboard or pointer user would commit a position), then waits
 * for its proof of work to finish ("Verified"), when the form has the answer.
 */
export async function slideCaptcha(scope: HTMLElement, x = 120): Promise<void> {
  const slider = await within(scope).findByRole("slider", { name: "Slide to complete the puzzle" }, { timeout: 4000 });
  fireEvent.change(slider, { target: { value: String(x) } });
  await within(scope).findByTitle("Verified", {}, { timeout: 4000 });
}

export function typeInto(scope: HTMLElement, label: string, value: string): void {
  fireEvent.change(within(scope).getByLabelText(label, { selector: "input" }), { target: { value } });
}

/** The message dialog's text (showMessage): its heading. */
export function findMessage(text: string) {
  return screen.findByRole("heading", { name: text }, { timeout: 4000 });
}
