import { z } from "zod";
import { deploymentSchema } from "@openpawn/chain/deployment";

/** The captcha widgets the web app knows: the self-hosted slider, reCAPTCHA v2, GeeTest. */
export const CAPTCHA_PROVIDERS = ["self", "recaptcha", "geetest"] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/**
 * Addresses outside the app that the footer and the app switcher show when the operator configured them (PUBLIC_LINKS):
 * documents, app stores, social accounts, exchanges. An unconfigured one is hidden; the product's own pages (/terms,
 * /privacy, /faq) need no configuration.
 */
export const PUBLIC_LINK_NAMES = [
  "whitepaper",
  "riskWarning",
  "cookiePolicy",
  "appStore",
  "googlePlay",
  "twitter",
  "telegram",
  "medium",
  "github",
  "pancakeSwap",
  "gateIo",
  "kuCoin",
] as const;
export type PublicLinkName = (typeof PUBLIC_LINK_NAMES)[number];
export const publicLinksSchema = z.partialRecord(z.enum(PUBLIC_LINK_NAMES), z.url({ protocol: /^https?$/ }));
export type PublicLinks = z.infer<typeof publicLinksSchema>;

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
  links: publicLinksSchema.default({}),
  deployment: deploymentSchema,
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
