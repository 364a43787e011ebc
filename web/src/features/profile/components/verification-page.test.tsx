import { describe, expect, it } from "vitest";
import { configure, screen } from "@testing-library/react";
import { PROFILE_MESSAGES } from "@openpawn/shared/profile/messages";
import { renderRoute } from "../../../test/render-route.tsx";

configure({ asyncUtilTimeout: 5000 });

describe("verification page", () => {
  it("explains the 50 DFY offer and says verification is not available yet", async () => {
    renderRoute("/inventory/profile/verification");
    expect(await screen.findByText(PROFILE_MESSAGES.verificationOffer("50 DFY"))).toBeTruthy();
    expect(screen.getByText(PROFILE_MESSAGES.verificationComingSoon)).toBeTruthy();
    expect(screen.getByRole("link", { name: PROFILE_MESSAGES.connectedAccounts }).getAttribute("href")).toBe(
      "/inventory/profile/verification/connected-account",
    );
  });
});
