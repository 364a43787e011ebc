import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ACCOUNT_MESSAGES } from "@openpawn/shared/accounts/messages";
import type { RuntimeConfig } from "@openpawn/shared/runtime-config";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { closeLoginDialog, openLoginDialog } from "../../../stores/account-dialogs.ts";
import { getToken } from "../../../stores/auth.ts";
import { closeMessage } from "../../../stores/feedback.ts";
import { TEST_CONFIG } from "../../../test/test-runtime-config.ts";
import { GEETEST_SCRIPT, RECAPTCHA_SCRIPT, type GeetestCaptcha, type GeetestConfig, type Recaptcha } from "../captcha/captcha-sdks.ts";
import type { CaptchaSolution } from "../captcha/captcha-solution.ts";
import { loadScript } from "../social/load-script.ts";
import { closeAccountFlowDialog, openAccountFlowDialog } from "../stores/account-flow-dialogs.ts";
import { findMessage, typeInto } from "../test/forms.ts";
import { mockApi, ok, refuse, sessionTokens } from "../test/mock-api.ts";
import { renderAccounts } from "../test/render-accounts.tsx";
import { AccountDialogs } from "./account-dialogs.tsx";
import { CaptchaField } from "./captcha-field.tsx";

// The third-party scripts are never fetched: the loader is replaced at its module boundary, and each test
// puts the fake SDK on window (as the real script would) before rendering.
vi.mock("../social/load-script.ts", () => ({ loadScript: vi.fn() }));
const loadScriptMock = vi.mocked(loadScript);

const LOGIN = "/api/user/users/login";
const CAPCHA = "GET /api/user/users/capcha";
const RECAPTCHA_CONFIG: RuntimeConfig = { ...TEST_CONFIG, captcha: { provider: "recaptcha", siteKey: "recaptcha-site-key" } };
const GEETEST_CONFIG: RuntimeConfig = { ...TEST_CONFIG, captcha: { provider: "geetest", siteKey: "gt-id" } };
/** GeeTest v3's register answer as the server's GeetestVerifier relays it (challenge signed with the key). */
const GEETEST_REGISTRATION = { gt: "gt-id", challenge: "5f4dcc3b5aa765d61d8327deb882cf99", new_captcha: true, success: 1 };
const GEETEST_RESULT = {
  geetest_challenge: "5f4dcc3b5aa765d61d8327deb882cf99",
  geetest_validate: "0d0f6a4c1c1e3b52a9c5d1f3f0bd2a77",
  geetest_seccode: "0d0f6a4c1c1e3b52a9c5d1f3f0bd2a77|jordan",
};

/** reCAPTCHA v2 as the page sees it once api.js loaded: the test plays the person ticking the box. */
function installFakeRecaptcha() {
  const widgets: { host: HTMLElement; parameters: Parameters<Recaptcha["render"]>[1] }[] = [];
  const render = vi.fn<Recaptcha["render"]>((host, parameters) => {
    host.innerHTML = "<iframe title='reCAPTCHA'></iframe>";
    widgets.push({ host, parameters });
    return widgets.length - 1;
  });
  window.grecaptcha = { ready: (callback) => callback(), render, reset: vi.fn() };
  const current = () => {
    const widget = widgets.at(-1);
    if (!widget) throw new Error("no reCAPTCHA rendered");
    return widget.parameters;
  };
  return {
    render,
    solve: (token: string) => act(() => current().callback(token)),
    expire: () => act(() => current()["expired-callback"]()),
  };
}

/** GeeTest v3's initGeetest: the test plays the person solving the puzzle, or GeeTest failing. */
function installFakeGeetest() {
  const handlers: { success?: () => void; error?: (cause?: unknown) => void } = {};
  let validate: ReturnType<GeetestCaptcha["getValidate"]> = undefined;
  const destroy = vi.fn();
  const captcha: GeetestCaptcha = {
    appendTo: (host) => void (host.innerHTML = "<div class='geetest_holder'>Click to verify</div>"),
    onReady: () => captcha,
    onSuccess: (callback) => ((handlers.success = callback), captcha),
    onError: (callback) => ((handlers.error = callback), captcha),
    getValidate: () => validate,
    destroy,
  };
  const initGeetest = vi.fn((_config: GeetestConfig, callback: (captcha: GeetestCaptcha) => void) => callback(captcha));
  window.initGeetest = initGeetest;
  return {
    initGeetest,
    destroy,
    solve: (result: typeof GEETEST_RESULT) =>
      act(() => {
        validate = result;
        handlers.success?.();
      }),
    fail: () => act(() => handlers.error?.({ code: "network" })),
  };
}

function renderField(config: RuntimeConfig) {
  const onSolved = vi.fn<(solution: CaptchaSolution | null) => void>();
  const view = renderAccounts(<CaptchaField onSolved={onSolved} />, { config });
  return { ...view, onSolved };
}

beforeEach(() => {
  loadScriptMock.mockReset();
  loadScriptMock.mockResolvedValue(undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete window.grecaptcha;
  delete window.initGeetest;
  act(() => {
    closeMessage();
    closeAccountFlowDialog();
    closeLoginDialog();
  });
});

describe("CaptchaField picks the widget of the configured provider", { timeout: 20_000 }, () => {
  it("self-hosted (the default): the slider, and no third-party script", async () => {
    mockApi({});
    renderField(TEST_CONFIG);
    expect(await screen.findByRole("slider", { name: ACCOUNT_MESSAGES.captchaLabel }, { timeout: 4000 })).toBeTruthy();
    expect(loadScriptMock).not.toHaveBeenCalled();
  });

  it("reCAPTCHA: loads api.js with explicit rendering and renders the checkbox with the site key, no slider", async () => {
    const api = mockApi({});
    const recaptcha = installFakeRecaptcha();
    renderField(RECAPTCHA_CONFIG);
    await waitFor(() => expect(recaptcha.render).toHaveBeenCalledTimes(1));
    expect(loadScriptMock).toHaveBeenCalledWith(RECAPTCHA_SCRIPT);
    expect(RECAPTCHA_SCRIPT).toBe("https://www.google.com/recaptcha/api.js?render=explicit");
    const [host, parameters] = recaptcha.render.mock.calls[0]!;
    expect(screen.getByTestId("recaptcha").contains(host)).toBe(true);
    expect(parameters.sitekey).toBe("recaptcha-site-key");
    expect(screen.getByTitle("reCAPTCHA")).toBeTruthy();
    expect(screen.queryByRole("slider")).toBeNull();
    await waitFor(() => expect(screen.queryByText(ACCOUNT_MESSAGES.captchaLoading)).toBeNull());
    expect(api.callsTo("GET", "/api/user/users/capcha")).toHaveLength(0);
  });

  it("GeeTest: loads gt.js, registers a challenge and starts initGeetest with it, no slider", async () => {
    const api = mockApi({ [CAPCHA]: ok(GEETEST_REGISTRATION) });
    const geetest = installFakeGeetest();
    renderField(GEETEST_CONFIG);
    await waitFor(() => expect(geetest.initGeetest).toHaveBeenCalledTimes(1));
    expect(loadScriptMock).toHaveBeenCalledWith(GEETEST_SCRIPT);
    expect(api.callsTo("GET", "/api/user/users/capcha")).toHaveLength(1);
    expect(geetest.initGeetest.mock.calls[0]![0]).toMatchObject({
      gt: "gt-id",
      challenge: GEETEST_REGISTRATION.challenge,
      offline: false,
      new_captcha: true,
    });
    expect(within(screen.getByTestId("geetest")).getByText("Click to verify")).toBeTruthy();
    expect(screen.queryByRole("slider")).toBeNull();
  });
});

describe("reCAPTCHA v2 checkbox", { timeout: 20_000 }, () => {
  it("hands the token over as { challenge: '', response: token } and withdraws it when it expires", async () => {
    mockApi({});
    const recaptcha = installFakeRecaptcha();
    const { onSolved } = renderField(RECAPTCHA_CONFIG);
    await waitFor(() => expect(recaptcha.render).toHaveBeenCalled());
    recaptcha.solve("token-1");
    expect(onSolved).toHaveBeenLastCalledWith({ challenge: "", response: "token-1" });
    recaptcha.expire();
    expect(onSolved).toHaveBeenLastCalledWith(null);
  });

  it("says the service cannot be reached when api.js does not load, and tries again on request", async () => {
    mockApi({});
    const recaptcha = installFakeRecaptcha();
    loadScriptMock.mockRejectedValueOnce(new Error(`Cannot load ${RECAPTCHA_SCRIPT}`));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { onSolved } = renderField(RECAPTCHA_CONFIG);
    expect(await screen.findByText(ACCOUNT_MESSAGES.captchaServiceUnreachable)).toBeTruthy();
    expect(screen.queryByText(ACCOUNT_MESSAGES.captchaLoading)).toBeNull();
    expect(recaptcha.render).not.toHaveBeenCalled();
    expect(onSolved).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: ACCOUNT_MESSAGES.captchaRetry }));
    await waitFor(() => expect(recaptcha.render).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(ACCOUNT_MESSAGES.captchaServiceUnreachable)).toBeNull();
    expect(loadScriptMock).toHaveBeenCalledTimes(2);
  });

  it("says so when the script loads but reCAPTCHA is missing", async () => {
    mockApi({});
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderField(RECAPTCHA_CONFIG);
    expect(await screen.findByText(ACCOUNT_MESSAGES.captchaServiceUnreachable)).toBeTruthy();
  });

  it("without a site key: says the captcha is not configured and loads nothing", async () => {
    mockApi({});
    renderField({ ...TEST_CONFIG, captcha: { provider: "recaptcha", siteKey: "" } });
    expect(await screen.findByText(ACCOUNT_MESSAGES.captchaNotConfigured)).toBeTruthy();
    expect(loadScriptMock).not.toHaveBeenCalled();
  });

  it("in the login form: the token is sent as recaptchaResponse with an empty challenge", async () => {
    const api = mockApi({ [`POST ${LOGIN}`]: ok(sessionTokens("access", "refresh")) });
    const recaptcha = installFakeRecaptcha();
    openLoginDialog({ tab: "login" });
    renderAccounts(<AccountDialogs />, { path: "/pawn", config: RECAPTCHA_CONFIG });
    const form = await screen.findByRole("form", { name: "Log in" }, { timeout: 4000 });
    typeInto(form, "Email", "alice@example.com");
    typeInto(form, "Password", "Secret#123");
    await waitFor(() => expect(recaptcha.render).toHaveBeenCalledTimes(1));
    recaptcha.solve("token-login");
    fireEvent.click(within(form).getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(getToken()).toBe("access"));
    expect(api.callsTo("POST", LOGIN)[0]?.body).toEqual({
      username: "alice@example.com",
      password: "Secret#123",
      challenge: "",
      recaptchaResponse: "token-login",
    });
  });

  it("in the login form: an expired token is not sent ('Invalid captcha')", async () => {
    const api = mockApi({});
    const recaptcha = installFakeRecaptcha();
    openLoginDialog({ tab: "login" });
    renderAccounts(<AccountDialogs />, { path: "/pawn", config: RECAPTCHA_CONFIG });
    const form = await screen.findByRole("form", { name: "Log in" }, { timeout: 4000 });
    typeInto(form, "Email", "alice@example.com");
    typeInto(form, "Password", "Secret#123");
    await waitFor(() => expect(recaptcha.render).toHaveBeenCalledTimes(1));
    recaptcha.solve("token-soon-expired");
    recaptcha.expire();
    fireEvent.click(within(form).getByRole("button", { name: "Log in" }));
    expect(await within(form).findByText("Invalid captcha")).toBeTruthy();
    expect(api.callsTo("POST", LOGIN)).toHaveLength(0);
  });

  it("in the login form: a refused token is spent, so a new checkbox replaces it and the old token is not sent again", async () => {
    const api = mockApi({ [`POST ${LOGIN}`]: refuse(400, ACCOUNTS_ERRORS.captchaInvalid.code, "Invalid captcha") });
    const recaptcha = installFakeRecaptcha();
    openLoginDialog({ tab: "login" });
    renderAccounts(<AccountDialogs />, { path: "/pawn", config: RECAPTCHA_CONFIG });
    const form = await screen.findByRole("form", { name: "Log in" }, { timeout: 4000 });
    typeInto(form, "Email", "alice@example.com");
    typeInto(form, "Password", "Secret#123");
    await waitFor(() => expect(recaptcha.render).toHaveBeenCalledTimes(1));
    recaptcha.solve("token-refused");
    fireEvent.click(within(form).getByRole("button", { name: "Log in" }));
    expect(await findMessage("Invalid captcha")).toBeTruthy();
    await waitFor(() => expect(recaptcha.render).toHaveBeenCalledTimes(2));
    expect(screen.getAllByTitle("reCAPTCHA")).toHaveLength(1);
    act(() => closeMessage());
    fireEvent.click(await waitFor(() => within(form).getByRole("button", { name: "Log in" })));
    expect(await within(form).findByText("Invalid captcha")).toBeTruthy();
    expect(api.callsTo("POST", LOGIN)).toHaveLength(1);
  });
});

describe("GeeTest v3", { timeout: 20_000 }, () => {
  it("answers what GeetestVerifier checks: challenge = geetest_challenge, response = JSON { geetest_validate, geetest_seccode }", async () => {
    mockApi({ [CAPCHA]: ok(GEETEST_REGISTRATION) });
    const geetest = installFakeGeetest();
    const { onSolved } = renderField(GEETEST_CONFIG);
    await waitFor(() => expect(geetest.initGeetest).toHaveBeenCalled());
    geetest.solve(GEETEST_RESULT);
    const solution = onSolved.mock.lastCall?.[0];
    expect(solution?.challenge).toBe(GEETEST_RESULT.geetest_challenge);
    expect(JSON.parse(solution?.response ?? "")).toEqual({
      geetest_validate: GEETEST_RESULT.geetest_validate,
      geetest_seccode: GEETEST_RESULT.geetest_seccode,
    });
  });

  it("withdraws the answer and says so when GeeTest reports an error", async () => {
    mockApi({ [CAPCHA]: ok(GEETEST_REGISTRATION) });
    const geetest = installFakeGeetest();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { onSolved } = renderField(GEETEST_CONFIG);
    await waitFor(() => expect(geetest.initGeetest).toHaveBeenCalled());
    geetest.solve(GEETEST_RESULT);
    geetest.fail();
    expect(onSolved).toHaveBeenLastCalledWith(null);
    expect(await screen.findByText(ACCOUNT_MESSAGES.captchaServiceUnreachable)).toBeTruthy();
  });

  it("says the service cannot be reached when gt.js does not load", async () => {
    mockApi({ [CAPCHA]: ok(GEETEST_REGISTRATION) });
    const geetest = installFakeGeetest();
    loadScriptMock.mockRejectedValue(new Error(`Cannot load ${GEETEST_SCRIPT}`));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderField(GEETEST_CONFIG);
    expect(await screen.findByText(ACCOUNT_MESSAGES.captchaServiceUnreachable)).toBeTruthy();
    expect(geetest.initGeetest).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: ACCOUNT_MESSAGES.captchaRetry })).toBeTruthy();
  });

  it("when the server could not register with GeeTest (success: 0, it refuses every answer): says the captcha is unavailable", async () => {
    mockApi({ [CAPCHA]: ok({ ...GEETEST_REGISTRATION, challenge: "", success: 0 }) });
    const geetest = installFakeGeetest();
    renderField(GEETEST_CONFIG);
    expect(await screen.findByText(ACCOUNT_MESSAGES.captchaUnavailable)).toBeTruthy();
    expect(geetest.initGeetest).not.toHaveBeenCalled();
  });

  it("in the forgot-password dialog: the GeeTest answer goes out as challenge and recaptcha_response", async () => {
    const api = mockApi({ [CAPCHA]: ok(GEETEST_REGISTRATION), "GET /api/user/password/forgot": ok(null) });
    const geetest = installFakeGeetest();
    openAccountFlowDialog({ kind: "forgotPassword" });
    renderAccounts(<AccountDialogs />, { config: GEETEST_CONFIG });
    const dialog = await screen.findByRole("dialog", { name: "Forgot password" }, { timeout: 4000 });
    typeInto(dialog, "Email", "alice@example.com");
    await waitFor(() => expect(geetest.initGeetest).toHaveBeenCalledTimes(1));
    geetest.solve(GEETEST_RESULT);
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await findMessage("Please check your email to reset password")).toBeTruthy();
    const query = api.callsTo("GET", "/api/user/password/forgot")[0]?.query;
    expect(query?.get("challenge")).toBe(GEETEST_RESULT.geetest_challenge);
    expect(JSON.parse(query?.get("recaptcha_response") ?? "")).toEqual({
      geetest_validate: GEETEST_RESULT.geetest_validate,
      geetest_seccode: GEETEST_RESULT.geetest_seccode,
    });
  });

  it("in the forgot-password dialog: a refused answer is spent, so the old widget goes and a new challenge is registered", async () => {
    const api = mockApi({ [CAPCHA]: ok(GEETEST_REGISTRATION), "GET /api/user/password/forgot": refuse(400, ACCOUNTS_ERRORS.captchaInvalid.code, "Invalid captcha") });
    const geetest = installFakeGeetest();
    openAccountFlowDialog({ kind: "forgotPassword" });
    renderAccounts(<AccountDialogs />, { config: GEETEST_CONFIG });
    const dialog = await screen.findByRole("dialog", { name: "Forgot password" }, { timeout: 4000 });
    typeInto(dialog, "Email", "alice@example.com");
    await waitFor(() => expect(geetest.initGeetest).toHaveBeenCalledTimes(1));
    geetest.solve(GEETEST_RESULT);
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await findMessage("Invalid captcha")).toBeTruthy();
    await waitFor(() => expect(geetest.initGeetest).toHaveBeenCalledTimes(2));
    expect(geetest.destroy).toHaveBeenCalledTimes(1);
    expect(api.callsTo("GET", "/api/user/users/capcha")).toHaveLength(2);
    expect(within(dialog).getAllByText("Click to verify")).toHaveLength(1);
  });
});
