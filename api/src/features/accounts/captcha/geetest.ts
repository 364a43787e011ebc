import { createHash } from "node:crypto";
import type { CaptchaAnswer, CaptchaChallenge, CaptchaVerifier } from "./captcha-verifier.ts";

const md5 = (value: string) => createHash("md5").update(value).digest("hex");

/**
 * GeeTest v3 (the protocol whose register answer is `{ gt, challenge, new_captcha }`, as the spec's captcha
 * response): register.php gives a challenge that the server signs with its key; after the person solves it,
 * the browser holds geetest_validate and geetest_seccode, which the server checks locally and with
 * validate.php. When GeeTest cannot be reached the captcha fails closed (no offline fallback).
 */
export class GeetestVerifier implements CaptchaVerifier {
  readonly provider = "geetest" as const;

  constructor(private readonly options: { id: string; key: string; apiUrl: string; timeoutMs?: number }) {}

  private url(path: string) {
    return `${this.options.apiUrl.replace(/\/+$/, "")}/${path}`;
  }

  async issue(remoteIp?: string): Promise<CaptchaChallenge> {
    const query = new URLSearchParams({ gt: this.options.id, json_format: "1", new_captcha: "1", client_type: "web", ip_address: remoteIp ?? "unknown" });
    try {
      const response = await fetch(`${this.url("register.php")}?${query}`, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000) });
      const body = (await response.json()) as { challenge?: unknown };
      if (response.ok && typeof body.challenge === "string" && body.challenge.length === 32) {
        return { gt: this.options.id, challenge: md5(body.challenge + this.options.key), new_captcha: true, success: 1 };
      }
    } catch {
      // fall through: unavailable
    }
    return { gt: this.options.id, challenge: "", new_captcha: true, success: 0 };
  }

  /** `response` is JSON `{ "geetest_validate": "...", "geetest_seccode": "..." }` from the GeeTest widget. */
  async verify(answer: CaptchaAnswer): Promise<boolean> {
    let validate: unknown;
    let seccode: unknown;
    try {
      const parsed = JSON.parse(answer.response) as Record<string, unknown>;
      validate = parsed.geetest_validate ?? parsed.validate;
      seccode = parsed.geetest_seccode ?? parsed.seccode;
    } catch {
      return false;
    }
    if (typeof validate !== "string" || typeof seccode !== "string" || !answer.challenge) return false;
    if (validate !== md5(`${this.options.key}geetest${answer.challenge}`)) return false;
    const form = new URLSearchParams({ seccode, challenge: answer.challenge, captchaid: this.options.id, json_format: "1", sdk: "openpawn-node" });
    try {
      const response = await fetch(this.url("validate.php"), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      if (!response.ok) return false;
      const body = (await response.json()) as { seccode?: unknown };
      return body.seccode === md5(seccode);
    } catch {
      return false;
    }
  }
}
