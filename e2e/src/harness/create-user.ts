import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import type { Hex } from "viem";
import type { Page } from "playwright-core";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { solveCaptcha } from "./solve-captcha.ts";

/**
 * Users for end-to-end tests, made through the real API like a client would (no test-only routes):
 * wallet sign-in (a fresh key signs the server's message in Node), or e-mail sign-up solved through the
 * captcha's public protocol, confirmed with the link the dev mail catcher received, then logged in.
 */

export interface Tokens {
  access_token: string;
  refresh_token?: string;
}

export interface TestUser {
  id: number;
  accessToken: string;
  referralCode: string;
  /** The wallet of a wallet user; undefined for an e-mail user. */
  walletAddress?: string;
  email?: string;
}

interface Envelope<T> {
  code: number;
  data: T;
  message?: string;
  errorCodes?: string[];
}

/** One API call; throws with the server's answer when refused. */
export async function api<T>(baseUrl: string, path: string, options: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const payload = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !payload) {
    throw new Error(`${options.method ?? "GET"} ${path} answered ${response.status}: ${JSON.stringify(payload)}`);
  }
  return payload.data;
}

async function profileOf(baseUrl: string, token: string): Promise<{ id: number; referralCode: string; email?: string | null }> {
  return api(baseUrl, "/user/users/profile", { token });
}

/** Signs in with a wallet (a fresh random key unless given): the account is created and active on first sign-in. */
export async function createWalletUser(baseUrl: string, privateKey: Hex = generatePrivateKey()): Promise<TestUser> {
  const account = privateKeyToAccount(privateKey);
  const nonce = await api<string | { data: string }>(baseUrl, `/user/users/nonce?walletAddress=${account.address}`);
  const message = typeof nonce === "string" ? nonce : nonce.data;
  const signature = await account.signMessage({ message });
  const tokens = await api<Tokens>(baseUrl, "/user/users/login", { method: "POST", body: { walletAddress: account.address, signature } });
  const profile = await profileOf(baseUrl, tokens.access_token);
  return { id: profile.id, accessToken: tokens.access_token, referralCode: profile.referralCode, walletAddress: account.address };
}

export interface SignUpInput {
  email?: string;
  name?: string;
  password?: string;
  /** The referral code of the user who invited this one. */
  referralCode?: string;
}

export const TEST_PASSWORD = "Str0ng#Password";

/** A unique address on the reserved .test domain. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@openpawn.test`;
}

/** POST users/signup with a solved captcha; the account waits for its e-mail confirmation. */
export async function signUp(baseUrl: string, input: SignUpInput = {}): Promise<{ userId: number; email: string; password: string }> {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? TEST_PASSWORD;
  const captcha = await solveCaptcha(baseUrl);
  const answer = await api<{ userId: number }>(baseUrl, "/user/users/signup", {
    method: "POST",
    body: {
      name: input.name ?? email.split("@")[0],
      email,
      password,
      challenge: captcha.challenge,
      recaptcha_response: captcha.response,
      ...(input.referralCode ? { referral_code: input.referralCode } : {}),
    },
  });
  return { userId: answer.userId, email, password };
}

/** Confirms an account with the key of the activation e-mail the dev mail catcher received. */
export async function confirmEmail(baseUrl: string, email: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await api<{ links: string[] }[]>(baseUrl, `/dev/mail?to=${encodeURIComponent(email)}`);
    const key = mails
      .flatMap((mail) => mail.links)
      .map((link) => new URL(link).searchParams.get("confirmation_key"))
      .find((found): found is string => Boolean(found));
    if (key) {
      await api(baseUrl, `/user/users/confirmation?key=${encodeURIComponent(key)}`, { method: "POST" });
      return;
    }
    if (Date.now() > deadline) throw new Error(`no activation e-mail for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** POST users/login with e-mail and password (and the login check, solved as the web app does). */
export async function logIn(baseUrl: string, email: string, password = TEST_PASSWORD): Promise<Tokens> {
  const captcha = await solveCaptcha(baseUrl, { purpose: "login" });
  return api<Tokens>(baseUrl, "/user/users/login", {
    method: "POST",
    body: { username: email, password, challenge: captcha.challenge, recaptchaResponse: captcha.response },
  });
}

/** Sign-up, confirmation and login: an active e-mail user with an access token. */
export async function createEmailUser(baseUrl: string, input: SignUpInput = {}): Promise<TestUser> {
  const { email, password } = await signUp(baseUrl, input);
  await confirmEmail(baseUrl, email);
  const tokens = await logIn(baseUrl, email, password);
  const profile = await profileOf(baseUrl, tokens.access_token);
  return { id: profile.id, accessToken: tokens.access_token, referralCode: profile.referralCode, email };
}

/** Logs the page in as `user` (the access token where the web app keeps it) and opens `path`. */
export async function openAs(page: Page, baseUrl: string, user: TestUser, path = "/"): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.evaluate(([key, token]) => localStorage.setItem(key, token), [STORAGE_KEYS.authToken, user.accessToken] as const);
  await page.goto(`${baseUrl}${path}`);
}
