import { describe, expect, it } from "vitest";
import { SHOP_MESSAGES } from "@openpawn/shared/packages/messages";
import { DIALOG_MESSAGES, ERROR_PAGE_MESSAGES } from "@openpawn/shared/platform/messages";
import { registerPawnShopBodySchema } from "@openpawn/shared/packages/schemas/shops";
import { PACKAGES_ERRORS } from "@openpawn/shared/packages/errors";
import { ApiRequestError } from "./api-client.ts";
import { errorText } from "./error-text.ts";

describe("errorText", () => {
  it("says an API refusal in the API's words and anything else in the catalogue's, never as an object", () => {
    expect(errorText(new ApiRequestError(409, SHOP_MESSAGES.alreadyRegistered, [PACKAGES_ERRORS.shopAlreadyRegistered.code]))).toBe(SHOP_MESSAGES.alreadyRegistered);
    // What zod's parse throws: its message is the issue list as JSON.
    const issues = registerPawnShopBodySchema.safeParse({ type: "PAWNSHOP", walletAddress: "", name: "" }).error;
    expect(issues?.message).toContain("too_small");
    expect(errorText(issues)).toBe(DIALOG_MESSAGES.errorDefault);
    expect(errorText({ code: 500 }, ERROR_PAGE_MESSAGES.generic)).toBe(ERROR_PAGE_MESSAGES.generic);
    expect(errorText(new Error("boom"))).toBe(DIALOG_MESSAGES.errorDefault);
  });
});
