import accountsPlugin from "./accounts-plugin.ts";
import { accountRoutes } from "./routes/account-routes.ts";
import socialRoutes from "./routes/social/index.ts";
import termsRoutes from "./routes/terms/index.ts";
import walletLinkRoutes from "./routes/wallet-links/index.ts";
import { socialConfigFromEnv } from "./social/social-config.ts";
import type { FeatureManifest } from "../feature-manifest.ts";
import { ACCOUNTS_ENDPOINTS } from "@openpawn/shared/accounts/endpoints";

/** E-mail and wallet accounts, sessions, passwords, captcha, social sign-in, wallet links, terms (decisions 0005–0007). */
export const accountsFeature: FeatureManifest = {
  name: "accounts",
  endpoints: [ACCOUNTS_ENDPOINTS],
  setup: async (app, env) => {
    await app.register(accountsPlugin, env);
  },
  routes: (env) => [
    {
      prefix: "/user",
      routes: accountRoutes({
        publicUrl: env.PUBLIC_URL,
        chainId: env.CHAIN_ID,
        rateLimit: {
          windowMs: env.RATE_LIMIT_WINDOW_MS,
          loginPerIp: env.RATE_LIMIT_LOGIN_PER_IP,
          loginFailures: env.RATE_LIMIT_LOGIN_FAILURES,
          signupPerIp: env.RATE_LIMIT_SIGNUP_PER_IP,
          forgotPerIp: env.RATE_LIMIT_FORGOT_PER_IP,
          forgotPerAccount: env.RATE_LIMIT_FORGOT_PER_ACCOUNT,
          noncePerIp: env.RATE_LIMIT_NONCE_PER_IP,
          accountProbes: env.RATE_LIMIT_ACCOUNT_PROBES,
          captchaPerIp: env.RATE_LIMIT_CAPTCHA_PER_IP,
          captchaImagesPerIp: env.RATE_LIMIT_CAPTCHA_IMAGES_PER_IP,
        },
        social: socialConfigFromEnv(env),
      }),
    },
    { prefix: "/user", routes: socialRoutes(socialConfigFromEnv(env), env.PUBLIC_URL) },
    { prefix: "/user", routes: walletLinkRoutes },
    { prefix: "/user", routes: termsRoutes },
  ],
};
