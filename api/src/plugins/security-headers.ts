import fp from "fastify-plugin";
import helmet from "@fastify/helmet";

/** The outside services the web app may load, by what is configured (decision 0037). */
export interface SecurityHeaderOptions {
  /** PUBLIC_RPC_URL: the browser reads the chain there. */
  publicRpcUrl: string;
  captchaProvider: "self-hosted" | "recaptcha" | "geetest";
  googleSignIn: boolean;
  facebookSignIn: boolean;
}

const GOOGLE_SIGN_IN = "https://accounts.google.com";
const FACEBOOK = ["https://connect.facebook.net", "https://www.facebook.com", "https://web.facebook.com"];
const RECAPTCHA = ["https://www.google.com", "https://www.gstatic.com", "https://recaptcha.net"];
const GEETEST = ["https://static.geetest.com", "https://api.geetest.com", "https://monitor.geetest.com"];

/** The Content-Security-Policy directives: our own origin, plus exactly the services this deployment uses. */
export function contentSecurityPolicy(options: SecurityHeaderOptions): Record<string, string[]> {
  const providers = [
    ...(options.googleSignIn ? [GOOGLE_SIGN_IN] : []),
    ...(options.facebookSignIn ? FACEBOOK : []),
    ...(options.captchaProvider === "recaptcha" ? RECAPTCHA : []),
    ...(options.captchaProvider === "geetest" ? GEETEST : []),
  ];
  const rpc = new URL(options.publicRpcUrl);
  const rpcOrigins = [rpc.origin, `${rpc.protocol === "https:" ? "wss:" : "ws:"}//${rpc.host}`];
  return {
    defaultSrc: ["'self'"],
    // The Vite build has no inline script; sign-in and captcha SDKs are scripts of their own origins.
    scriptSrc: ["'self'", ...providers],
    // MUI (emotion) writes its styles into <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'", ...providers],
    // NFT pictures and videos come from their metadata's https addresses; previews of a chosen file are blob: URLs.
    imgSrc: ["'self'", "data:", "blob:", "https:"],
    mediaSrc: ["'self'", "blob:", "https:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'", ...rpcOrigins, ...providers],
    frameSrc: providers.length > 0 ? providers : ["'none'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // No other site may frame the app: a framed wallet action is a click someone else chose.
    frameAncestors: ["'none'"],
  };
}

/**
 * Security headers on every answer (@fastify/helmet): the CSP above, X-Frame-Options DENY, nosniff, a
 * Referrer-Policy that sends only the origin elsewhere, and HSTS when the app is served over https.
 */
export default fp(
  async (app, options: SecurityHeaderOptions & { https: boolean }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      hsts: options.https ? { maxAge: 180 * 24 * 3600, includeSubDomains: false } : false,
      // Cross-origin isolation would block wallet pop-ups and provider frames.
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
      // Pictures of the NFT media routes may be shown by other sites (marketplaces, previews).
      crossOriginResourcePolicy: { policy: "cross-origin" },
    });
  },
  { name: "security-headers" },
);
