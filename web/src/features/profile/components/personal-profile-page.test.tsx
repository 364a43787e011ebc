import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TOAST_MESSAGES } from "@openpawn/shared/platform/messages";
import { PROFILE_API_MESSAGES, PROFILE_MESSAGES } from "@openpawn/shared/profile/messages";
import { PROFILE_ERRORS } from "@openpawn/shared/profile/errors";
import type { OwnProfile } from "@openpawn/shared/profile/schemas/profile";
import type { ReferralView } from "@openpawn/shared/profile/schemas/referrals";
import { setToken } from "../../../stores/auth.ts";
import { errorReply, mockApi, okReply, type MockReply } from "../../../test/mock-api.ts";
import { pageOf } from "../../../test/paged-reply.ts";
import { renderRoute } from "../../../test/render-route.tsx";

const P = PROFILE_MESSAGES;
// The page's module loads lazily through the router: give the first look time on a busy machine.
configure({ asyncUtilTimeout: 5000 });
const PROFILE: OwnProfile = {
  id: 7,
  name: "Alice",
  email: "alice@example.com",
  emailVerified: true,
  hasPassword: true,
  createdAt: "2026-11-01T10:00:00.000Z",
  avatar: null,
  pawnShop: null,
  referralCode: "ALICE7",
  investorType: 1,
  isAcceptTermAndCondition: true,
  walletAddresses: ["0x1111111111111111111111111111111111111111", "0x2222222222222222222222222222222222222222"],
  reputations: [
    { walletAddress: "0x1111111111111111111111111111111111111111", userId: 7, reputationBorrower: 3, reputationLender: 1 },
    { walletAddress: "0x2222222222222222222222222222222222222222", userId: 7, reputationBorrower: 2, reputationLender: 4 },
  ],
};
const REFERRAL: ReferralView = {
  id: 1,
  inviteeUserId: 9,
  inviteeName: "A very long invitee name",
  inviteeEmail: "bob***@example.com",
  status: "pending",
  rewardAmount: (50n * 10n ** 18n).toString(),
  rewardToken: "DFY",
  rewardDecimals: 18,
  createdAt: "2026-11-20T10:00:00.000Z",
  rewardedAt: null,
};

function routes(overrides: Record<string, MockReply | ((call: never) => MockReply)> = {}) {
  return {
    "GET /api/user/users/profile": okReply(PROFILE),
    "GET /api/user/users/referrals": okReply(pageOf([REFERRAL])),
    ...overrides,
  };
}

describe("personal profile page", { timeout: 20_000 }, () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:preview");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks a visitor to log in", async () => {
    mockApi({});
    renderRoute("/inventory/personal-profile");
    expect(await screen.findByText(P.loginRequired)).toBeTruthy();
  });

  it("shows the name, e-mail, reputation and referral code of the logged-in user", async () => {
    setToken("access-a");
    mockApi(routes());
    renderRoute("/inventory/personal-profile");
    expect(await screen.findByDisplayValue("Alice")).toBeTruthy();
    expect(screen.getByTestId("profile-email").textContent).toBe("alice@example.com");
    expect(screen.getByTestId("reputation-borrower").textContent).toBe("5");
    expect(screen.getByTestId("reputation-lender").textContent).toBe("5");
    expect(screen.getByDisplayValue("ALICE7")).toBeTruthy();
    expect(screen.getByDisplayValue(`${window.location.origin}/?referral_code=ALICE7`)).toBeTruthy();
  });

  it("copies the share link and says so", async () => {
    setToken("access-a");
    mockApi(routes());
    const user = userEvent.setup();
    renderRoute("/inventory/personal-profile");
    await user.click(await screen.findByRole("button", { name: `${P.copy} ${P.referralLink}` }));
    expect(await screen.findByText(TOAST_MESSAGES.copied)).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/?referral_code=ALICE7`);
  });

  it("updates the name, and refuses an empty one with the spec's message", async () => {
    setToken("access-a");
    const calls = mockApi(
      routes({ "PUT /api/user/users/profile": (call: { body: { name: string } }) => okReply({ ...PROFILE, name: call.body.name }) } as never),
    );
    renderRoute("/inventory/personal-profile");
    const field = await screen.findByRole("textbox", { name: P.name });
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole("button", { name: P.save }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
    await userEvent.type(field, "Alice Cooper");
    await userEvent.click(screen.getByRole("button", { name: P.save }));
    expect(await screen.findByText(P.saved)).toBeTruthy();
    expect(calls.find((call) => call.method === "PUT")!.body).toEqual({ name: "Alice Cooper" });
  });

  it.each([
    [415, PROFILE_API_MESSAGES.avatarUnsupported, PROFILE_ERRORS.avatarUnsupported.code],
    [413, PROFILE_API_MESSAGES.avatarTooLarge(2 * 1024 * 1024), PROFILE_ERRORS.avatarTooLarge.code],
  ])("previews the chosen avatar and shows the server's %i refusal in words", async (status, message, code) => {
    setToken("access-a");
    const calls = mockApi(routes({ "POST /api/user/users/avatar": errorReply(status, message, code) }));
    renderRoute("/inventory/personal-profile");
    const input = await screen.findByLabelText(P.changeAvatar, { selector: "input" });
    await userEvent.upload(input, new File(["x"], "me.png", { type: "image/png" }));
    expect(screen.getByTestId("avatar-preview")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: P.uploadAvatar }));
    expect(await screen.findByText(message)).toBeTruthy();
    const upload = calls.find((call) => call.method === "POST")!;
    expect(upload.body).toBeInstanceOf(FormData);
    expect((upload.body as FormData).get("file")).toBeInstanceOf(File);
  });

  it("uploads an avatar and shows it", async () => {
    setToken("access-a");
    let avatar: string | null = null;
    mockApi(
      routes({
        "GET /api/user/users/profile": () => okReply({ ...PROFILE, avatar }),
        "POST /api/user/users/avatar": () => {
          avatar = "/api/user/uploads/avatars/new.png";
          return okReply({ avatar });
        },
      }),
    );
    renderRoute("/inventory/personal-profile");
    const input = await screen.findByLabelText(P.changeAvatar, { selector: "input" });
    await userEvent.upload(input, new File(["x"], "me.png", { type: "image/png" }));
    await userEvent.click(screen.getByRole("button", { name: P.uploadAvatar }));
    expect(await screen.findByText(P.avatarUploaded)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("avatar").querySelector("img")?.getAttribute("src")).toBe("/api/user/uploads/avatars/new.png"));
  });

  it("lists referrals with the 50 DFY reward, its status, and cut table info", async () => {
    setToken("access-a");
    mockApi(routes());
    renderRoute("/inventory/personal-profile");
    const table = await screen.findByRole("table", { name: P.referralRecords });
    expect(within(table).getByText("50 DFY")).toBeTruthy();
    expect(within(table).getByText(P.referralStatus.pending)).toBeTruthy();
    expect(within(table).getByText("A very long i...")).toBeTruthy();
  });

  it("shows the referral list's loading, empty and error states", async () => {
    setToken("access-a");
    let release: (reply: MockReply) => void = () => undefined;
    mockApi(routes({ "GET /api/user/users/referrals": () => new Promise<MockReply>((resolve) => (release = resolve)) as never }));
    renderRoute("/inventory/personal-profile");
    await screen.findByDisplayValue("Alice");
    expect(screen.getByRole("status", { name: "Loading" })).toBeTruthy();
    release(okReply(pageOf([])));
    expect(await screen.findByText(P.referralEmpty)).toBeTruthy();
  });

  it("shows an error with Retry when the referrals cannot be loaded", async () => {
    setToken("access-a");
    let fail = true;
    mockApi(routes({ "GET /api/user/users/referrals": () => (fail ? errorReply(500, "boom") : okReply(pageOf([REFERRAL]))) }));
    renderRoute("/inventory/personal-profile");
    expect(await screen.findByText(P.loadFailed, {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: P.retry }));
    expect(await screen.findByText("50 DFY")).toBeTruthy();
  });
});
