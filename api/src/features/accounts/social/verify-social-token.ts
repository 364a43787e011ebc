import { SOCIAL_TYPES } from "@openpawn/shared/accounts/schemas/social";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { ApiError } from "../../../lib/response.ts";
import { verifyFacebookSignedRequest } from "./facebook.ts";
import { verifyGoogleIdToken } from "./google.ts";
import type { SocialConfig, SocialIdentity } from "./social-config.ts";

/**
 * Verifies the token of a social sign-in (Google ID token for GOOGLE 2, Facebook signed_request for
 * FACEBOOK 1) and returns the identity it proves. Throws ApiError: 400 user.social.unsupported-type,
 * 400 user.social.not-configured, 401 user.social.invalid-token.
 */
export async function verifySocialToken(config: SocialConfig, socialToken: string, socialType: number): Promise<SocialIdentity> {
  if (socialType === SOCIAL_TYPES.GOOGLE) {
    if (!config.googleClientId) throw new ApiError(ACCOUNTS_ERRORS.socialNotConfigured, "Google");
    const identity = await verifyGoogleIdToken({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl }, socialToken);
    if (!identity) throw new ApiError(ACCOUNTS_ERRORS.socialInvalidToken);
    return identity;
  }
  if (socialType === SOCIAL_TYPES.FACEBOOK) {
    if (!config.facebookAppId || !config.facebookAppSecret) {
      throw new ApiError(ACCOUNTS_ERRORS.socialNotConfigured, "Facebook");
    }
    const identity = verifyFacebookSignedRequest(config.facebookAppSecret, socialToken);
    if (!identity) throw new ApiError(ACCOUNTS_ERRORS.socialInvalidToken);
    return identity;
  }
  throw new ApiError(ACCOUNTS_ERRORS.socialUnsupportedType);
}
