import { expect } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";

/** A line of a money confirmation's summary (its description list), by its label: the value and the smaller detail under it. */
export function summaryLine(dialog: HTMLElement, label: string): { value: string; detail: string } {
  const term = within(dialog)
    .getAllByRole("term")
    .find((element) => element.textContent === label);
  const definition = term?.nextElementSibling;
  if (!definition) throw new Error(`No summary line "${label}" in: ${within(dialog).queryAllByRole("term").map((element) => element.textContent).join(" | ")}`);
  const [value, detail] = Array.from(definition.children);
  return { value: value?.textContent ?? "", detail: detail?.textContent ?? "" };
}

/** The confirmation's "What happens" statement. */
export const statementOf = (dialog: HTMLElement) => within(dialog).getByRole("region", { name: "What happens" }).textContent ?? "";

/**
 * Opens a money confirmation with `open`, checks that its Cancel (or `cancelText`) closes it with nothing sent to the
 * wallet (`sent()` counts the wallet calls), then opens it again and returns it, still with nothing sent.
 */
export async function openConfirmation(open: () => void, name: string, sent: () => number, cancelText = "Cancel"): Promise<HTMLElement> {
  open();
  const first = await screen.findByRole("dialog", { name });
  fireEvent.click(within(first).getByRole("button", { name: cancelText }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name })).toBeNull());
  expect(sent()).toBe(0);
  open();
  const dialog = await screen.findByRole("dialog", { name });
  expect(sent()).toBe(0);
  return dialog;
}

/** Closes a confirmation once its transaction has settled (Cancel is disabled while it runs). */
export async function closeConfirmation(dialog: HTMLElement, cancelText = "Cancel"): Promise<void> {
  const cancel = within(dialog).getByRole("button", { name: cancelText });
  await waitFor(() => expect(cancel.hasAttribute("disabled")).toBe(false));
  fireEvent.click(cancel);
  await waitFor(() => expect(dialog.isConnected).toBe(false));
}
