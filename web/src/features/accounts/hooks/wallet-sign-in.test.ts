import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { getToken, logout, setToken } from "../../../stores/auth.ts";
import { answerConfirm as answerConfirmDialog, closeMessage } from "../../../stores/feedback.ts";
import { probeFeedback } from "../test/feedback-probe.ts";
import { mockApi, ok, refuse, renewedToken, sessionTokens } from "../test/mock-api.ts";
import { linkWithoutAsking, signInWithWallet } from "./wallet-sign-in.ts";
import { ownProfileOf } from "../../../test/own-profile.ts";

const ADDRESS = "0x1111111111111111111111111111111111111111";

function bridge() {
  return { removeWallet: vi.fn(async () => undefined), setSigned: vi.fn() };
}

let getFeedbackForTests: ReturnType<typeof probeFeedback>;
beforeEach(() => {
  getFeedbackForTests = probeFeedback();
});

afterEach(() => {
  vi.unstubAllGlobals();
  closeMessage();
  logout();
  localStorage.removeItem("lastToken");
});

describe("wallet sign-in (spec §4)", () => {
  it("fetches the message, shows the signing dialog while the wallet signs, then logs in with the signature", async () => {
    const api = mockApi({
      "GET /api/user/users/nonce": ok("Sign in to OpenPawn\nNonce: 42"),
      "POST /api/user/users/login": ok(sessionTokens("wallet-token", "r")),
    });
    const wallet = bridge();
    let blockingWhileSigning: string | undefined;
    const signMessage = vi.fn(async () => {
      blockingWhileSigning = getFeedbackForTests().blocking?.open ? getFeedbackForTests().blocking?.item : undefined;
      return "0xsigned";
    });

    await expect(signInWithWallet({ address: ADDRESS, signMessage, bridge: wallet })).resolves.toBe(true);

    expect(api.callsTo("GET", "/api/user/users/nonce")[0]?.query.get("walletAddress")).toBe(ADDRESS);
    expect(signMessage).toHaveBeenCalledWith("Sign in to OpenPawn\nNonce: 42");
    expect(blockingWhileSigning).toBe("Please sign wallet to use OpenPawn services");
    expect(api.callsTo("POST", "/api/user/users/login")[0]?.body).toEqual({ walletAddress: ADDRESS, signature: "0xsigned" });
    expect(getToken()).toBe("wallet-token");
    expect(localStorage.getItem("lastToken")).toBe("wallet-token");
    expect(wallet.setSigned).toHaveBeenCalledWith(true);
    expect(getFeedbackForTests().blocking?.open).toBe(false);
  });

  describe("a wallet connected after an e-mail login (issue 24)", () => {
    const PROFILE = ownProfileOf({ id: 7, name: "Alice", email: "alice@example.com", hasPassword: true });

    async function answerConfirm(yes: boolean) {
      await vi.waitFor(() => expect(getFeedbackForTests().confirm?.open).toBe(true));
      answerConfirmDialog(yes);
    }

    it("binds the wallet to the session with its signature, then offers the link and links it with that proof", async () => {
      setToken("email-session");
      const api = mockApi({
        "GET /api/user/users/nonce": ok("message"),
        "POST /api/user/users/refresh_token": ok(renewedToken("bound-token", ADDRESS)),
        "GET /api/user/users/profile": ok(PROFILE),
        "GET /api/user/users/check-validate": ok({ userId: null, walletAddress: ADDRESS.toLowerCase() }),
        "POST /api/user/users/link-wallet": ok({ userId: 7, walletAddress: ADDRESS.toLowerCase() }),
      });
      const wallet = bridge();
      const result = signInWithWallet({ address: ADDRESS, signMessage: async () => "0xsig", bridge: wallet });
      await answerConfirm(true);
      await expect(result).resolves.toBe(true);
      const [refresh] = api.callsTo("POST", "/api/user/users/refresh_token");
      expect(refresh?.body).toEqual({ walletAddress: ADDRESS, signature: "0xsig" });
      expect(refresh?.authorization).toBe("Bearer email-session");
      expect(api.callsTo("POST", "/api/user/users/login")).toHaveLength(0);
      expect(getFeedbackForTests().confirm?.item.description).toBe("Do you want to link the address 0x1111...1111 to the email ali***@example.com?");
      expect(Object.fromEntries(api.callsTo("GET", "/api/user/users/check-validate")[0]!.query)).toEqual({
        email: "alice@example.com",
        type: "2",
        walletAddress: ADDRESS,
      });
      expect(api.callsTo("POST", "/api/user/users/link-wallet")[0]?.body).toEqual({ walletAddress: ADDRESS, lastToken: "bound-token" });
      expect(getToken()).toBe("bound-token");
      expect(localStorage.getItem("lastToken")).toBe("bound-token");
      expect(wallet.setSigned).toHaveBeenCalledWith(true);
      expect(wallet.removeWallet).not.toHaveBeenCalled();
    });

    it("asks nothing for a wallet the account already holds", async () => {
      setToken("email-session");
      const api = mockApi({
        "GET /api/user/users/nonce": ok("message"),
        "POST /api/user/users/refresh_token": ok(renewedToken("bound-token", ADDRESS)),
        "GET /api/user/users/profile": ok(PROFILE),
        "GET /api/user/users/check-validate": ok({ userId: 7, walletAddress: ADDRESS.toLowerCase() }),
      });
      await expect(signInWithWallet({ address: ADDRESS, signMessage: async () => "0xsig", bridge: bridge() })).resolves.toBe(true);
      expect(getFeedbackForTests().confirm?.open ?? false).toBe(false);
      expect(api.callsTo("POST", "/api/user/users/link-wallet")).toHaveLength(0);
    });

    it("a wallet another account keeps gets the spec's answer: 'Oopps...!' with the first code, the wallet removed, logged out", async () => {
      setToken("email-session");
      const api = mockApi({
        "GET /api/user/users/nonce": ok("message"),
        "POST /api/user/users/refresh_token": refuse(409, ACCOUNTS_ERRORS.walletLinkedToOther.code),
        "PUT /api/user/users/logout": ok(),
      });
      const wallet = bridge();
      await expect(signInWithWallet({ address: ADDRESS, signMessage: async () => "0xsig", bridge: wallet })).resolves.toBe(false);
      expect(getFeedbackForTests().message?.item).toMatchObject({ variant: "error", text: "Oopps...!", description: "user.wallet.linked-to-other-account" });
      expect(wallet.removeWallet).toHaveBeenCalled();
      expect(api.callsTo("PUT", "/api/user/users/logout")).toHaveLength(1);
      expect(getToken()).toBeNull();
    });

    it("declining the link removes the wallet and logs out, as in the other order", async () => {
      setToken("email-session");
      const api = mockApi({
        "GET /api/user/users/nonce": ok("message"),
        "POST /api/user/users/refresh_token": ok(renewedToken("bound-token", ADDRESS)),
        "GET /api/user/users/profile": ok(PROFILE),
        "GET /api/user/users/check-validate": ok({ userId: null, walletAddress: ADDRESS.toLowerCase() }),
        "PUT /api/user/users/logout": ok(),
      });
      const wallet = bridge();
      const result = signInWithWallet({ address: ADDRESS, signMessage: async () => "0xsig", bridge: wallet });
      await answerConfirm(false);
      await expect(result).resolves.toBe(false);
      expect(api.callsTo("POST", "/api/user/users/link-wallet")).toHaveLength(0);
      expect(wallet.removeWallet).toHaveBeenCalled();
      expect(getToken()).toBeNull();
    });
  });

  it("Link this wallet links the connected wallet of the signed-in account without asking again", async () => {
    setToken("bound-token");
    localStorage.setItem("lastToken", "bound-token");
    const api = mockApi({
      "GET /api/user/users/profile": ok(ownProfileOf({ id: 7, name: "Alice", email: "alice@example.com", hasPassword: true })),
      "GET /api/user/users/check-validate": ok({ userId: null, walletAddress: ADDRESS.toLowerCase() }),
      "POST /api/user/users/link-wallet": ok({ userId: 7, walletAddress: ADDRESS.toLowerCase() }),
    });
    await expect(linkWithoutAsking({ address: ADDRESS, signMessage: async () => "0xsig", bridge: bridge() })).resolves.toBe(true);
    expect(getFeedbackForTests().confirm?.open ?? false).toBe(false);
    expect(api.callsTo("POST", "/api/user/users/link-wallet")[0]?.body).toEqual({ walletAddress: ADDRESS, lastToken: "bound-token" });
  });

  it("refusing to sign says so, removes the wallet and logs out", async () => {
    setToken("old-session");
    const api = mockApi({ "GET /api/user/users/nonce": ok("message"), "PUT /api/user/users/logout": ok() });
    const wallet = bridge();
    const result = await signInWithWallet({
      address: ADDRESS,
      signMessage: async () => Promise.reject(Object.assign(new Error("User rejected the request."), { code: 4001 })),
      bridge: wallet,
    });
    expect(result).toBe(false);
    expect(getFeedbackForTests().message?.item.text).toBe("You must sign wallet signature to use the service");
    expect(wallet.removeWallet).toHaveBeenCalled();
    expect(wallet.setSigned).not.toHaveBeenCalled();
    expect(api.callsTo("PUT", "/api/user/users/logout")).toHaveLength(1);
    expect(getToken()).toBeNull();
    expect(getFeedbackForTests().blocking?.open).toBe(false);
  });

  it("a refused login removes the wallet and tells the user", async () => {
    mockApi({
      "GET /api/user/users/nonce": ok("message"),
      "POST /api/user/users/login": refuse(401, ACCOUNTS_ERRORS.walletSignatureInvalid.code),
    });
    const wallet = bridge();
    await expect(signInWithWallet({ address: ADDRESS, signMessage: async () => "0xsig", bridge: wallet })).resolves.toBe(false);
    expect(wallet.removeWallet).toHaveBeenCalled();
    expect(getFeedbackForTests().message?.item.text).toBe("Your username or password is not correct, please try again");
    expect(getToken()).toBeNull();
  });

  it("runs once at a time", async () => {
    const api = mockApi({ "GET /api/user/users/nonce": ok("message"), "POST /api/user/users/login": ok(sessionTokens("t")) });
    const deps = { address: ADDRESS, signMessage: async () => "0xsig", bridge: bridge() } as const;
    await Promise.all([signInWithWallet(deps), signInWithWallet(deps)]);
    expect(api.callsTo("GET", "/api/user/users/nonce")).toHaveLength(1);
  });
});
