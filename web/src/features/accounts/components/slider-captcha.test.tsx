import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { ACCOUNT_MESSAGES } from "@openpawn/shared/accounts/messages";
import { TEST_CONFIG } from "../../../test/test-runtime-config.ts";
import type { CaptchaSolution } from "../captcha/captcha-solution.ts";
import { CAPTCHA_CHALLENGE, mockApi, ok, testWork } from "../test/mock-api.ts";
import { renderAccounts } from "../test/render-accounts.tsx";
import { SliderCaptcha } from "./slider-captcha.tsx";

describe("SliderCaptcha (the self-hosted default)", { timeout: 20_000 }, () => {
  it("says 'Verifying…' while the work runs after the slide, then hands the form the position, drag time and work", async () => {
    // Work that takes a moment: the answer is counter 300 at 300 PBKDF2 iterations each.
    const work = await testWork(300, 300);
    mockApi({ "GET /api/user/users/capcha": ok({ ...CAPTCHA_CHALLENGE, work, work_max: 400 }) });
    const onSolved = vi.fn<(solution: CaptchaSolution | null) => void>();
    renderAccounts(<SliderCaptcha onSolved={onSolved} />, { config: TEST_CONFIG });

    const slider = await screen.findByRole("slider", { name: ACCOUNT_MESSAGES.captchaLabel }, { timeout: 4000 });
    expect(document.querySelector("img")?.getAttribute("src")).toBe(CAPTCHA_CHALLENGE.image);
    // The piece is its own picture, as tall as the puzzle (its row is in its pixels), moved by the slider.
    const piece = screen.getByTestId("captcha-piece");
    expect(piece.getAttribute("src")).toBe(CAPTCHA_CHALLENGE.piece);
    expect(piece.style.left).toBe("0%");
    fireEvent.change(slider, { target: { value: "150" } });
    expect(piece.style.left).toBe(`${(150 / 320) * 100}%`);
    expect(await screen.findByText(ACCOUNT_MESSAGES.captchaVerifying)).toBeTruthy();
    expect(onSolved).not.toHaveBeenCalledWith(expect.objectContaining({ challenge: "challenge-1" }));

    await screen.findByTitle(ACCOUNT_MESSAGES.captchaSolved, {}, { timeout: 15_000 });
    const solution = onSolved.mock.calls.at(-1)?.[0];
    expect(solution?.challenge).toBe("challenge-1");
    const [x, , payload] = solution?.response.split(":") ?? [];
    expect(x).toBe("150");
    const sent = JSON.parse(atob((payload ?? "").replace(/-/g, "+").replace(/_/g, "/")));
    expect(sent.challenge).toEqual(work);
    expect(sent.solution.counter).toBe(300);
    expect(sent.solution.derivedKey.startsWith(work.parameters.keyPrefix)).toBe(true);

    // A keyboard user commits every step: each new position is handed over with the same work.
    fireEvent.change(slider, { target: { value: "152" } });
    await waitFor(() => expect(onSolved.mock.calls.at(-1)?.[0]?.response).toMatch(/^152:\d+:/));
  });
});
