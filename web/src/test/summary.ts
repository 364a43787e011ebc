import { within } from "@testing-library/react";

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
