import { loadScript } from "./load-script.ts";

/** The parts of Google Identity Services and of the Facebook SDK the sign-in buttons use. */
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: { authResponse?: { signedRequest?: string } | null }) => void, options: { scope: string }): void;
  api(path: string, params: Record<string, string>, callback: (response: { name?: string; email?: string; error?: unknown }) => void): void;
}

declare global {
  interface Window {
    google?: GoogleIdentity;
    FB?: FacebookSdk;
  }
}

export const GOOGLE_SCRIPT = "https://accounts.google.com/gsi/client";
export const FACEBOOK_SCRIPT = "https://connect.facebook.net/en_US/sdk.js";
const FACEBOOK_API_VERSION = "v19.0";

export async function loadGoogle(): Promise<GoogleIdentity> {
  await loadScript(GOOGLE_SCRIPT);
  if (!window.google) throw new Error("Google Identity Services did not start");
  return window.google;
}

let facebookReady: Promise<FacebookSdk> | null = null;

export function loadFacebook(appId: string): Promise<FacebookSdk> {
  facebookReady ??= loadScript(FACEBOOK_SCRIPT).then(() => {
    if (!window.FB) throw new Error("The Facebook SDK did not start");
    window.FB.init({ appId, version: FACEBOOK_API_VERSION, cookie: false, xfbml: false });
    return window.FB;
  });
  return facebookReady;
}

/** Facebook login with the e-mail scope: the signed request, with the name and e-mail Facebook shares. */
export async function facebookLogin(appId: string): Promise<{ token: string; name: string; email: string } | null> {
  const sdk = await loadFacebook(appId);
  const token = await new Promise<string | null>((resolve) =>
    sdk.login((response) => resolve(response.authResponse?.signedRequest ?? null), { scope: "email" }),
  );
  if (!token) return null;
  const me = await new Promise<{ name?: string; email?: string }>((resolve) => sdk.api("/me", { fields: "name,email" }, resolve));
  return { token, name: me.name ?? "", email: me.email ?? "" };
}
