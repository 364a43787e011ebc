import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";
import { parseSiweMessage } from "viem/siwe";
import { sessions, userWallets, users } from "../../../../db/schema.ts";
import { createSignInMessage } from "../../wallet-auth/wallet-nonces.ts";
import { buildTestApp } from "../../../../test/test-app.ts";
import { lastMailTo, solveTestCaptcha } from "../../../../test/captcha.ts";
import { makeUser } from "../../../../test/profile-fixtures.ts";

describe("wallet sign-in: nonce, login with a signature, refresh with a signature", () => {
  let app: FastifyInstance;
  const newWallet = () => privateKeyToAccount(generatePrivateKey());
  const registered: unknown[] = [];

  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL: "https://app.openpawn.test", CHAIN_ID: "1337", RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_NONCE_PER_IP: "1000" });
    app.accountEvents.on("user-registered", (payload) => void registered.push(payload));
  });
  afterAll(() => app.close());

  async function nonce(address: string) {
    const response = await app.inject({ method: "GET", url: `/api/user/users/nonce?walletAddress=${address}` });
    expect(response.statusCode).toBe(200);
    return response.json().data as string;
  }
  async function signedLogin(wallet: PrivateKeyAccount, signer = wallet) {
    const message = await nonce(wallet.address);
    const signature = await signer.signMessage({ message });
    const response = await app.inject({ method: "POST", url: "/api/user/users/login", payload: { walletAddress: wallet.address, signature } });
    return { response, signature };
  }

  it("answers an EIP-4361 message in data, for the configured domain and chain, expiring in 5 minutes", async () => {
    const wallet = newWallet();
    const message = await nonce(wallet.address.toLowerCase());
    const parsed = parseSiweMessage(message);
    expect(parsed).toMatchObject({ domain: "app.openpawn.test", address: wallet.address, uri: "https://app.openpawn.test", version: "1", chainId: 1337 });
    expect(message).toContain("Sign in to OpenPawn.");
    expect(parsed.expirationTime!.getTime() - parsed.issuedAt!.getTime()).toBe(5 * 60_000);
    expect(parsed.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/);
    expect(await nonce(wallet.address)).not.toBe(message);
  });

  it("counts only failed proofs, per wallet and address: a stranger's junk sign-ins keep only the stranger waiting", async () => {
    const wallet = newWallet();
    const junk = `0x${"11".repeat(65)}`;
    const fromStranger = () =>
      app.inject({ method: "POST", url: "/api/user/users/login", payload: { walletAddress: wallet.address, signature: junk }, remoteAddress: "10.9.0.1" });
    // Five failures are free (RATE_LIMIT_LOGIN_FAILURES); then each further try waits, longer every time.
    for (let attempt = 0; attempt < 5; attempt++) expect((await fromStranger()).statusCode).toBe(401);
    expect((await fromStranger()).statusCode).toBe(401);
    const waiting = await fromStranger();
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().errorCodes).toEqual(["rate_limited"]);
    expect(Number(waiting.headers["retry-after"])).toBeGreaterThan(0);
    for (let attempt = 0; attempt < 15; attempt++) await fromStranger();

    // The owner, signing from their own address, is not held back.
    const message = await nonce(wallet.address);
    const signature = await wallet.signMessage({ message });
    const owner = await app.inject({ method: "POST", url: "/api/user/users/login", payload: { walletAddress: wallet.address, signature }, remoteAddress: "10.9.0.2" });
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it("refuses malformed addresses with 400", async () => {
    for (const bad of ["", "0x123", "0xZZ00000000000000000000000000000000000000", "0x52908400098527886E0F7030069857D2E4169Ee7"]) {
      const response = await app.inject({ method: "GET", url: `/api/user/users/nonce?walletAddress=${bad}` });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().errorCodes).toEqual(["user.wallet.invalid-address"]);
    }
    const login = await app.inject({ method: "POST", url: "/api/user/users/login", payload: { walletAddress: "0x1234", signature: "0x00" } });
    expect(login.statusCode).toBe(400);
    expect(login.json().errorCodes).toEqual(["user.wallet.invalid-address"]);
    const noSignature = await app.inject({ method: "POST", url: "/api/user/users/login", payload: { walletAddress: newWallet().address } });
    expect(noSignature.json().errorCodes).toEqual(["user.wallet.signature-required"]);
  });

  it("creates a wallet-only account on first sign-in and finds it again next time", async () => {
    const wallet = newWallet();
    const first = await signedLogin(wallet);
    expect(first.response.statusCode).toBe(200);
    const data = first.response.json().data;
    expect(data).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 3600 });
    expect(first.response.cookies.find((cookie) => cookie.name === "refresh_token")?.value).toBe(data.refresh_token);

    const [link] = await app.database.db.select().from(userWallets).where(eq(userWallets.address, wallet.address.toLowerCase()));
    const [user] = await app.database.db.select().from(users).where(eq(users.id, link!.userId));
    expect(user).toMatchObject({ email: null, status: "active", passwordHash: null });
    // The web app offers no Change Password to such an account: its profile says it has no password.
    const profile = await app.inject({ method: "GET", url: "/api/user/users/profile", headers: { authorization: `Bearer ${data.access_token}` } });
    expect(profile.json().data).toMatchObject({ id: user!.id, email: null, hasPassword: false });
    const [session] = await app.database.db.select().from(sessions).where(eq(sessions.id, data.refresh_token.split(".")[0]));
    expect(session!.walletAddress).toBe(wallet.address.toLowerCase());
    expect(registered).toContainEqual({ userId: user!.id, referredByUserId: null, email: null, via: "wallet" });

    const second = await signedLogin(wallet);
    const [again] = await app.database.db.select().from(sessions).where(eq(sessions.id, second.response.json().data.refresh_token.split(".")[0]));
    expect(again!.userId).toBe(user!.id);
  });

  it("refuses a replayed signature, an expired message and another address's signature", async () => {
    const wallet = newWallet();
    const { signature } = await signedLogin(wallet);
    const replay = await app.inject({ method: "POST", url: "/api/user/users/login", payload: { walletAddress: wallet.address, signature } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errorCodes).toEqual(["user.wallet.nonce-invalid"]);

    const late = newWallet();
    const { message } = await createSignInMessage(app.database.db, {
      address: late.address,
      publicUrl: "https://app.openpawn.test",
      chainId: 1337,
      now: new Date(Date.now() - 6 * 60_000),
    });
    const expired = await app.inject({
      method: "POST",
      url: "/api/user/users/login",
      payload: { walletAddress: late.address, signature: await late.signMessage({ message }) },
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errorCodes).toEqual(["user.wallet.nonce-invalid"]);

    const victim = newWallet();
    const forged = await signedLogin(victim, newWallet());
    expect(forged.response.statusCode).toBe(401);
    expect(forged.response.json()).toMatchObject({ code: 401, errorCodes: ["user.wallet.invalid-signature"] });
    const garbage = await app.inject({ method: "POST", url: "/api/user/users/login", payload: { walletAddress: victim.address, signature: `0x${"ab".repeat(65)}` } });
    expect(garbage.statusCode).toBe(401);
  });

  it("binds a signed wallet to the logged-in session (refresh with signature), never one of another account", async () => {
    const email = `wallet-${Date.now()}@example.com`;
    const captcha = await solveTestCaptcha(app);
    await app.inject({
      method: "POST",
      url: "/api/user/users/signup",
      payload: { name: "W", email, password: "Secret#2024", challenge: captcha.challenge, recaptcha_response: captcha.response },
    });
    const key = new URL((await lastMailTo(app, email)).links[0]!).searchParams.get("confirmation_key")!;
    await app.inject({ method: "POST", url: `/api/user/users/confirmation?key=${key}` });
    const loginCaptcha = await solveTestCaptcha(app, { purpose: "login" });
    const login = await app.inject({
      method: "POST",
      url: "/api/user/users/login",
      payload: { username: email, password: "Secret#2024", challenge: loginCaptcha.challenge, recaptchaResponse: loginCaptcha.response },
    });
    const tokens = login.json().data as { access_token: string; refresh_token: string };
    const wallet = newWallet();

    const anonymous = await app.inject({
      method: "POST",
      url: "/api/user/users/refresh_token",
      payload: { walletAddress: wallet.address, signature: await wallet.signMessage({ message: await nonce(wallet.address) }) },
    });
    expect(anonymous.statusCode).toBe(401);

    let boundToken = "";
    for (const path of ["refresh_token", "refresh-token-wallet"]) {
      const signature = await wallet.signMessage({ message: await nonce(wallet.address) });
      const bound = await app.inject({
        method: "POST",
        url: `/api/user/users/${path}`,
        headers: { authorization: `Bearer ${tokens.access_token}` },
        payload: { walletAddress: wallet.address, signature },
      });
      expect(bound.statusCode, path).toBe(200);
      expect(bound.json().data).toEqual({ access_token: expect.any(String), expires_in: 3600, walletAddress: wallet.address });
      boundToken = bound.json().data.access_token;
    }
    const [session] = await app.database.db.select().from(sessions).where(eq(sessions.id, tokens.refresh_token.split(".")[0]!));
    expect(session!.walletAddress).toBe(wallet.address.toLowerCase());
    const out = await app.inject({ method: "PUT", url: "/api/user/users/logout", headers: { authorization: `Bearer ${boundToken}` } });
    expect(out.statusCode).toBe(200);

  });

  /** A session of a new e-mail account (made directly: this is about wallets, not sign-up). */
  async function emailSession() {
    return (await makeUser(app)).auth;
  }
  async function bind(auth: { authorization: string }, wallet: PrivateKeyAccount) {
    const signature = await wallet.signMessage({ message: await nonce(wallet.address) });
    return app.inject({ method: "POST", url: "/api/user/users/refresh_token", headers: auth, payload: { walletAddress: wallet.address, signature } });
  }
  const link = (auth: { authorization: string }, walletAddress: string, lastToken: string) =>
    app.inject({ method: "POST", url: "/api/user/users/link-wallet", headers: auth, payload: { walletAddress, lastToken } });
  const walletsOf = async (auth: { authorization: string }) =>
    ((await app.inject({ method: "GET", url: "/api/user/users/wallet-address", headers: auth })).json().data as { walletAddress: string }[]).map(
      (row) => row.walletAddress,
    );

  it("never binds a wallet another account keeps to somebody else's session: the link check's refusals", async () => {
    // Another e-mail account's wallet.
    const victimWallet = newWallet();
    await makeUser(app, { wallet: victimWallet.address.toLowerCase() });
    const attacker = await emailSession();
    const linkedElsewhere = await bind(attacker, victimWallet);
    expect(linkedElsewhere.statusCode).toBe(409);
    expect(linkedElsewhere.json().errorCodes).toEqual(["user.wallet.linked-to-other-account"]);
    // A wallet-only account that holds more than this wallet is not folded into anyone's.
    const busy = newWallet();
    const holder = await makeUser(app, { email: null, wallet: busy.address.toLowerCase() });
    await app.database.db.insert(userWallets).values({ address: newWallet().address.toLowerCase(), userId: holder.id });
    const notEmpty = await bind(attacker, busy);
    expect(notEmpty.statusCode).toBe(409);
    expect(notEmpty.json().errorCodes).toEqual(["user.wallet.account-not-empty"]);
    expect(await walletsOf(attacker)).toEqual([]);
  });

  it("links a wallet connected after an e-mail login: the session its signature bound is the proof", async () => {
    const auth = await emailSession();
    const wallet = newWallet();
    const bound = await bind(auth, wallet);
    expect(bound.statusCode).toBe(200);
    // Bound is not linked: the account holds no wallet until the user accepts the link.
    expect(await walletsOf(auth)).toEqual([]);
    const boundToken = bound.json().data.access_token as string;
    const linked = await link({ authorization: `Bearer ${boundToken}` }, wallet.address, boundToken);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(await walletsOf(auth)).toEqual([wallet.address.toLowerCase()]);

    // Not the session of another account that never signed with the wallet.
    const stranger = await emailSession();
    const stolen = await link(stranger, newWallet().address, boundToken);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().errorCodes).toEqual(["user.wallet.invalid-proof"]);
  });

  it("folds the wallet's own wallet-only account into the e-mail account, as the other order does", async () => {
    const wallet = newWallet();
    const walletOnly = await signedLogin(wallet);
    const walletOnlyToken = walletOnly.response.json().data.access_token as string;
    const auth = await emailSession();
    const bound = await bind(auth, wallet);
    expect(bound.statusCode).toBe(200);
    const boundToken = bound.json().data.access_token as string;
    expect((await link(auth, wallet.address, boundToken)).statusCode).toBe(200);
    expect(await walletsOf(auth)).toEqual([wallet.address.toLowerCase()]);
    const old = await app.inject({ method: "GET", url: "/api/user/users/profile", headers: { authorization: `Bearer ${walletOnlyToken}` } });
    expect(old.statusCode).toBe(401);
    // Signing in with the wallet alone now opens the e-mail account.
    const again = await signedLogin(wallet);
    const profile = await app.inject({
      method: "GET",
      url: "/api/user/users/profile",
      headers: { authorization: `Bearer ${again.response.json().data.access_token}` },
    });
    expect(profile.json().data.email).toMatch(/@example\.com$/);
  });
});
