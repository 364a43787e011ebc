import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithWallet } from "../../../wallet/test/render-with-wallet.tsx";
import { ConnectWalletPanel } from "./connect-wallet-panel.tsx";

vi.mock("../../../stores/feedback.ts", () => ({ showMessage: vi.fn(), confirm: vi.fn(), toast: vi.fn() }));

describe("ConnectWalletPanel", () => {
  it("asks to connect and opens the wallet chooser from Integrate Wallet", async () => {
    renderWithWallet(<ConnectWalletPanel />);
    expect(screen.getByText("Please connect your wallet")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Integrate Wallet" }));
    const chooser = await screen.findByRole("dialog", { name: "Wallet integration" });
    expect(chooser.textContent).toContain("MetaMask");
  });
});
