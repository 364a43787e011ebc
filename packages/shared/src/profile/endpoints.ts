import { z } from "zod";
import { endpoint } from "../common/endpoint.ts";
import { nonJsonAnswer } from "../common/non-json-answer.ts";
import { errorSchema, optionalBody } from "../common/envelope.ts";
import { pageQuerySchema, pagedSchema } from "../common/paged.ts";
import { STORED_IMAGE_TYPES } from "../media/schemas.ts";
import { countryIdParamsSchema, countrySchema } from "./schemas/countries.ts";
import {
  avatarAnswerSchema,
  ownProfileSchema,
  publicProfileAnswerSchema,
  publicProfileQuerySchema,
  publicProfileSchema,
  updateProfileSchema,
  uploadKeyParamsSchema,
  userIdParamsSchema,
} from "./schemas/profile.ts";
import { referralSchema } from "./schemas/referrals.ts";

/** The account's profile and avatar, public profiles, countries, referrals and the Ukraine support call (decision 0007). */
export const PROFILE_ENDPOINTS = {
  ownProfile: endpoint({ method: "GET", path: "/user/users/profile", answer: ownProfileSchema }),
  /** The name, and `avatar: null` to remove the avatar. */
  updateProfile: endpoint({ method: "PUT", path: "/user/users/profile", body: optionalBody(updateProfileSchema), answer: ownProfileSchema }),
  /** The avatar (multipart field `file`), replacing the one before. */
  uploadAvatar: endpoint({ method: "POST", path: "/user/users/avatar", upload: { file: true }, answer: avatarAnswerSchema }),
  /** A stored upload (avatar, shop logo): the address the profile and the shop name. */
  upload: endpoint({ method: "GET", path: "/user/uploads/*", params: uploadKeyParamsSchema, responses: { 200: nonJsonAnswer(STORED_IMAGE_TYPES) } }),
  /** What anyone may see of a user: never the e-mail. */
  userProfile: endpoint({ method: "GET", path: "/user/users/:id/profile", params: userIdParamsSchema, answer: publicProfileSchema }),
  /** A public profile by user id, else by wallet (id null for a wallet no account holds). */
  publicProfile: endpoint({ method: "GET", path: "/user/users/public-profile", query: publicProfileQuerySchema, answer: publicProfileAnswerSchema }),
  /** The caller's referrals, newest first. */
  referrals: endpoint({ method: "GET", path: "/user/users/referrals", query: pageQuerySchema, answer: pagedSchema(referralSchema) }),
  /** Every country by name. */
  countries: endpoint({ method: "GET", path: "/user/countries", answer: z.array(countrySchema) }),
  country: endpoint({ method: "GET", path: "/user/countries/:id", params: countryIdParamsSchema, answer: countrySchema }),
  /** The original's campaign is over: always 410 with a code. */
  ukraineSupport: endpoint({ method: "POST", path: "/user/ukraine-support", responses: { 410: errorSchema } }),
};
