import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act } from "@testing-library/react";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";
import { getToken, setToken } from "../../../stores/auth.ts";
import { answerConfirm, closeMessage } from "../../../stores/feedback.ts";
import { probeFeedback } from "../test/feedback-probe.ts";
import { mockApi, ok, refuse, renewedToken } from "../test/mock-api.ts";
import { offerWalletLink } from "./wallet-link.ts";

const ADDRESS = "0xAbCd111111111111111111111111111111119876";
const EMAIL = "alice@example.com";

let feedback: ReturnType<typeof probeFeedback>;
const bridge = () => ({ removeWallet: vi.fn(async () => undefined), setSigned: vi.fn() });
const sign = vi.fn(async () => "0xfresh");

beforeEach(() => {
  feedback = probeFeedback();
  setToken("email-session");
  localStorage.setItem("lastToken", "wallet-session");
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => closeMessage());
});

/** Waits for the confirm dialog, then answers it. */
async function answer(yes: boolean) {
  await vi.waitFor(() => expect(feedback().confirm?.open).toBe(true), { timeout: 10_000 });
  act(() => answerConfirm(yes));
}

describe("the wallet-e-mail check after a password login (spec §4)", () => {
  it("asks with check-validate type 2 and proceeds when the wallet already belongs to the account", async () => {
    const api = mockApi({ "GET /api/user/users/check-validate": ok({ userId: 7, walletAddress: ADDRESS.toLowerCase() }) });
    const wallet = bridge();
    await expect(offerWalletLink({ email: EMAIL, address: ADDRESS, bridge: wallet, signMessage: sign })).resolves.toBe(true);
    const [check] = api.callsTo("GET", "/api/user/users/check-validate");
    expect(Object.fromEntries(check!.query)).toEqual({ email: EMAIL, type: "2", walletAddress: ADDRESS });
    expect(feedback().confirm).toBeNull();
    expect(wallet.removeWallet).not.toHaveBeenCalled();
  });

  it("offers to link a free wallet with the shortened address and the masked e-mail; linking proceeds", async () => {
    const api = mockApi({
      "GET /api/user/users/check-validate": ok({ userId: null, walletAddress: ADDRESS.toLowerCase() }),
      "POST /api/user/users/link-wallet": ok({ userId: 7, walletAddress: ADDRESS }),
    });
    const result = offerWalletLink({ email: EMAIL, address: ADDRESS, bridge: bridge(), signMessage: sign });
    await vi.waitFor(() => expect(feedback().confirm?.open).toBe(true), { timeout: 10_000 });
    expect(feedback().confirm?.item.description).toBe("Do you want to link the address 0xAbCd...9876 to the email ali***@example.com?");
    await answer(true);
    await expect(result).resolves.toBe(true);
    expect(api.callsTo("POST", "/api/user/users/link-wallet")[0]?.body).toEqual({ walletAddress: ADDRESS, lastToken: "wallet-session" });
    expect(getToken()).toBe("email-session");
  });

  it("when the wallet session behind lastToken has ended, binds the wallet to the e-mail session with a fresh signature and links with that", async () => {
    localStorage.setItem("lastToken", "revoked-wallet-session");
    const api = mockApi({
      "GET /api/user/users/check-validate": ok({ userId: null, walletAddress: ADDRESS.toLowerCase() }),
      "POST /api/user/users/link-wallet": (call) =>
        (call.body as { lastToken: string }).lastToken === "bound-email-session" ? ok({ userId: 7, walletAddress: ADDRESS }) : refuse(403, ACCOUNTS_ERRORS.walletProofInvalid.code),
      "GET /api/user/users/nonce": ok("message to sign"),
      "POST /api/user/users/refresh_token": (call) =>
        call.authorization === "Bearer email-session" ? ok(renewedToken("bound-email-session", ADDRESS)) : refuse(401, PLATFORM_ERRORS.unauthorized.code),
    });
    const result = offerWalletLink({ email: EMAIL, address: ADDRESS, bridge: bridge(), signMessage: sign });
    await answer(true);
    await expect(result).resolves.toBe(true);
    expect(sign).toHaveBeenCalledWith("message to sign");
    expect(api.callsTo("POST", "/api/user/users/refresh_token")[0]?.body).toEqual({ walletAddress: ADDRESS, signature: "0xfresh" });
    expect(api.callsTo("POST", "/api/user/users/link-wallet").at(-1)?.body).toEqual({ walletAddress: ADDRESS, lastToken: "bound-email-session" });
    expect(localStorage.getItem("lastToken")).toBe("bound-email-session");
    // The e-mail session stays the session (renewed with the wallet bound); no wallet-only account is made for the proof.
    expect(getToken()).toBe("bound-email-session");
    expect(api.callsTo("POST", "/api/user/users/login")).toHaveLength(0);
  });

  it("declining the link removes the wallet and logs out", async () => {
    const api = mockApi({ "GET /api/user/users/check-validate": ok({ userId: null, walletAddress: ADDRESS.toLowerCase() }), "PUT /api/user/users/logout": ok() });
    const wallet = bridge();
    const result = offerWalletLink({ email: EMAIL, address: ADDRESS, bridge: wallet, signMessage: sign });
    await answer(false);
    await expect(result).resolves.toBe(false);
    expect(wallet.removeWallet).toHaveBeenCalled();
    expect(api.callsTo("POST", "/api/user/users/link-wallet")).toHaveLength(0);
    expect(api.callsTo("PUT", "/api/user/users/logout")).toHaveLength(1);
    expect(getToken()).toBeNull();
  });

  it("a refused link removes the wallet and logs out", async () => {
    mockApi({
      "GET /api/user/users/check-validate": ok({ userId: null, walletAddress: ADDRESS.toLowerCase() }),
      "POST /api/user/users/link-wallet": refuse(403, ACCOUNTS_ERRORS.walletProofInvalid.code, "The wallet could not be verified"),
    });
    const wallet = bridge();
    const result = offerWalletLink({ email: EMAIL, address: ADDRESS, bridge: wallet, signMessage: sign });
    await answer(true);
    await expect(result).resolves.toBe(false);
    expect(wallet.removeWallet).toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });

  it("a refused check shows 'Oopps...!' with the first error code, removes the wallet and logs out", async () => {
    mockApi({ "GET /api/user/users/check-validate": refuse(409, ACCOUNTS_ERRORS.walletLinkedToOther.code) });
    const wallet = bridge();
    await expect(offerWalletLink({ email: EMAIL, address: ADDRESS, bridge: wallet, signMessage: sign })).resolves.toBe(false);
    expect(feedback().message?.item).toMatchObject({ text: "Oopps...!", description: "user.wallet.linked-to-other-account", variant: "error" });
    expect(wallet.removeWallet).toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });
});
