import { describe, expect, it } from "vitest";
import { StartupRefusal, readEnv } from "./env.ts";

/** A local run: mail goes to the built-in catcher. */
const LOCAL = { SMTP_CATCHER: "1" };

describe("readEnv", () => {
  it("defaults to the local stack: port 3000, anvil's chain, embedded database", () => {
    const env = readEnv(LOCAL);
    expect(env.PORT).toBe(3000);
    expect(env.CHAIN_ID).toBe(31337);
    expect(env.RPC_URL).toBe("http://127.0.0.1:8545");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DEPLOYMENT_FILE).toMatch(/\.data\/deployments\/31337\.json$/);
    // A local chain has no public explorer: addresses and transactions show without links.
    expect(env.EXPLORER_URL).toBe("");
  });

  it("names the production chain and treats empty values as unset", () => {
    const env = readEnv({ SMTP_URL: "smtps://mail.example.com", CAPTCHA_PROVIDER: "recaptcha", CHAIN_ID: "56", DATABASE_URL: "", PORT: "8080" });
    expect(env.CHAIN_NAME).toBe("BNB Smart Chain");
    expect(env.EXPLORER_URL).toBe("https://bscscan.com");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(8080);
  });

  it("refuses a malformed setting with the variable's name", () => {
    expect(() => readEnv({ ...LOCAL, PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readEnv({ ...LOCAL, RPC_URL: "not a url" })).toThrow(/RPC_URL/);
  });

  describe("mail", () => {
    const refusal = (source: Record<string, string>) => {
      try {
        readEnv(source);
      } catch (error) {
        if (error instanceof StartupRefusal) return error.message;
        throw error;
      }
      return null;
    };

    it("refuses to start without a mail server unless the built-in catcher is asked for", () => {
      expect(refusal({})).toBe("no mail server: set SMTP_URL to your SMTP server, or SMTP_CATCHER=1 for the built-in mail catcher of a local run");
      expect(readEnv({ SMTP_CATCHER: "1" }).SMTP_CATCHER).toBe(true);
      expect(readEnv({ SMTP_URL: "smtp://127.0.0.1:2525" }).SMTP_CATCHER).toBe(false);
    });

    it("refuses the catcher, which shows everyone's mail, on BNB Smart Chain and its testnet and off loopback", () => {
      expect(refusal({ SMTP_CATCHER: "1", CHAIN_ID: "56" })).toBe("the built-in mail catcher shows every user's mail: on chain 56 set SMTP_URL to a real SMTP server");
      expect(refusal({ SMTP_CATCHER: "1", CHAIN_ID: "97" })).toMatch(/on chain 97 set SMTP_URL/);
      for (const host of ["0.0.0.0", "::", "192.168.1.20", "openpawn.io"]) {
        expect(refusal({ SMTP_CATCHER: "1", HOST: host }), host).toBe(
          `the built-in mail catcher shows every user's mail: with HOST=${host} set SMTP_URL to a real SMTP server, or listen on localhost`,
        );
      }
      for (const host of ["localhost", "127.0.0.1", "127.0.0.2", "::1"]) expect(refusal({ SMTP_CATCHER: "1", HOST: host }), host).toBeNull();
      // A real server is fine anywhere.
      expect(refusal({ SMTP_URL: "smtps://mail.example.com", CAPTCHA_PROVIDER: "geetest", CHAIN_ID: "56", HOST: "0.0.0.0" })).toBeNull();
    });
  });

  describe("captcha", () => {
    const refusal = (source: Record<string, string>) => {
      try {
        readEnv({ SMTP_URL: "smtps://mail.example.com", ...source });
      } catch (error) {
        if (error instanceof StartupRefusal) return error.message;
        throw error;
      }
      return null;
    };

    it("refuses the self-hosted slider, which a script solves, on BNB Smart Chain and its testnet unless CAPTCHA_ALLOW_SELF_HOSTED=1", () => {
      const sentence = (chain: number) =>
        `the self-hosted slider captcha slows bots down but a script solves it: on chain ${chain} set CAPTCHA_PROVIDER to recaptcha or geetest, or CAPTCHA_ALLOW_SELF_HOSTED=1 to accept the slider`;
      // The default provider is the slider: naming it or not is the same.
      expect(refusal({ CHAIN_ID: "56" })).toBe(sentence(56));
      expect(refusal({ CHAIN_ID: "97", CAPTCHA_PROVIDER: "self-hosted" })).toBe(sentence(97));
      expect(refusal({ CHAIN_ID: "56", CAPTCHA_ALLOW_SELF_HOSTED: "0" })).toBe(sentence(56));
      for (const allow of ["1", "true"]) expect(refusal({ CHAIN_ID: "97", CAPTCHA_ALLOW_SELF_HOSTED: allow }), allow).toBeNull();
      for (const provider of ["recaptcha", "geetest"]) expect(refusal({ CHAIN_ID: "56", CAPTCHA_PROVIDER: provider }), provider).toBeNull();
      // Local and other chains keep the slider as the default.
      expect(refusal({ CHAIN_ID: "31337" })).toBeNull();
      expect(refusal({ CHAIN_ID: "1337" })).toBeNull();
      expect(() => readEnv({ SMTP_CATCHER: "1", CAPTCHA_ALLOW_SELF_HOSTED: "yes" })).toThrow(/CAPTCHA_ALLOW_SELF_HOSTED/);
    });
  });
});
