import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RuntimeConfig } from "@openpawn/shared/runtime-config";
import { PLATFORM_ENDPOINTS } from "@openpawn/shared/platform/endpoints";
import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";
import { ApiError, ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";

export interface PublicSettings {
  chainName: string;
  publicRpcUrl: string;
  explorerUrl: string;
  supportEmail: string;
  walletConnectProjectId: string;
  /** Social sign-in client ids; empty when not configured (the web shows the button disabled). */
  googleClientId: string;
  facebookAppId: string;
  /** The captcha widget the forms show and its public key (publicCaptchaConfig). */
  captcha: RuntimeConfig["captcha"];
  /** PUBLIC_LINKS: the outside addresses the operator configured. */
  links: RuntimeConfig["links"];
}

/** GET /api/config: what the web app needs to talk to the configured chain and contracts. */
const configRoutes = (settings: PublicSettings): FastifyPluginAsyncZod =>
  async (app) => {
    serve(app, PLATFORM_ENDPOINTS.config, {}, async () => {
      const deployment = await app.chain.deployment();
      if (!deployment) throw new ApiError(PLATFORM_ERRORS.deploymentMissing);
      const config: RuntimeConfig = {
        chainId: app.chain.chainId,
        chainName: settings.chainName,
        rpcUrl: settings.publicRpcUrl,
        explorerUrl: settings.explorerUrl,
        supportEmail: settings.supportEmail,
        walletConnectProjectId: settings.walletConnectProjectId,
        googleClientId: settings.googleClientId,
        facebookAppId: settings.facebookAppId,
        captcha: settings.captcha,
        links: settings.links,
        nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
        deployment,
      };
      return ok(config);
    });
  };

export default configRoutes;
