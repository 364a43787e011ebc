import { afterEach, describe, expect, it, vi } from "vitest";
import { act, waitFor } from "@testing-library/react";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { logout, setToken } from "../../../stores/auth.ts";
import { mockApi, okReply, type ApiCall } from "../../../test/mock-api.ts";
import { clearLocalTerms } from "../storage/local-terms.ts";
import { renderTerms } from "../test/render-terms.tsx";
import { LocalTermsCarrier } from "./local-terms-carrier.tsx";

const TERMS_PATH = "/api/user/users/accept-term-condition";

/** An access token as the API makes them: only its `sub` (the account) matters to the browser. */
const tokenOf = (account: number, session = "s1") => `h.${btoa(JSON.stringify({ sub: String(account), sid: session })).replace(/=+$/, "")}.sig`;

function acceptLocally(investorType?: number) {
  localStorage.setItem(STORAGE_KEYS.termsAndConditions, "true");
  if (investorType !== undefined) localStorage.setItem(STORAGE_KEYS.investorType, String(investorType));
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === "POST" && call.path === TERMS_PATH);

describe("the terms chosen before signing in are recorded on the account at sign-in", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearLocalTerms();
    act(() => logout());
  });

  it("posts the acceptance and the investor type when an account signs in, whatever the page", async () => {
    acceptLocally(2);
    const calls = mockApi({
      [`GET ${TERMS_PATH}`]: okReply({ isAcceptTermAndCondition: false, investorType: null }),
      [`POST ${TERMS_PATH}`]: okReply({ isAcceptTermAndCondition: true, investorType: 2 }),
    });
    renderTerms(<LocalTermsCarrier />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
    act(() => setToken(tokenOf(7)));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ investorType: 2 });
    expect(posts(calls)[0]!.headers.authorization).toBe(`Bearer ${tokenOf(7)}`);
    // The token's renewal is the same account: nothing is posted again.
    act(() => setToken(tokenOf(7, "s1-renewed")));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posts(calls)).toHaveLength(1);
  });

  it("adds only the investor type to an account that accepted without one, and leaves a complete record alone", async () => {
    acceptLocally(3);
    let server = { isAcceptTermAndCondition: true, investorType: null as number | null };
    const calls = mockApi({
      [`GET ${TERMS_PATH}`]: () => okReply(server),
      [`POST ${TERMS_PATH}`]: okReply({ isAcceptTermAndCondition: true, investorType: 3 }),
    });
    renderTerms(<LocalTermsCarrier />);
    act(() => setToken(tokenOf(8)));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ investorType: 3 });

    server = { isAcceptTermAndCondition: true, investorType: 1 };
    act(() => setToken(tokenOf(9)));
    await waitFor(() => expect(calls.filter((call) => call.method === "GET")).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posts(calls)).toHaveLength(1);
  });

  it("asks nothing of an account when this browser accepted nothing", async () => {
    const calls = mockApi({});
    renderTerms(<LocalTermsCarrier />);
    act(() => setToken(tokenOf(10)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
  });
});
