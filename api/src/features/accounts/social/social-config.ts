/** What social sign-in needs from the environment; an empty id or secret means "not configured". */
export interface SocialConfig {
  googleClientId: string;
  googleJwksUrl: string;
  facebookAppId: string;
  facebookAppSecret: string;
}

/** A verified social identity: the provider's stable subject; e-mail only when the provider vouches for it. */
export interface SocialIdentity {
  /** The spec's login type: FACEBOOK 1, GOOGLE 2. */
  provider: 1 | 2;
  subject: string;
  /** Set only when verified by the provider (Google's email_verified); never taken from the client. */
  verifiedEmail: string | null;
  name: string | null;
}

export function socialConfigFromEnv(env: {
  GOOGLE_CLIENT_ID: string;
  GOOGLE_JWKS_URL: string;
  FACEBOOK_APP_ID: string;
  FACEBOOK_APP_SECRET: string;
}): SocialConfig {
  return {
    googleClientId: env.GOOGLE_CLIENT_ID,
    googleJwksUrl: env.GOOGLE_JWKS_URL,
    facebookAppId: env.FACEBOOK_APP_ID,
    facebookAppSecret: env.FACEBOOK_APP_SECRET,
  };
}
