import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { TRANSACTION_MESSAGES } from "@openpawn/shared/platform/messages";
import { RuntimeConfigProvider } from "../../config/runtime-config-context.tsx";
import { ApiRequestError } from "../../lib/api-client.ts";
import { hideBlocking, showBlocking } from "../../stores/feedback.ts";
import { statementOf, summaryLine } from "../../test/summary.ts";
import { TEST_CONFIG } from "../../test/test-runtime-config.ts";
import { FeedbackHosts } from "../feedback/feedback-hosts.tsx";
import { TransactionConfirmation, type TransactionConfirmationProps } from "./transaction-confirmation.tsx";

const T = TRANSACTION_MESSAGES;

/** A confirmation of 300 USDT at 14%, with the app's feedback hosts beside it (the blocking dialog among them). */
function renderConfirmation(props: Partial<TransactionConfirmationProps> = {}) {
  const onConfirm = vi.fn<() => Promise<unknown>>(async () => undefined);
  const onClose = vi.fn();
  render(
    <RuntimeConfigProvider config={TEST_CONFIG}>
      <FeedbackHosts />
      <TransactionConfirmation
        title="Borrow 300 USDT?"
        lines={[
          { label: "You receive", value: "300 USDT", detail: "At today's prices" },
          { label: "Interest rate", value: "14% a year" },
        ]}
        statement="Your wallet submits the collateral; the loan starts at once."
        confirmText="Borrow"
        onConfirm={onConfirm}
        onClose={onClose}
        {...props}
      />
    </RuntimeConfigProvider>,
  );
  return { onConfirm: (props.onConfirm as typeof onConfirm | undefined) ?? onConfirm, onClose, dialog: screen.getByRole("dialog", { name: "Borrow 300 USDT?" }) };
}

describe("the money confirmation", () => {
  afterEach(() => act(() => hideBlocking()));

  it("shows each figure beside its label and what will happen; Cancel closes it without confirming", () => {
    const { dialog, onConfirm, onClose } = renderConfirmation();
    expect(summaryLine(dialog, "You receive")).toEqual({ value: "300 USDT", detail: "At today's prices" });
    expect(summaryLine(dialog, "Interest rate").value).toBe("14% a year");
    expect(statementOf(dialog)).toBe(`${T.whatHappens}Your wallet submits the collateral; the loan starts at once.`);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("shows the wallet's progress in its own body while Confirm runs, the blocking dialog hidden, and closes once it went through", async () => {
    let finish: (value: unknown) => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<unknown>((resolve) => (finish = resolve)));
    const { dialog, onClose } = renderConfirmation({ onConfirm });
    // The blocking dialog's host is loaded and working before the confirmation holds it back.
    act(() => showBlocking(T.approving("USDT")));
    expect(await screen.findByRole("dialog", { name: T.approving("USDT") })).toBeTruthy();
    act(() => hideBlocking());
    await waitFor(() => expect(screen.queryByRole("dialog", { name: T.approving("USDT") })).toBeNull());

    fireEvent.click(within(dialog).getByRole("button", { name: "Borrow" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole("status").textContent).toBe(T.preparing);
    expect((within(dialog).getByRole("button", { name: "Borrow" }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);

    act(() => showBlocking(T.confirmInWallet));
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).toBe(T.confirmInWallet));
    // The same words are not shown again in a modal over it.
    expect(screen.queryByRole("dialog", { name: T.confirmInWallet })).toBeNull();

    await act(async () => finish({ contractId: 4 }));
    expect(onClose).toHaveBeenCalledTimes(1);
    // Once the confirmation has let go, the blocking dialog shows again for whoever needs it.
    act(() => showBlocking(T.pending));
    expect(await screen.findByRole("dialog", { name: T.pending })).toBeTruthy();
  });

  it("stays open to try again when the transaction did not go through (the wallet layer told the user why)", async () => {
    const { dialog, onConfirm, onClose } = renderConfirmation();
    fireEvent.click(within(dialog).getByRole("button", { name: "Borrow" }));
    await waitFor(() => expect((within(dialog).getByRole("button", { name: "Borrow" }) as HTMLButtonElement).disabled).toBe(false));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).queryByRole("status")).toBeNull();
  });

  it("says an error before the wallet in words: the API's refusal as it words it, anything else in the catalogue's", async () => {
    const failures: unknown[] = [new ApiRequestError(409, "This package takes no request right now", ["pawn.package.paused"]), new Error("TypeError: raw internals"), new ApiRequestError(500, "stack trace", [])];
    const onConfirm = vi.fn(async () => Promise.reject(failures.shift()));
    const { dialog } = renderConfirmation({ onConfirm });
    const borrow = within(dialog).getByRole("button", { name: "Borrow" }) as HTMLButtonElement;

    fireEvent.click(borrow);
    expect(await within(dialog).findByText("This package takes no request right now")).toBeTruthy();
    await waitFor(() => expect(borrow.disabled).toBe(false));
    fireEvent.click(borrow);
    expect(await within(dialog).findByText(T.notSent)).toBeTruthy();
    expect(dialog.textContent).not.toContain("raw internals");
    await waitFor(() => expect(borrow.disabled).toBe(false));
    fireEvent.click(borrow);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(3));
    expect(await within(dialog).findByText(T.notSent)).toBeTruthy();
    expect(dialog.textContent).not.toContain("stack trace");
  });

  it("waits for its figures, and refuses to confirm what cannot be (with a retry)", () => {
    const retry = vi.fn();
    const { dialog } = renderConfirmation({ loading: true });
    expect(within(dialog).getByRole("status", { name: T.readingFigures })).toBeTruthy();
    expect((within(dialog).getByRole("button", { name: "Borrow" }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();

    const refused = renderConfirmation({ problem: { severity: "error", text: "The fee settings cannot be loaded right now.", retry } }).dialog;
    expect(within(refused).getByText("The fee settings cannot be loaded right now.")).toBeTruthy();
    expect((within(refused).getByRole("button", { name: "Borrow" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(refused).getByRole("button", { name: "Retry" }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
