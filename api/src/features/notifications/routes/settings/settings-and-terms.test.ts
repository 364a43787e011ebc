import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { TERMS_MESSAGES } from "@openpawn/shared/accounts/messages";
import { buildTestApp } from "../../../../test/test-app.ts";
import { makeUser, makeWalletUser, randomWallet } from "../../../../test/profile-fixtures.ts";

describe("email-setting, noti-setting and terms acceptance", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("settings start at their defaults and change per user, partially", async () => {
    const a = await makeUser(app);
    const b = await makeUser(app);
    const get = (auth: Record<string, string>, url: string) => app.inject({ method: "GET", url, headers: auth }).then((r) => r.json().data);
    expect(await get(a.auth, "/api/user/email-setting")).toEqual({ receiveLendingEmails: true, receiveMarketingEmails: false });
    expect(await get(a.auth, "/api/user/noti-setting")).toEqual({ push: true, borrower: true, lender: true, system: true });

    const email = await app.inject({ method: "PUT", url: "/api/user/email-setting", headers: a.auth, payload: { receiveMarketingEmails: true } });
    expect(email.json()).toEqual({ code: 200, data: { receiveLendingEmails: true, receiveMarketingEmails: true } });
    const noti = await app.inject({ method: "PUT", url: "/api/user/noti-setting", headers: a.auth, payload: { push: false, lender: false } });
    expect(noti.json().data).toEqual({ push: false, borrower: true, lender: false, system: true });
    expect(await get(a.auth, "/api/user/email-setting")).toEqual({ receiveLendingEmails: true, receiveMarketingEmails: true });

    // B sees and changes only B's own settings.
    expect(await get(b.auth, "/api/user/email-setting")).toEqual({ receiveLendingEmails: true, receiveMarketingEmails: false });
    expect(await get(b.auth, "/api/user/noti-setting")).toEqual({ push: true, borrower: true, lender: true, system: true });
    await app.inject({ method: "PUT", url: "/api/user/noti-setting", headers: b.auth, payload: { system: false, userId: a.id } });
    expect((await get(a.auth, "/api/user/noti-setting")).system).toBe(true);
  });

  it("settings refuse anonymous callers and malformed bodies", async () => {
    const a = await makeUser(app);
    for (const url of ["/api/user/email-setting", "/api/user/noti-setting"]) {
      expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);
      expect((await app.inject({ method: "PUT", url, payload: { push: true } })).statusCode).toBe(401);
    }
    for (const [url, payload] of [
      ["/api/user/email-setting", { receiveMarketingEmails: "yes" }],
      ["/api/user/email-setting", {}],
      ["/api/user/email-setting", { push: true }],
      ["/api/user/noti-setting", { push: 1 }],
      ["/api/user/noti-setting", { everything: false }],
    ] as const) {
      const response = await app.inject({ method: "PUT", url, headers: a.auth, payload });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
    }
  });

  it("terms: by account when logged in, with the investor type", async () => {
    const a = await makeUser(app);
    const url = "/api/user/users/accept-term-condition";
    expect((await app.inject({ method: "GET", url, headers: a.auth })).json().data).toEqual({ isAcceptTermAndCondition: false, investorType: null });
    const emptyWallet = await app.inject({ method: "GET", url, headers: a.auth, query: { walletAddress: "" } });
    expect(emptyWallet.statusCode).toBe(200);
    const accepted = await app.inject({ method: "POST", url, headers: a.auth, payload: {} });
    expect(accepted.json().data).toEqual({ isAcceptTermAndCondition: true, investorType: null });
    const typed = await app.inject({ method: "POST", url, headers: a.auth, payload: { investorType: 3 } });
    expect(typed.json().data).toEqual({ isAcceptTermAndCondition: true, investorType: 3 });
    const profile = await app.inject({ method: "GET", url: "/api/user/users/profile", headers: a.auth });
    expect(profile.json().data).toMatchObject({ isAcceptTermAndCondition: true, investorType: 3 });
    for (const investorType of [0, 4, "2", 1.5]) {
      const bad = await app.inject({ method: "POST", url, headers: a.auth, payload: { investorType } });
      expect(bad.statusCode, String(investorType)).toBe(400);
      expect(bad.json().message).toBe("Investor type must be 1, 2 or 3");
    }
  });

  it("terms: read by a known wallet when anonymous, written only by its signed-in owner; an unknown wallet gets the spec's error", async () => {
    const url = "/api/user/users/accept-term-condition";
    const walletUser = await makeWalletUser(app);
    const before = await app.inject({ method: "GET", url, query: { walletAddress: walletUser.wallet! } });
    expect(before.json().data).toEqual({ isAcceptTermAndCondition: false, investorType: null });
    // Anyone can name a wallet: an anonymous write in its name is refused, and changes nothing.
    for (const request of [{ query: { walletAddress: walletUser.wallet! } }, { payload: { walletAddress: walletUser.wallet! } }]) {
      const forged = await app.inject({ method: "POST", url, ...request, payload: { ...("payload" in request ? request.payload : {}), investorType: 1 } });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({ code: 401, message: TERMS_MESSAGES.signInRequired, errorCodes: ["user.terms.sign-in-required"] });
    }
    expect((await app.inject({ method: "GET", url, query: { walletAddress: walletUser.wallet! } })).json().data).toEqual(before.json().data);
    // Its owner, signed in with it, records it; anyone may then read it by the wallet.
    expect((await app.inject({ method: "POST", url, headers: walletUser.auth, payload: { investorType: 1 } })).json().data).toEqual({ isAcceptTermAndCondition: true, investorType: 1 });
    expect((await app.inject({ method: "GET", url, query: { walletAddress: walletUser.wallet! } })).json().data.isAcceptTermAndCondition).toBe(true);

    const unknown = await app.inject({ method: "POST", url, payload: { walletAddress: randomWallet() } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, message: TERMS_MESSAGES.associationMissing, errorCodes: ["user.wallet.association-not-found"] });
    expect(unknown.json().message).toBe("Association with this wallet address doesn't exist!");
    expect((await app.inject({ method: "GET", url, query: { walletAddress: randomWallet() } })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url, query: { walletAddress: "0xnope" } })).statusCode).toBe(400);
  });

  it("terms: user B cannot read or change user A's acceptance", async () => {
    const url = "/api/user/users/accept-term-condition";
    const wallet = randomWallet();
    const a = await makeUser(app, { wallet });
    const b = await makeUser(app);
    await app.inject({ method: "POST", url, headers: b.auth, payload: { walletAddress: wallet, investorType: 2 } });
    expect((await app.inject({ method: "GET", url, headers: a.auth })).json().data).toEqual({ isAcceptTermAndCondition: false, investorType: null });
    await app.inject({ method: "POST", url, headers: a.auth, payload: { investorType: 1 } });
    const bView = await app.inject({ method: "GET", url, headers: b.auth, query: { walletAddress: wallet } });
    expect(bView.json().data).toEqual({ isAcceptTermAndCondition: true, investorType: 2 });
    expect((await app.inject({ method: "GET", url, headers: a.auth })).json().data.investorType).toBe(1);
  });
});
