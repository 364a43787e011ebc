import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { TERMS_MESSAGES } from "@openpawn/shared/accounts/messages";
import { DIALOG_MESSAGES } from "@openpawn/shared/platform/messages";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { closeLoginDialog, openLoginDialog } from "../../../stores/account-dialogs.ts";
import { setToken } from "../../../stores/auth.ts";
import { errorReply, mockApi, okReply } from "../../../test/mock-api.ts";
import { clearLocalTerms } from "../storage/local-terms.ts";
import { renderTerms } from "../test/render-terms.tsx";
import { TermsGate } from "./terms-gate.tsx";

const T = TERMS_MESSAGES;
const WALLET = "0x1111111111111111111111111111111111111111";
const TERMS_PATH = "/api/user/users/accept-term-condition";
const NOT_ACCEPTED = { isAcceptTermAndCondition: false, investorType: null };

async function acceptTerms() {
  const dialog = await screen.findByRole("dialog", { name: T.dialogTitle });
  const accept = screen.getByRole("button", { name: T.accept });
  expect(accept).toHaveProperty("disabled", true);
  await userEvent.click(screen.getByRole("checkbox", { name: T.checkbox }));
  expect(accept).toHaveProperty("disabled", false);
  await userEvent.click(accept);
  await waitFor(() => expect(dialog.isConnected && screen.queryByRole("dialog", { name: T.dialogTitle })).toBeFalsy());
}

async function chooseInvestorType(title: string) {
  await screen.findByRole("dialog", { name: T.investorTitle });
  await userEvent.click(screen.getByRole("radio", { name: (name) => name.startsWith(title) }));
  await userEvent.click(screen.getByRole("button", { name: T.confirm }));
}

describe("terms gate", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearLocalTerms();
    closeLoginDialog();
  });

  it("keeps Accept disabled until the confirm checkbox is ticked", async () => {
    mockApi({});
    renderTerms(<TermsGate active onDecline={() => undefined} />);
    await screen.findByRole("dialog", { name: T.dialogTitle });
    const accept = screen.getByRole("button", { name: T.accept });
    expect(accept).toHaveProperty("disabled", true);
    await userEvent.click(screen.getByRole("checkbox", { name: T.checkbox }));
    expect(accept).toHaveProperty("disabled", false);
    await userEvent.click(screen.getByRole("checkbox", { name: T.checkbox }));
    expect(accept).toHaveProperty("disabled", true);
  });

  it("records a visitor's acceptance locally and in a cookie, then stores the investor type", async () => {
    const calls = mockApi({});
    renderTerms(<TermsGate active onDecline={() => undefined} />);
    await acceptTerms();
    expect(localStorage.getItem(STORAGE_KEYS.termsAndConditions)).toBe("true");
    expect(document.cookie).toContain("terms-and-conditions=true");
    await chooseInvestorType(T.investorTypes[2]);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.investorType)).toBe("2"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls).toHaveLength(0);
  });

  it("records a logged-in user's acceptance and investor type on the server, not locally", async () => {
    setToken("access-a");
    const calls = mockApi({
      [`GET ${TERMS_PATH}`]: okReply(NOT_ACCEPTED),
      [`POST ${TERMS_PATH}`]: (call) => {
        const body = call.body as { investorType?: number };
        return okReply({ isAcceptTermAndCondition: true, investorType: body.investorType ?? null });
      },
    });
    renderTerms(<TermsGate active walletAddress={WALLET} onDecline={() => undefined} />);
    await acceptTerms();
    const posts = () => calls.filter((call) => call.method === "POST");
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.headers.authorization).toBe("Bearer access-a");
    expect(localStorage.getItem(STORAGE_KEYS.termsAndConditions)).toBeNull();
    await chooseInvestorType(T.investorTypes[1]);
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]!.body).toMatchObject({ investorType: 1 });
    expect(localStorage.getItem(STORAGE_KEYS.investorType)).toBe("1");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("reads a connected wallet's record, and keeps its acceptance locally while nobody is signed in with it", async () => {
    const calls = mockApi({
      [`GET ${TERMS_PATH}`]: okReply(NOT_ACCEPTED),
      [`POST ${TERMS_PATH}`]: errorReply(401, T.signInRequired, ACCOUNTS_ERRORS.termsSignInRequired.code),
    });
    renderTerms(<TermsGate active walletAddress={WALLET} onDecline={() => undefined} />);
    await acceptTerms();
    expect(calls[0]!.query.get("walletAddress")).toBe(WALLET);
    expect(calls.find((call) => call.method === "POST")!.body).toEqual({ walletAddress: WALLET });
    expect(localStorage.getItem(STORAGE_KEYS.termsAndConditions)).toBe("true");
    expect(await screen.findByRole("dialog", { name: T.investorTitle })).toBeTruthy();
  });

  it("still records acceptance locally when the server answers that the wallet has no association", async () => {
    const refusal = errorReply(404, T.associationMissing, ACCOUNTS_ERRORS.associationMissing.code);
    mockApi({ [`GET ${TERMS_PATH}`]: refusal, [`POST ${TERMS_PATH}`]: refusal });
    renderTerms(<TermsGate active walletAddress={WALLET} onDecline={() => undefined} />);
    await acceptTerms();
    expect(localStorage.getItem(STORAGE_KEYS.termsAndConditions)).toBe("true");
    expect(await screen.findByRole("dialog", { name: T.investorTitle })).toBeTruthy();
  });

  it("refuses the everyday trader and stores no investor type", async () => {
    localStorage.setItem(STORAGE_KEYS.termsAndConditions, "true");
    mockApi({});
    renderTerms(<TermsGate active onDecline={() => undefined} />);
    await chooseInvestorType(T.everyday);
    expect(await screen.findByText(T.refused)).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.investorType)).toBeNull();
    expect(screen.getByRole("dialog", { name: T.investorTitle })).toBeTruthy();
  });

  it("shows nothing when the server already has the acceptance and the investor type", async () => {
    setToken("access-a");
    const calls = mockApi({ [`GET ${TERMS_PATH}`]: okReply({ isAcceptTermAndCondition: true, investorType: 3 }) });
    renderTerms(<TermsGate active onDecline={() => undefined} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("waits while the login dialog is open, and asks nothing on pages outside the gate", async () => {
    mockApi({});
    act(() => openLoginDialog({ tab: "login" }));
    const view = renderTerms(<TermsGate active onDecline={() => undefined} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("dialog", { name: T.dialogTitle })).toBeNull();
    act(() => closeLoginDialog());
    expect(await screen.findByRole("dialog", { name: T.dialogTitle })).toBeTruthy();
    view.unmount();
    renderTerms(<TermsGate active={false} onDecline={() => undefined} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("Cancel declines", async () => {
    mockApi({});
    const onDecline = vi.fn();
    renderTerms(<TermsGate active onDecline={onDecline} />);
    await screen.findByRole("dialog", { name: T.dialogTitle });
    await userEvent.click(screen.getByRole("button", { name: DIALOG_MESSAGES.cancel }));
    expect(onDecline).toHaveBeenCalled();
  });
});
