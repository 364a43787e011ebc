import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { TERMS_MESSAGES } from "@openpawn/shared/accounts/messages";
import { PROFILE_API_MESSAGES, PROFILE_MESSAGES } from "@openpawn/shared/profile/messages";
import { NOTIFICATION_SETTINGS_MESSAGES } from "@openpawn/shared/notifications/messages";
import { api, createEmailUser, openAs, type TestUser } from "./harness/create-user.ts";
import { openSession, type E2ESession } from "./harness/session.ts";

/**
 * Terms, profile and settings over the whole stack: the terms dialog gates the lending pages for a visitor
 * (recorded in localStorage and a cookie) and for a logged-in user (recorded on the server); the profile
 * name and avatar are saved; a settings switch survives a reload; user B's pages never show user A's data.
 */

const T = TERMS_MESSAGES;
const P = PROFILE_MESSAGES;

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

interface ServerTerms {
  isAcceptTermAndCondition: boolean;
  investorType: number | null;
}

async function acceptTermsInPage(session: E2ESession, investorTypeTitle: string) {
  const { page } = session;
  const dialog = page.getByRole("dialog", { name: T.dialogTitle });
  await dialog.waitFor();
  const accept = dialog.getByRole("button", { name: T.accept });
  expect(await accept.isDisabled()).toBe(true);
  await dialog.getByRole("checkbox", { name: T.checkbox }).check();
  expect(await accept.isEnabled()).toBe(true);
  await accept.click();
  const investor = page.getByRole("dialog", { name: T.investorTitle });
  await investor.waitFor();
  await investor.getByRole("radio", { name: investorTypeTitle }).check();
  await investor.getByRole("button", { name: T.confirm }).click();
  await investor.waitFor({ state: "hidden" });
}

describe("terms of service in a real browser", () => {
  let session: E2ESession;
  beforeAll(async () => {
    session = await openSession({ termsAccepted: false });
  });
  afterAll(() => session.close());

  it("asks a visitor on the lending pages only, and keeps the acceptance in localStorage and a cookie", async () => {
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/`);
    await page.getByRole("heading", { level: 1, name: /Borrow against your crypto/ }).waitFor();
    expect(await page.getByRole("dialog", { name: T.dialogTitle }).count()).toBe(0);

    await page.goto(`${baseUrl}/pawn`);
    await acceptTermsInPage(session, T.investorTypes[2]);
    expect(await page.evaluate(`localStorage.getItem(${JSON.stringify(STORAGE_KEYS.termsAndConditions)})`)).toBe("true");
    expect(await page.evaluate(`localStorage.getItem(${JSON.stringify(STORAGE_KEYS.investorType)})`)).toBe("2");
    const cookies = await session.browser.context.cookies(baseUrl);
    expect(cookies.find((cookie) => cookie.name === STORAGE_KEYS.termsAndConditions)?.value).toBe("true");

    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Borrow" }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole("dialog").count()).toBe(0);
  });

  it("refuses the everyday trader on the legal page", async () => {
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/terms`);
    await page.getByRole("heading", { level: 1, name: T.pageTitle }).waitFor();
    await page.getByRole("radio", { name: T.declarations.everyday.title }).check();
    await page.getByRole("button", { name: T.confirm }).click();
    await page.getByText(T.refused).waitFor();
  });
});

describe("terms, profile and settings of logged-in users", () => {
  let sessionA: E2ESession;
  let sessionB: E2ESession;
  let userA: TestUser;
  let userB: TestUser;

  beforeAll(async () => {
    sessionA = await openSession({ termsAccepted: false });
    sessionB = await openSession({ accountIndex: 2 });
    [userA, userB] = await Promise.all([
      createEmailUser(sessionA.baseUrl, { name: "Alice Example" }),
      createEmailUser(sessionA.baseUrl, { name: "Bob Example" }),
    ]);
  });
  afterAll(async () => {
    await sessionA?.close();
    await sessionB?.close();
  });

  it("records a logged-in user's acceptance and investor type on the server", async () => {
    const { page, baseUrl } = sessionA;
    await openAs(page, baseUrl, userA, "/pawn");
    await acceptTermsInPage(sessionA, T.investorTypes[3]);
    const terms = await api<ServerTerms>(baseUrl, "/user/users/accept-term-condition", { token: userA.accessToken });
    expect(terms).toEqual({ isAcceptTermAndCondition: true, investorType: 3 });
    expect(await page.evaluate(`localStorage.getItem(${JSON.stringify(STORAGE_KEYS.termsAndConditions)})`)).toBeNull();
  });

  it("updates the name and uploads an avatar, refusing a file that is not an image", async () => {
    const { page, baseUrl } = sessionA;
    await page.goto(`${baseUrl}/inventory/personal-profile`);
    const name = page.getByRole("textbox", { name: P.name });
    await expect.poll(() => name.inputValue()).toBe("Alice Example");
    expect(await page.getByTestId("profile-email").textContent()).toBe(userA.email);

    await name.fill("Alice Renamed");
    await page.getByRole("button", { name: P.save }).click();
    await page.getByText(P.saved).waitFor();

    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await page.getByTestId("avatar-preview").waitFor();
    await page.getByRole("button", { name: P.uploadAvatar }).click();
    await page.getByText(PROFILE_API_MESSAGES.avatarUnsupported).waitFor();

    await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: P.uploadAvatar }).click();
    await page.getByText(P.avatarUploaded).waitFor();

    await page.reload();
    await expect.poll(() => page.getByRole("textbox", { name: P.name }).inputValue()).toBe("Alice Renamed");
    const src = await page.getByTestId("avatar").locator("img").getAttribute("src");
    expect(src).toMatch(/^\/api\/user\/uploads\/avatars\/.+\.png$/);
    const image = await page.request.get(`${baseUrl}${src}`);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  });

  it("keeps a settings switch after a reload", async () => {
    const { page, baseUrl } = sessionA;
    await page.goto(`${baseUrl}/inventory/setting`);
    const marketing = page.getByRole("switch", { name: NOTIFICATION_SETTINGS_MESSAGES.labels.receiveMarketingEmails });
    await marketing.waitFor();
    expect(await marketing.isChecked()).toBe(false);
    const saved = page.waitForResponse((response) => response.url().endsWith("/api/user/email-setting") && response.request().method() === "PUT");
    await marketing.click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByRole("switch", { name: NOTIFICATION_SETTINGS_MESSAGES.labels.receiveMarketingEmails }).isChecked()).toBe(true);
  });

  it("shows user B only B's own data, and A's public profile without A's e-mail", async () => {
    const { page, baseUrl } = sessionB;
    await openAs(page, baseUrl, userB, "/inventory/personal-profile");
    await expect.poll(() => page.getByRole("textbox", { name: P.name }).inputValue()).toBe("Bob Example");
    expect(await page.getByTestId("profile-email").textContent()).toBe(userB.email);
    expect(await page.getByRole("main").textContent()).not.toContain(userA.email);
    expect(await page.getByRole("main").textContent()).not.toContain(userA.referralCode);

    await page.goto(`${baseUrl}/inventory/setting`);
    const marketing = page.getByRole("switch", { name: NOTIFICATION_SETTINGS_MESSAGES.labels.receiveMarketingEmails });
    await marketing.waitFor();
    await page.waitForTimeout(300);
    expect(await marketing.isChecked()).toBe(false);

    await page.goto(`${baseUrl}/profile?type=1&userId=${userA.id}`);
    await expect.poll(() => page.getByTestId("public-profile-name").textContent()).toBe("Alice Renamed");
    const main = await page.getByRole("main").textContent();
    expect(main).not.toContain(userA.email);
    expect(main).not.toContain(userA.referralCode);
  });
});
