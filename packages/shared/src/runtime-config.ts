import { z } from "zod";

/** The captcha widgets the web app knows: the self-hosted slider, reCAPTCHA v2, GeeTest. */
export const CAPTCHA_PROVIDERS = ["self", "recaptcha", "geetest"] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

/** The deployment of the contracts on one chain: written by the deploy script, read by api and web. */
export const deploymentSchema = z.object({
  chainId: z.number().int().positive(),
  deployedAt: z.string(),
  startBlock: z.number().int().nonnegative(),
  contracts: z.record(z.string(), address),
  tokens: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      decimals: z.number().int(),
      address,
      priceFeed: address,
    }),
  ),
});
export type Deployment = z.infer<typeof deploymentSchema>;

/** What the web app needs to know at run time, served by the API at GET /api/config. */
export const runtimeConfigSchema = z.object({
  chainId: z.number().int().positive(),
  chainName: z.string(),
  rpcUrl: z.string(),
  explorerUrl: z.string(),
  supportEmail: z.string(),
  walletConnectProjectId: z.string(),
  /** Google sign-in client id; empty = not configured (the button is shown disabled with the reason). */
  googleClientId: z.string().default(""),
  /** Facebook app id; empty = not configured. */
  facebookAppId: z.string().default(""),
  /**
   * The captcha the server verifies (CAPTCHA_PROVIDER, docs/decisions/0006-captcha.md) and the widget's public
   * key: RECAPTCHA_SITE_KEY for reCAPTCHA, GEETEST_ID for GeeTest, empty for the self-hosted slider.
   */
  captcha: z
    .object({ provider: z.enum(CAPTCHA_PROVIDERS), siteKey: z.string() })
    .default({ provider: "self", siteKey: "" }),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int() }),
  deployment: deploymentSchema,
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
