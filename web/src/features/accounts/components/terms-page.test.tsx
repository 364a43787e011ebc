import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { TERMS_MESSAGES } from "@openpawn/shared/accounts/messages";
import { mockApi } from "../../../test/mock-api.ts";
import { clearLocalTerms } from "../storage/local-terms.ts";
import { renderTerms } from "../test/render-terms.tsx";
import { TermsPage } from "./terms-page.tsx";

const T = TERMS_MESSAGES;

const declaration = (title: string) => screen.getByRole("radio", { name: (name) => name.startsWith(title) });

describe("terms and legal page", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearLocalTerms();
  });

  it("shows the legal notice and every declaration with the spec's thresholds", () => {
    mockApi({});
    renderTerms(<TermsPage />);
    expect(screen.getByRole("heading", { level: 1, name: T.pageTitle })).toBeTruthy();
    expect(screen.getByText(T.ukOnly)).toBeTruthy();
    expect(screen.getByText(T.notRegulated)).toBeTruthy();
    expect(screen.getByText(T.tradingStyle)).toBeTruthy();
    expect(screen.getByText(T.riskWarnings[0])).toBeTruthy();
    expect(screen.getByText(/£100,000 or more, or held net assets of £250,000 or more, excluding my main home, qualifying insurance and pensions/)).toBeTruthy();
    expect(screen.getByText(/at least 6 months, or that I have at least 2 years of investment experience/)).toBeTruthy();
    expect(screen.getByText(/did not invest more than 10% of my net assets in unlisted shares/)).toBeTruthy();
    for (const title of ["Business owner", "Sophisticated investor", "High net worth investor", "Professional investor", "Everyday (restricted) investor"]) {
      expect(declaration(title)).toBeTruthy();
    }
    expect(screen.getByText(T.signedStatement)).toBeTruthy();
  });

  it("refuses the everyday trader and records nothing", async () => {
    const calls = mockApi({});
    renderTerms(<TermsPage />);
    const confirm = screen.getByRole("button", { name: T.confirm });
    expect(confirm).toHaveProperty("disabled", true);
    await userEvent.click(declaration(T.declarations.everyday.title));
    await userEvent.click(confirm);
    expect(await screen.findByText(T.refused)).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.termsAndConditions)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.investorType)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("records the signed statement: terms accepted and the investor type of the declaration", async () => {
    mockApi({});
    renderTerms(<TermsPage />);
    await userEvent.click(declaration(T.declarations.businessOwner.title));
    await userEvent.click(screen.getByRole("button", { name: T.confirm }));
    expect(await screen.findByText(T.declarationConfirmed)).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.termsAndConditions)).toBe("true");
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.investorType)).toBe("3"));
  });
});
