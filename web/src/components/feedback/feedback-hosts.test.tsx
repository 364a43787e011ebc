import { afterEach, describe, expect, it } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RuntimeConfigProvider } from "../../config/runtime-config-context.tsx";
import { answerConfirm, closeMessage, confirm, hideBlocking, showBlocking, showMessage } from "../../stores/feedback.ts";
import { TEST_CONFIG } from "../../test/test-runtime-config.ts";
import { FeedbackHosts } from "./feedback-hosts.tsx";

const HASH = "0xabcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789";

function renderHosts() {
  return render(
    <RuntimeConfigProvider config={TEST_CONFIG}>
      <FeedbackHosts />
    </RuntimeConfigProvider>,
  );
}

describe("feedback hosts", () => {
  afterEach(() => {
    act(() => {
      closeMessage();
      answerConfirm(false);
      hideBlocking();
    });
  });

  it("shows the message dialog with its default text and a shortened explorer link", async () => {
    renderHosts();
    act(() => void showMessage({ variant: "success", txHash: HASH }));
    const dialog = await screen.findByRole("dialog", { name: "Successfully !" });
    const link = screen.getByRole("link", { name: "0xabcdef...23456789" });
    expect(link.getAttribute("href")).toBe(`${TEST_CONFIG.explorerUrl}/tx/${HASH}`);
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it("names each variant's icon with the generic defaults", async () => {
    renderHosts();
    const titles = { success: "Success!", error: "Something went wrong!", warning: "Warning!", info: "Info!" } as const;
    for (const [variant, title] of Object.entries(titles) as [keyof typeof titles, string][]) {
      act(() => void showMessage({ variant, text: `A ${variant} message`, showIcon: true }));
      const dialog = await screen.findByRole("dialog", { name: `A ${variant} message` });
      expect(dialog.querySelector("svg title")?.textContent).toBe(title);
    }
  });

  it("answers confirm() with the dialog's buttons", async () => {
    renderHosts();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({ description: "Link this wallet?", showCancel: true });
    });
    expect(await screen.findByRole("dialog", { name: "Confirmation" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await expect(answer).resolves.toBe(true);
  });

  it("shows a blocking dialog without buttons", async () => {
    renderHosts();
    act(() => showBlocking("Please sign wallet to use OpenPawn services"));
    const dialog = await screen.findByRole("dialog", { name: "Please sign wallet to use OpenPawn services" });
    expect(dialog.querySelector("button")).toBeNull();
  });
});
