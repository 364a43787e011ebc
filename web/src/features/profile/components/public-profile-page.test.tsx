import { afterEach, describe, expect, it, vi } from "vitest";
import { configure, screen } from "@testing-library/react";
import { PROFILE_MESSAGES } from "@openpawn/shared/profile/messages";
import { PROFILE_ERRORS } from "@openpawn/shared/profile/errors";
import type { OwnProfile, PublicProfile } from "@openpawn/shared/profile/schemas/profile";
import { errorReply, mockApi, okReply, type ApiCall } from "../../../test/mock-api.ts";
import { renderRoute } from "../../../test/render-route.tsx";
import { logout, setToken } from "../../../stores/auth.ts";

const P = PROFILE_MESSAGES;
configure({ asyncUtilTimeout: 5000 });

const WALLET = "0x1111111111111111111111111111111111111111";
const PUBLIC: PublicProfile & { email: string } = {
  id: 7,
  name: "Alice",
  avatar: null,
  pawnShop: null,
  walletAddresses: [WALLET],
  reputations: [{ walletAddress: WALLET, userId: 7, reputationBorrower: 3, reputationLender: 8 }],
  // Even if an answer carried it, the page never shows an e-mail.
  email: "alice@example.com",
};
/** The public profile as the API answers it: with the `type` the query asked for, or null. */
const publicReply = (profile: PublicProfile) => (call: ApiCall) => okReply({ ...profile, type: call.query.has("type") ? Number(call.query.get("type")) : null });
const OWN: OwnProfile = {
  ...PUBLIC,
  id: 7,
  name: "Me",
  emailVerified: true,
  referralCode: "r",
  investorType: null,
  isAcceptTermAndCondition: true,
  hasPassword: false,
  createdAt: "2026-11-01T10:00:00.000Z",
};

describe("public profile page", { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    logout();
  });

  it("shows name, the lender reputation and wallets for type 2, never the e-mail", async () => {
    const calls = mockApi({ "GET /api/user/users/public-profile": publicReply(PUBLIC) });
    renderRoute(`/profile?type=2&userId=7&walletAddress=${WALLET}`);
    expect((await screen.findByTestId("public-profile-name")).textContent).toBe("Alice");
    expect(screen.getByText(P.lender)).toBeTruthy();
    expect(screen.getByTestId("reputation-lender").textContent).toBe("8");
    expect(screen.queryByTestId("reputation-borrower")).toBeNull();
    expect(screen.getByText(WALLET)).toBeTruthy();
    expect(screen.queryByText(/alice@example\.com/)).toBeNull();
    expect(calls[0]!.query.get("userId")).toBe("7");
    expect(calls[0]!.query.get("type")).toBe("2");
    expect(calls[0]!.headers.authorization).toBeUndefined();
  });

  it("shows the borrower reputation for type 1", async () => {
    mockApi({ "GET /api/user/users/public-profile": publicReply(PUBLIC) });
    renderRoute("/profile?type=1&userId=7");
    expect((await screen.findByTestId("reputation-borrower")).textContent).toBe("3");
    expect(screen.queryByTestId("reputation-lender")).toBeNull();
  });

  it("says so when the user does not exist, or the address names nobody", async () => {
    mockApi({ "GET /api/user/users/public-profile": errorReply(404, "User not found", PROFILE_ERRORS.userNotFound.code) });
    const view = renderRoute("/profile?type=1&userId=999");
    expect(await screen.findByText(P.notFound)).toBeTruthy();
    view.unmount();
    renderRoute("/profile?walletAddress=0xnot-an-address");
    expect(await screen.findByText(P.notFound)).toBeTruthy();
  });

  it("shows the signed-in user's own profile at /profile naming nobody, never the e-mail", async () => {
    setToken("token");
    const calls = mockApi({ "GET /api/user/users/profile": okReply(OWN) });
    renderRoute("/profile");
    expect((await screen.findByTestId("public-profile-name")).textContent).toBe("Me");
    expect(screen.getByText(WALLET)).toBeTruthy();
    expect(screen.queryByText(P.notFound)).toBeNull();
    expect(screen.queryByText(/alice@example\.com/)).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain("/api/user/users/public-profile");
  });

  it("asks a visitor to log in at /profile naming nobody", async () => {
    const calls = mockApi({});
    renderRoute("/profile?type=2&userId=&walletAddress=");
    expect(await screen.findByText(P.loginRequired)).toBeTruthy();
    expect(screen.queryByText(P.notFound)).toBeNull();
    expect(calls.filter((call) => call.path.includes("profile"))).toEqual([]);
  });

  it("shows an empty wallet list as such", async () => {
    mockApi({ "GET /api/user/users/public-profile": publicReply({ ...PUBLIC, walletAddresses: [], reputations: [] }) });
    renderRoute("/profile?userId=7");
    expect(await screen.findByText(P.noWallets)).toBeTruthy();
  });
});
