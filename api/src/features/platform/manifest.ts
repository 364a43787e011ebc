import configRoutes from "./routes/config/index.ts";
import healthRoutes from "./routes/health/index.ts";
import liveRoutes from "./routes/live/index.ts";
import { publicCaptchaConfig } from "../accounts/public.ts";
import type { FeatureManifest } from "../feature-manifest.ts";
import { PLATFORM_ENDPOINTS } from "@openpawn/shared/platform/endpoints";

/** The web app's runtime configuration and the health answers. */
export const platformFeature: FeatureManifest = {
  name: "platform",
  endpoints: [PLATFORM_ENDPOINTS],
  routes: (env) => [
    { prefix: "", routes: healthRoutes },
    { prefix: "", routes: liveRoutes },
    {
      prefix: "",
      routes: configRoutes({
        chainName: env.CHAIN_NAME,
        publicRpcUrl: env.PUBLIC_RPC_URL,
        explorerUrl: env.EXPLORER_URL,
        supportEmail: env.SUPPORT_EMAIL,
        walletConnectProjectId: env.WALLETCONNECT_PROJECT_ID,
        googleClientId: env.GOOGLE_CLIENT_ID,
        facebookAppId: env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET ? env.FACEBOOK_APP_ID : "",
        captcha: publicCaptchaConfig(env),
        links: env.PUBLIC_LINKS,
      }),
    },
  ],
};
