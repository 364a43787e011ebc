import { describe, expect, it } from "vitest";
import { MESSAGES } from "@openpawn/shared/messages";
import { registerPawnShopBodySchema } from "@openpawn/shared/packages/schemas/shops";
import { PACKAGES_ERRORS } from "@openpawn/shared/packages/errors";
import { ApiRequestError } from "./api-client.ts";
import { errorText } from "./error-text.ts";

describe("errorText", () => {
  it("says an API refusal in the API's words and anything else in the catalogue's, never as an object", () => {
    expect(errorText(new ApiRequestError(409, MESSAGES.pawnShop.alreadyRegistered, [PACKAGES_ERRORS.shopAlreadyRegistered.code]))).toBe(MESSAGES.pawnShop.alreadyRegistered);
    // What zod's parse throws: its message is the issue list as JSON.
    const issues = registerPawnShopBodySchema.safeParse({ type: "PAWNSHOP", walletAddress: "", name: "" }).error;
    expect(issues?.message).toContain("too_small");
    expect(errorText(issues)).toBe(MESSAGES.dialog.errorDefault);
    expect(errorText({ code: 500 }, MESSAGES.errorPage.generic)).toBe(MESSAGES.errorPage.generic);
    expect(errorText(new Error("boom"))).toBe(MESSAGES.dialog.errorDefault);
  });
});
