import { describe, expect, it } from "vitest";
import { newPasswordSchema } from "./password.ts";
import { PASSWORD_MESSAGES } from "../messages.ts";

const schema = newPasswordSchema("Invalid password");
const firstError = (value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("newPasswordSchema", () => {
  it("accepts a password meeting every rule", () => {
    expect(schema.safeParse("Secret#2024").success).toBe(true);
  });
  it("names each broken rule with the spec's message", () => {
    expect(firstError("")).toBe("Invalid password");
    expect(firstError(undefined)).toBe("Invalid password");
    expect(firstError("Secret#pass")).toBe(PASSWORD_MESSAGES.digit);
    expect(firstError("Se#1")).toBe(PASSWORD_MESSAGES.length);
    expect(firstError(`Se#1${"a".repeat(252)}`)).toBe(PASSWORD_MESSAGES.length);
    expect(firstError("SECRET#2024")).toBe(PASSWORD_MESSAGES.lowercase);
    expect(firstError("secret#2024")).toBe(PASSWORD_MESSAGES.uppercase);
    expect(firstError("Secret2024")).toBe(PASSWORD_MESSAGES.special);
  });
  it("reports every broken rule at once, and only the required message for an empty password", () => {
    const messages = (value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages("abc")).toEqual([PASSWORD_MESSAGES.digit, PASSWORD_MESSAGES.length, PASSWORD_MESSAGES.uppercase, PASSWORD_MESSAGES.special]);
    expect(messages("")).toEqual(["Invalid password"]);
  });
});
