import { afterEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { TERMS_MESSAGES } from "@openpawn/shared/accounts/messages";
import { renderRoute } from "../../test/render-route.tsx";
import { isTermsGatedPath } from "./terms-gate-host.tsx";

describe("terms gate in the layout", () => {
  afterEach(() => {
    document.cookie = `${STORAGE_KEYS.termsAndConditions}=; max-age=0; path=/`;
  });

  it("gates the lending pages only", () => {
    expect(isTermsGatedPath("/pawn")).toBe(true);
    expect(isTermsGatedPath("/pawn/offer/7")).toBe(true);
    expect(isTermsGatedPath("/pawnshop")).toBe(false);
    expect(isTermsGatedPath("/")).toBe(false);
    expect(isTermsGatedPath("/inventory/personal-profile")).toBe(false);
  });

  it("asks a first-time visitor of /pawn for the terms", async () => {
    renderRoute("/pawn");
    expect(await screen.findByRole("dialog", { name: TERMS_MESSAGES.dialogTitle })).toBeTruthy();
  });

  it("asks nothing once accepted in this browser", async () => {
    localStorage.setItem(STORAGE_KEYS.termsAndConditions, "true");
    localStorage.setItem(STORAGE_KEYS.investorType, "2");
    renderRoute("/pawn");
    expect(await screen.findByRole("heading", { level: 1, name: "Borrow" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("serves the legal page at /terms", async () => {
    renderRoute("/terms");
    expect(await screen.findByRole("heading", { level: 1, name: TERMS_MESSAGES.pageTitle })).toBeTruthy();
  });
});
