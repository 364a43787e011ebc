import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_MAX_AGE_MINUTES } from "@openpawn/shared/constants";
import { AccessTokenVerifier, signAccessToken } from "./access-token.ts";

const secret = new Uint8Array(32).fill(7);
const issued = new Date("2026-01-01T00:00:00Z");

describe("AccessTokenVerifier", () => {
  it("answers a remembered token's claims until the token expires", async () => {
    let now = issued;
    const verifier = new AccessTokenVerifier(secret, () => now);
    const token = await signAccessToken(secret, { userId: 4, sessionId: "s-4" }, issued);
    expect(await verifier.verify(token)).toEqual({ userId: 4, sessionId: "s-4" });
    now = new Date(issued.getTime() + ACCESS_TOKEN_MAX_AGE_MINUTES * 60_000 - 1000);
    expect(await verifier.verify(token)).toEqual({ userId: 4, sessionId: "s-4" });
    now = new Date(issued.getTime() + ACCESS_TOKEN_MAX_AGE_MINUTES * 60_000 + 1000);
    expect(await verifier.verify(token)).toBeNull();
  });

  it("refuses a token signed with another secret or altered, every time", async () => {
    const verifier = new AccessTokenVerifier(secret, () => issued);
    const forged = await signAccessToken(new Uint8Array(32).fill(9), { userId: 4, sessionId: "s-4" }, issued);
    const genuine = await signAccessToken(secret, { userId: 4, sessionId: "s-4" }, issued);
    const [header, , signature] = genuine.split(".");
    const altered = `${header}.${Buffer.from(JSON.stringify({ sub: "5", sid: "s-4", iss: "openpawn", exp: 4e9 })).toString("base64url")}.${signature}`;
    for (let round = 0; round < 2; round += 1) {
      expect(await verifier.verify(forged)).toBeNull();
      expect(await verifier.verify(altered)).toBeNull();
    }
  });
});
