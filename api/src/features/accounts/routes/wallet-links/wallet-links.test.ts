import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { users } from "../../../../db/schema.ts";
import { buildTestApp } from "../../../../test/test-app.ts";
import { makeUser, makeWalletUser, randomWallet, walletSessionToken } from "../../../../test/profile-fixtures.ts";

describe("wallet ↔ e-mail linking", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const checkValidate = (headers: Record<string, string>, query: Record<string, string>) =>
    app.inject({ method: "GET", url: "/api/user/users/check-validate", headers, query });
  const link = (headers: Record<string, string>, payload: object) => app.inject({ method: "POST", url: "/api/user/users/link-wallet", headers, payload });

  it("check-validate: 200 without userId for a free or wallet-only wallet, with userId once linked", async () => {
    const user = await makeUser(app);
    const free = await checkValidate(user.auth, { email: user.email!, type: "2", walletAddress: randomWallet() });
    expect(free.statusCode).toBe(200);
    expect(free.json().data.userId).toBeNull();

    const walletOnly = await makeWalletUser(app);
    const mergeable = await checkValidate(user.auth, { email: user.email!, type: "2", walletAddress: walletOnly.wallet! });
    expect(mergeable.json().data.userId).toBeNull();

    const linked = await link(user.auth, { walletAddress: walletOnly.wallet, lastToken: walletOnly.token });
    expect(linked.statusCode).toBe(200);
    const after = await checkValidate(user.auth, { email: user.email!.toUpperCase(), type: "1", walletAddress: walletOnly.wallet! });
    expect(after.json()).toEqual({ code: 200, data: { userId: user.id, walletAddress: walletOnly.wallet } });
  });

  it("linking folds the wallet-only account into the e-mail account and keeps its terms", async () => {
    const user = await makeUser(app);
    const walletOnly = await makeWalletUser(app);
    await app.inject({ method: "POST", url: "/api/user/users/accept-term-condition", headers: walletOnly.auth, payload: { investorType: 2 } });
    const response = await link(user.auth, { walletAddress: walletOnly.wallet!.toUpperCase().replace("0X", "0x"), lastToken: walletOnly.token });
    expect(response.statusCode).toBe(200);
    expect(await app.database.db.select().from(users).where(eq(users.id, walletOnly.id))).toEqual([]);
    const wallets = await app.inject({ method: "GET", url: "/api/user/users/wallet-address", headers: user.auth });
    expect(wallets.json().data.map((row: { walletAddress: string }) => row.walletAddress)).toEqual([walletOnly.wallet]);
    const terms = await app.inject({ method: "GET", url: "/api/user/users/accept-term-condition", headers: user.auth });
    expect(terms.json().data).toEqual({ isAcceptTermAndCondition: true, investorType: 2 });
    // The wallet-only account's session ended with it.
    const old = await app.inject({ method: "GET", url: "/api/user/users/profile", headers: walletOnly.auth });
    expect(old.statusCode).toBe(401);
  });

  it("refuses a wallet that belongs to another e-mail account", async () => {
    const wallet = randomWallet();
    const owner = await makeUser(app, { wallet });
    const other = await makeUser(app);
    const response = await checkValidate(other.auth, { email: other.email!, type: "2", walletAddress: wallet });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 409, errorCodes: ["user.wallet.linked-to-other-account"] });
    const token = await walletSessionToken(app, owner.id, wallet);
    const linkAttempt = await link(other.auth, { walletAddress: wallet, lastToken: token });
    expect(linkAttempt.statusCode).toBe(409);
    expect(linkAttempt.json().errorCodes).toEqual(["user.wallet.linked-to-other-account"]);
  });

  it("refuses to merge a wallet-only account that holds other wallets", async () => {
    const walletOnly = await makeWalletUser(app);
    const second = randomWallet();
    const walletOnlyTwo = await makeUser(app, { email: null, wallet: second });
    // Move the second wallet under the first wallet-only account.
    await link(walletOnly.auth, { walletAddress: second, lastToken: walletOnlyTwo.token });
    const user = await makeUser(app);
    const response = await link(user.auth, { walletAddress: walletOnly.wallet, lastToken: walletOnly.token });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCodes).toEqual(["user.wallet.account-not-empty"]);
  });

  it("needs a lastToken of a wallet-login session for that very wallet", async () => {
    const user = await makeUser(app);
    const walletOnly = await makeWalletUser(app);
    const otherWallet = await makeWalletUser(app);
    const cases = [
      { walletAddress: walletOnly.wallet, lastToken: otherWallet.token },
      { walletAddress: walletOnly.wallet, lastToken: user.token },
      { walletAddress: walletOnly.wallet, lastToken: "garbage" },
      { walletAddress: randomWallet(), lastToken: walletOnly.token },
    ];
    for (const payload of cases) {
      const response = await link(user.auth, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(403);
      expect(response.json().errorCodes).toEqual(["user.wallet.invalid-proof"]);
    }
    await app.sessions.revokeAllOf(walletOnly.id);
    const revoked = await link(user.auth, { walletAddress: walletOnly.wallet, lastToken: walletOnly.token });
    expect(revoked.statusCode).toBe(403);
  });

  it("check-validate only answers about the caller's own e-mail, and validates its input", async () => {
    const user = await makeUser(app);
    const other = await makeUser(app);
    const foreign = await checkValidate(user.auth, { email: other.email!, type: "2", walletAddress: randomWallet() });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errorCodes).toEqual(["user.email.not-owned"]);
    const anonymous = await checkValidate({}, { email: user.email!, type: "2", walletAddress: randomWallet() });
    expect(anonymous.statusCode).toBe(401);
    for (const query of [
      { email: user.email!, type: "2", walletAddress: "0x123" },
      { email: "not-an-email", type: "2", walletAddress: randomWallet() },
      { email: user.email!, type: "7", walletAddress: randomWallet() },
      { email: user.email!, type: "2" },
    ]) {
      const response = await checkValidate(user.auth, query as Record<string, string>);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().code).toBe(400);
    }
    const badLink = await link(user.auth, { walletAddress: "0xzz", lastToken: "x" });
    expect(badLink.statusCode).toBe(400);
  });

  it("disassociate: only one's own wallet, never the wallet of the current session or the last way in", async () => {
    const wallet = randomWallet();
    const spare = randomWallet();
    const owner = await makeUser(app, { wallet });
    const intruder = await makeUser(app);
    const notMine = await app.inject({ method: "PUT", url: "/api/user/users/disassociate", headers: intruder.auth, payload: { walletAddress: wallet } });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().errorCodes).toEqual(["user.wallet.not-owned"]);
    const stillThere = await app.inject({ method: "GET", url: "/api/user/users/wallet-address", headers: owner.auth });
    expect(stillThere.json().data).toHaveLength(1);

    const inSession = { authorization: `Bearer ${await walletSessionToken(app, owner.id, wallet)}` };
    const current = await app.inject({ method: "PUT", url: "/api/user/users/disassociate", headers: inSession, payload: { walletAddress: wallet } });
    expect(current.statusCode).toBe(409);
    expect(current.json().errorCodes).toEqual(["user.wallet.in-session"]);

    const walletOnly = await makeUser(app, { email: null, wallet: spare });
    const sessionless = { authorization: `Bearer ${(await app.sessions.start(walletOnly.id)).access_token}` };
    const last = await app.inject({ method: "PUT", url: "/api/user/users/disassociate", headers: sessionless, payload: { walletAddress: spare } });
    expect(last.statusCode).toBe(409);
    expect(last.json().errorCodes).toEqual(["user.wallet.last-login-method"]);

    const done = await app.inject({ method: "PUT", url: "/api/user/users/disassociate", headers: owner.auth, payload: { walletAddress: wallet } });
    expect(done.json()).toEqual({ code: 200, data: { walletAddress: wallet } });
    expect(await app.inject({ method: "GET", url: "/api/user/users/profile", headers: inSession }).then((r) => r.statusCode)).toBe(401);
    const empty = await app.inject({ method: "GET", url: "/api/user/users/wallet-address", headers: owner.auth });
    expect(empty.json().data).toEqual([]);
    const bad = await app.inject({ method: "PUT", url: "/api/user/users/disassociate", headers: owner.auth, payload: { walletAddress: "nope" } });
    expect(bad.statusCode).toBe(400);
  });
});
