import { afterEach, describe, expect, it, vi } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DIALOG_MESSAGES, TOAST_MESSAGES } from "@openpawn/shared/platform/messages";
import { LINKED_WALLETS_MESSAGES } from "@openpawn/shared/accounts/messages";
import { NOTIFICATION_SETTINGS_MESSAGES } from "@openpawn/shared/notifications/messages";
import { PROFILE_API_MESSAGES, PROFILE_MESSAGES } from "@openpawn/shared/profile/messages";
import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { logout, setToken } from "../../../stores/auth.ts";
import { resetWalletState, setSigned, setWalletConnection } from "../../../wallet/wallet-state.ts";
import { answerConfirm, closeMessage } from "../../../stores/feedback.ts";
import { errorReply, mockApi, okReply, type MockReply } from "../../../test/mock-api.ts";
import { ownProfileOf } from "../../../test/own-profile.ts";
import { renderRoute } from "../../../test/render-route.tsx";

const S = NOTIFICATION_SETTINGS_MESSAGES;
const W = LINKED_WALLETS_MESSAGES;
configure({ asyncUtilTimeout: 5000 });

const WALLET_A = "0x1111111111111111111111111111111111111111";
const WALLET_B = "0x2222222222222222222222222222222222222222";
const EMAIL = { receiveLendingEmails: true, receiveMarketingEmails: false };
const NOTI = { push: true, borrower: true, lender: true, system: true };
const WALLETS = [
  { walletAddress: WALLET_A, linkedAt: "2026-11-01T00:00:00.000Z" },
  { walletAddress: WALLET_B, linkedAt: "2026-11-02T00:00:00.000Z" },
];

function routes(overrides: Record<string, MockReply | (() => MockReply | Promise<MockReply>)> = {}) {
  return {
    "GET /api/user/email-setting": okReply(EMAIL),
    "GET /api/user/noti-setting": okReply(NOTI),
    "GET /api/user/users/wallet-address": okReply(WALLETS),
    "GET /api/user/users/profile": okReply(ownProfileOf({ email: "ann@example.com", emailVerified: true })),
    ...overrides,
  };
}

const switchOf = (label: string) => screen.getByRole("switch", { name: label }) as HTMLInputElement;

describe("settings page", { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    answerConfirm(false);
    closeMessage();
    resetWalletState();
    localStorage.removeItem("lastToken");
  });

  it("asks a visitor to log in", async () => {
    mockApi({});
    renderRoute("/inventory/setting");
    expect(await screen.findByText(S.loginRequired)).toBeTruthy();
  });

  it("saves a switch at once with the whole group", async () => {
    setToken("access-a");
    let saved = EMAIL;
    const calls = mockApi(
      routes({
        "GET /api/user/email-setting": () => okReply(saved),
        "PUT /api/user/email-setting": () => {
          saved = { ...EMAIL, receiveMarketingEmails: true };
          return okReply(saved);
        },
      }),
    );
    renderRoute("/inventory/setting");
    await screen.findByRole("switch", { name: S.labels.receiveMarketingEmails });
    await userEvent.click(switchOf(S.labels.receiveMarketingEmails));
    await waitFor(() => expect(switchOf(S.labels.receiveMarketingEmails).checked).toBe(true));
    await waitFor(() => expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ ...EMAIL, receiveMarketingEmails: true }));
    expect(await screen.findByText(S.saved(S.labels.receiveMarketingEmails, true))).toBeTruthy();
  });

  it("says under each switch what it does, and where e-mails go", async () => {
    setToken("access-a");
    mockApi(routes());
    renderRoute("/inventory/setting");
    await screen.findByRole("switch", { name: S.labels.push });
    for (const field of ["receiveLendingEmails", "receiveMarketingEmails", "push", "borrower", "lender", "system"] as const) {
      const described = switchOf(S.labels[field]).getAttribute("aria-describedby");
      expect(document.getElementById(described ?? "")?.textContent, field).toBe(S.descriptions[field]);
    }
    expect(await screen.findByText(S.emailTo("ann@example.com"))).toBeTruthy();
    expect(screen.getByText(S.notiIntro)).toBeTruthy();
  });

  it("says nothing is e-mailed while the account has no confirmed address", async () => {
    setToken("access-a");
    mockApi(routes({ "GET /api/user/users/profile": okReply(ownProfileOf({ email: "ann@example.com", emailVerified: false })) }));
    renderRoute("/inventory/setting");
    expect(await screen.findByText(S.noVerifiedEmail)).toBeTruthy();
  });

  it("puts a switch back and says so when saving fails", async () => {
    setToken("access-a");
    let fail: (reply: MockReply) => void = () => undefined;
    mockApi(routes({ "PUT /api/user/noti-setting": () => new Promise<MockReply>((resolve) => (fail = resolve)) }));
    renderRoute("/inventory/setting");
    await screen.findByRole("switch", { name: S.labels.lender });
    await userEvent.click(switchOf(S.labels.lender));
    await waitFor(() => expect(switchOf(S.labels.lender).checked).toBe(false));
    fail(errorReply(500, "boom"));
    expect(await screen.findByText(TOAST_MESSAGES.generic)).toBeTruthy();
    await waitFor(() => expect(switchOf(S.labels.lender).checked).toBe(true));
    expect(screen.queryByText(S.saved(S.labels.lender, false))).toBeNull();
  });

  it("shows the settings' error state with Retry", async () => {
    setToken("access-a");
    mockApi(routes({ "GET /api/user/email-setting": errorReply(403, "no") }));
    renderRoute("/inventory/setting");
    expect(await screen.findByText(PROFILE_MESSAGES.loadFailed)).toBeTruthy();
    expect(screen.getByRole("button", { name: PROFILE_MESSAGES.retry })).toBeTruthy();
  });

  it("disassociates a wallet only after the confirmation", async () => {
    setToken("access-a");
    let wallets = WALLETS;
    const calls = mockApi(
      routes({
        "GET /api/user/users/wallet-address": () => okReply(wallets),
        "PUT /api/user/users/disassociate": () => {
          wallets = [WALLETS[0]!];
          return okReply({ walletAddress: WALLET_B });
        },
      }),
    );
    renderRoute("/inventory/setting");
    const list = await screen.findByRole("list", { name: W.title });
    const rowB = within(list).getByText(WALLET_B).closest("li")!;
    await userEvent.click(within(rowB).getByRole("button", { name: W.disassociate }));
    const dialog = await screen.findByRole("dialog", { name: DIALOG_MESSAGES.confirmTitleDefault });
    expect(within(dialog).getByText(W.disassociateConfirm("0x22222...22222"))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: DIALOG_MESSAGES.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((call) => call.method === "PUT")).toBe(false);

    await userEvent.click(within(rowB).getByRole("button", { name: W.disassociate }));
    const again = await screen.findByRole("dialog", { name: DIALOG_MESSAGES.confirmTitleDefault });
    await userEvent.click(within(again).getByRole("button", { name: W.disassociate }));
    await waitFor(() => expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ walletAddress: WALLET_B }));
    await waitFor(() => expect(screen.queryByText(WALLET_B)).toBeNull());
  });

  it("shows the server's reason when a wallet cannot be disassociated", async () => {
    setToken("access-a");
    mockApi(routes({ "PUT /api/user/users/disassociate": errorReply(409, PROFILE_API_MESSAGES.walletInSession, ACCOUNTS_ERRORS.walletInSession.code) }));
    renderRoute("/inventory/setting");
    const list = await screen.findByRole("list", { name: W.title });
    await userEvent.click(within(within(list).getByText(WALLET_A).closest("li")!).getByRole("button", { name: W.disassociate }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: W.disassociate }));
    expect(await screen.findByText(PROFILE_API_MESSAGES.walletInSession)).toBeTruthy();
  });

  it("shows the wallet list's loading and empty states", async () => {
    setToken("access-a");
    let release: (reply: MockReply) => void = () => undefined;
    mockApi(routes({ "GET /api/user/users/wallet-address": () => new Promise<MockReply>((resolve) => (release = resolve)) }));
    renderRoute("/inventory/setting");
    await screen.findByRole("switch", { name: S.labels.push });
    expect(screen.getByRole("status", { name: "Loading" })).toBeTruthy();
    release(okReply([]));
    expect(await screen.findByText(W.noWallets)).toBeTruthy();
  });

  it("asks a visitor of the connected-accounts page to log in to see their wallets", async () => {
    mockApi({});
    renderRoute("/inventory/profile/verification/connected-account");
    expect(await screen.findByText(W.loginRequired)).toBeTruthy();
  });

  it("lists the linked wallets on the connected-accounts page, read-only", async () => {
    setToken("access-a");
    mockApi(routes());
    renderRoute("/inventory/profile/verification/connected-account");
    const list = await screen.findByRole("list", { name: W.title });
    expect(within(list).getByText(WALLET_A)).toBeTruthy();
    expect(within(list).queryByRole("button", { name: W.disassociate })).toBeNull();
  });

  it("offers 'Link this wallet' for a connected wallet the account does not hold, and links it (issue 24)", async () => {
    const connected = "0x3333333333333333333333333333333333333333";
    setToken("bound-session");
    // The wallet signed in to this session (its bound token is lastToken) but was never linked.
    localStorage.setItem("lastToken", "bound-session");
    setWalletConnection({ status: "connected", address: connected, chainId: 31337 });
    setSigned(true);
    let linked: { walletAddress: string; linkedAt: string }[] = [];
    const calls = mockApi(
      routes({
        "GET /api/user/users/wallet-address": () => okReply(linked),
        "GET /api/user/users/profile": okReply(ownProfileOf({ id: 7, name: "Alice", email: "alice@example.com" })),
        "GET /api/user/users/check-validate": okReply({ userId: null, walletAddress: connected }),
        "POST /api/user/users/link-wallet": () => {
          linked = [{ walletAddress: connected, linkedAt: "2026-11-03T00:00:00.000Z" }];
          return okReply({ userId: 7, walletAddress: connected });
        },
      }),
    );
    renderRoute("/inventory/setting");
    expect(await screen.findByText(WALLET_MESSAGES.notLinked("0x33333...33333"))).toBeTruthy();
    expect(await screen.findByText(W.noWallets)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: WALLET_MESSAGES.linkThisWallet }));
    expect(await screen.findByText(connected)).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/user/users/link-wallet")?.body).toEqual({ walletAddress: connected, lastToken: "bound-session" });
    await waitFor(() => expect(screen.queryByRole("button", { name: WALLET_MESSAGES.linkThisWallet })).toBeNull());
    logout();
  });
});
