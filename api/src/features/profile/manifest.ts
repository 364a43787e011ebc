import countryRoutes from "./routes/countries/index.ts";
import profileRoutes from "./routes/profile/index.ts";
import referralRoutes from "./routes/referrals/index.ts";
import ukraineSupportRoutes from "./routes/ukraine-support/index.ts";
import type { FeatureManifest } from "../feature-manifest.ts";
import { PROFILE_ENDPOINTS } from "@openpawn/shared/profile/endpoints";

/** The account's profile and avatar, countries, referrals and the Ukraine support choice (decision 0007). */
export const profileFeature: FeatureManifest = {
  name: "profile",
  endpoints: [PROFILE_ENDPOINTS],
  routes: (env) => [
    { prefix: "/user", routes: profileRoutes({ avatarMaxBytes: env.AVATAR_MAX_BYTES }) },
    { prefix: "/user", routes: countryRoutes },
    { prefix: "/user", routes: referralRoutes },
    { prefix: "/user", routes: ukraineSupportRoutes },
  ],
};
